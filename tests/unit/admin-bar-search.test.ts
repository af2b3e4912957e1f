import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'

import { contentTypes } from '#server/content/registry.ts'
import { counterpartOf, loadAdminBar, pageOfDataRequest } from '#app/lib/admin-bar.server.ts'
import { searchableFields, searchList } from '#app/lib/admin-search.server.ts'

describe("the admin bar's 'Edit this page'", () => {
	const edit = (pathname: string, itemId?: number) => counterpartOf(pathname, itemId)

	it("leads from an item's page to its edit screen, from a list to its Manage screen, home to the dashboard", () => {
		// A page named by its slug: the item found there gives the id (app/lib/preview.server.ts's itemOfPage).
		expect(edit('/portfolio/products/lens', 3)).toBe('/admin/products/edit/3')
		expect(edit('/blog/my-post', 5)).toBe('/admin/blog/edit/5')
		expect(edit('/career/data-engineer', 7)).toBe('/dashboard/career-admin/edit/7')
		expect(edit('/portfolio/software-development/app', 2)).toBe('/admin/applications/edit/2')
		expect(edit('/portfolio/consulting/audit', 4)).toBe('/admin/consulting/edit/4')
		// No item there: nothing to edit.
		expect(edit('/blog/no-such-post')).toBeUndefined()
		expect(edit('/portfolio/products')).toBe('/dashboard/products-admin')
		expect(edit('/blog')).toBe('/dashboard/blogs-admin')
		expect(edit('/')).toBe('/dashboard')
		// Pages built from blocks are at `/{slug}`; a list's address is the list's, not a page's.
		expect(edit('/about', 9)).toBe('/dashboard/pages/9')
		expect(edit('/home', 1)).toBe('/dashboard/pages/1')
	})

	it("knows the page of a client-side navigation's data request", () => {
		expect(pageOfDataRequest('/_.data')).toBe('/')
		expect(pageOfDataRequest('/_root.data')).toBe('/')
		expect(pageOfDataRequest('/blog/5.data')).toBe('/blog/5')
		expect(pageOfDataRequest('/portfolio/products.data')).toBe('/portfolio/products')
		expect(pageOfDataRequest('/about')).toBe('/about')
	})

	it('has none for pages without an admin counterpart', () => {
		for (const path of ['/contact-us', '/portfolio', '/api-reference', '/no/such/page', '/blog/5/more']) {
			expect(edit(path), path).toBeUndefined()
		}
	})

	it('costs a visitor (no session token) no query: the database is not even looked at', async () => {
		const context = {
			get services(): never {
				throw new Error('a visitor made the admin bar touch the database')
			},
		} as unknown as AppLoadContext
		for (const cookie of [undefined, 'theme=dark', 'sigma_toast=abc; sigma_auth_token=']) {
			const request = new Request('http://site.test/', { headers: cookie ? { cookie } : {} })
			expect(await loadAdminBar(request, context), cookie).toBeNull()
		}
	})

	it('is derived from every content type with public pages', () => {
		for (const type of contentTypes) {
			if (type.public?.item && type.admin.edit) {
				const page = type.public.item.path.replace(':id', '12').replace(':slug', 'some-item')
				expect(edit(page, 12)).toBe(type.admin.edit.path.replace(':id', '12'))
			}
			if (type.public?.list) expect(edit(type.public.list.path)).toBe(type.admin.list.path)
		}
	})
})

describe('the Manage screens’ search', () => {
	const byName = (name: string) => contentTypes.find((type) => type.name === name)!
	const request = (q?: string) =>
		new Request(`http://site.test/list${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`)

	it('looks in the text fields of each definition, the title first', () => {
		expect(searchableFields(byName('faqs'))).toEqual(['question', 'answer'])
		expect(searchableFields(byName('partners'))).toEqual(['partner_name'])
		// A post's excerpt and tags too (ADR 0058); not the search and sharing fields, which are no admin field of a definition.
		expect(searchableFields(byName('blogs'))).toEqual(['heading', 'body', 'excerpt', 'tags'])
		expect(searchableFields(byName('products'))).toEqual(['title', 'description'])
		expect(searchableFields(byName('testimonials'))).toEqual(['name', 'position', 'message'])
		for (const type of contentTypes) expect(searchableFields(type)[0]).toBe(type.admin.itemTitle)
	})

	const items = [
		{ id: 3, question: 'Do you build dashboards?', answer: 'Yes, in Power BI.' },
		{ id: 2, question: 'Where are you?', answer: 'In Pune.' },
		{ id: 1, question: 'Any DASHBOARD templates?', answer: 'Some.', extra: 'dashboard' },
	]

	it('keeps every item, in order, without a query (or a blank one)', () => {
		for (const q of [undefined, '', '   ']) {
			expect(searchList(byName('faqs'), request(q), items)).toEqual({ items, search: { query: '', total: 3 } })
		}
	})

	it('matches a case-insensitive substring of any text field, in the list’s order', () => {
		const found = searchList(byName('faqs'), request(' Dashboard '), items)
		expect(found.items.map((item) => item.id)).toEqual([3, 1])
		expect(found.search).toEqual({ query: 'Dashboard', total: 3 })
		expect(searchList(byName('faqs'), request('pune'), items).items.map((item) => item.id)).toEqual([2])
		// Only the definition's fields: not the id, nor a field the admin does not edit.
		expect(searchList(byName('faqs'), request('3'), items).items).toEqual([])
		expect(searchList(byName('faqs'), request('nothing like it'), items).items).toEqual([])
	})
})
