/**
 * Readable addresses (docs/design.md §11, ADR 0030) over HTTP on a real database (SQLite, or PostgreSQL under
 * pg_virtualenv): slugs made from titles, unique per type, editable through the API; item pages by slug;
 * the id form and every earlier slug answering 301 to the current address.
 */
import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'

import { contentTypes } from '#server/content/registry.ts'
import { SLUG_TAKEN } from '#server/content/slugs.ts'
import { findPageItem } from '#app/lib/preview.server.ts'
import { expectInvalid, setUpApp } from '#tests/integration/content-api-suite.ts'

const ctx = setUpApp()
const withSlugs = contentTypes.filter((type) => type.slugFrom !== undefined)

/**
 * What an item page's loader answers at `path` (app/lib/preview.server.ts, on this app's database, as a
 * visitor): 200, 404, or a 301 and where to. The rendered pages are tests/system/seo.test.ts's and the e2e's.
 */
async function page(path: string) {
	const type = withSlugs.find((candidate) => matchPath(candidate.public!.item!.path, path.split('?')[0]!))!
	const match = matchPath(type.public!.item!.path, path.split('?')[0]!)!
	const args = {
		request: new Request(ctx.app.url + path),
		context: { services: ctx.app.services },
		params: match.params,
	}
	try {
		const { item } = await findPageItem(type, args as Parameters<typeof findPageItem>[1])
		return { status: 200, item, location: undefined }
	} catch (thrown) {
		if (thrown instanceof Response)
			return { status: thrown.status, location: thrown.headers.get('location') ?? undefined }
		// react-router's data(): a DataWithResponseInit, whose `init` holds the status.
		const init = (thrown as { init?: { status?: number } } | undefined)?.init
		if (init?.status) return { status: init.status, location: undefined }
		throw thrown
	}
}
const location = (response: { location?: string }) => response.location?.split('?')[0]

it('gives the six types with pages a slug', () => {
	expect(withSlugs.map((type) => type.name).sort()).toEqual([
		'applications',
		'blogs',
		'careers',
		'consulting',
		'pages',
		'products',
	])
})

describe.each(withSlugs.map((type) => [type.name, type] as const))('%s', (name, type) => {
	const path = `/${name}`
	const titleField = type.slugFrom!
	const pattern = type.public!.item!.path
	const at = (slug: string) => pattern.replace(':slug', slug)
	const example = { ...type.api.example, [titleField]: `Déjà vu ${name} 2026` }

	it('makes the slug from the title, numbering a taken one, and the API carries it', async () => {
		const first = await ctx.create(path, example)
		expect(first.slug).toMatch(new RegExp(`^deja-vu-${name}-2026(-\\d+)?$`))
		const second = await ctx.create(path, example)
		expect(second.slug).not.toBe(first.slug)
		expect(String(second.slug).startsWith(String(first.slug).replace(/-\d+$/, ''))).toBe(true)
		expect((await ctx.app.api('GET', `${path}/${first.id}`)).body.slug).toBe(first.slug)
		expect((await page(at(String(first.slug)))).status).toBe(200)
	})

	it('takes a chosen slug, refuses a taken or malformed one on the field', async () => {
		const chosen = await ctx.create(path, { ...example, slug: `Chosen-${name}` })
		expect(chosen.slug).toBe(`chosen-${name}`)
		const taken = await ctx.admin('POST', path, { ...example, slug: `chosen-${name}` })
		expectInvalid(taken, 'slug', SLUG_TAKEN)
		expectInvalid(await ctx.admin('POST', path, { ...example, slug: '2026' }), 'slug')
		expectInvalid(await ctx.admin('POST', path, { ...example, slug: 'two words' }), 'slug')
		const other = await ctx.create(path, example)
		expectInvalid(await ctx.admin('PUT', `${path}/${other.id}`, { slug: `chosen-${name}` }), 'slug', SLUG_TAKEN)
	})

	it('keeps the slug when the title changes; an edited slug leaves 301s at the earlier ones', async () => {
		const item = await ctx.create(path, { ...example, slug: `first-${name}` })
		const retitled = await ctx.admin('PUT', `${path}/${item.id}`, { [titleField]: 'Another title' })
		expect(retitled.body.slug).toBe(`first-${name}`)

		expect((await ctx.admin('PUT', `${path}/${item.id}`, { slug: `second-${name}` })).body.slug).toBe(`second-${name}`)
		expect((await ctx.admin('PUT', `${path}/${item.id}`, { slug: `third-${name}` })).body.slug).toBe(`third-${name}`)
		for (const old of [`first-${name}`, `second-${name}`, String(item.id)]) {
			const moved = await page(`${at(old)}?ref=x`)
			expect(moved.status, old).toBe(301)
			expect(location(moved)).toBe(at(`third-${name}`))
			expect(moved.location).toContain('?ref=x')
		}
		expect((await page(at(`third-${name}`))).status).toBe(200)

		// Going back to an earlier slug makes it current again: no redirect loop.
		await ctx.admin('PUT', `${path}/${item.id}`, { slug: `first-${name}` })
		expect((await page(at(`first-${name}`))).status).toBe(200)
		expect(location(await page(at(`third-${name}`)))).toBe(at(`first-${name}`))

		// An empty slug is made from the title again.
		expect((await ctx.admin('PUT', `${path}/${item.id}`, { slug: '' })).body.slug).toBe('another-title')
	})

	it('lets another item take an earlier slug deliberately; a made one avoids it', async () => {
		const owner = await ctx.create(path, { ...example, [titleField]: `Old ${name}`, slug: `old-${name}` })
		await ctx.admin('PUT', `${path}/${owner.id}`, { slug: `new-${name}` })
		const made = await ctx.create(path, { ...example, [titleField]: `Old ${name}` })
		expect(made.slug).toBe(`old-${name}-2`)
		const taker = await ctx.create(path, { ...example, slug: `old-${name}` })
		expect(taker.slug).toBe(`old-${name}`)
		expect((await page(at(`old-${name}`))).status).toBe(200)
	})

	it('answers 404 for unknown slugs, drafts (to visitors) and trashed items, even at their old addresses', async () => {
		expect((await page(at(`nothing-here-${name}`))).status).toBe(404)
		expect((await page(at('999999'))).status).toBe(404)
		const draft = await ctx.create(path, { ...example, status: 'draft' })
		expect((await page(at(String(draft.slug)))).status).toBe(404)
		expect((await page(at(String(draft.id)))).status).toBe(404)
		const gone = await ctx.create(path, { ...example, slug: `gone-${name}` })
		await ctx.admin('PUT', `${path}/${gone.id}`, { slug: `gone-later-${name}` })
		await ctx.admin('DELETE', `${path}/${gone.id}`)
		for (const slug of [`gone-${name}`, `gone-later-${name}`, String(gone.id)])
			expect((await page(at(slug))).status).toBe(404)
	})
})
