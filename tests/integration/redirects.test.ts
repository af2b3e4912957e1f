/**
 * Redirects (docs/design.md §13, docs/decisions/0045-redirects.md) on a real database (SQLite, or PostgreSQL
 * under pg_virtualenv): the list's calls and every rule (addresses, loops, chains), the public request
 * answered before its 404, slug changes adding to the list and flattening it, a purge taking from it.
 * The pages themselves, through the built server and a browser, are tests/e2e/admin-redirects.spec.ts's.
 */
import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'

import { chainAfter, chainBefore, FROM_TAKEN, LOOP } from '#server/content/redirects.ts'
import { contentTypes } from '#server/content/registry.ts'
import { findPageItem, redirectIfListed } from '#app/lib/preview.server.ts'
import { expectError, expectInvalid, type Item, setUpApp } from '#tests/integration/content-api-suite.ts'

const ctx = setUpApp()

/**
 * What a visitor's request for `path` answers, as far as redirects go: an item page's loader
 * (`findPageItem`) for an item route, otherwise the catch-all 404 route's check (`redirectIfListed`, all
 * that app/routes/not-found.tsx's loader does before its 404). A status and where to.
 */
async function visit(path: string): Promise<{ status: number; location?: string | undefined }> {
	const url = new URL(path, ctx.app.url)
	const args = { request: new Request(url), context: { services: ctx.app.services } }
	const type = contentTypes.find(
		(candidate) => candidate.public?.item && matchPath(candidate.public.item.path, url.pathname),
	)
	try {
		if (type) {
			const params = matchPath(type.public!.item!.path, url.pathname)!.params
			await findPageItem(type, { ...args, params } as Parameters<typeof findPageItem>[1])
			return { status: 200 }
		}
		await redirectIfListed(args.request, args.context as Parameters<typeof redirectIfListed>[1])
		return { status: 404 }
	} catch (thrown) {
		if (thrown instanceof Response)
			return { status: thrown.status, location: thrown.headers.get('location') ?? undefined }
		const init = (thrown as { init?: { status?: number } } | undefined)?.init
		if (init?.status) return { status: init.status }
		throw thrown
	}
}

const list = async () =>
	(await ctx.admin('GET', '/redirects')).body as Array<{ from: string; to: string; status: number }>
const pairs = async () => (await list()).map(({ from, to, status }) => `${from} -> ${to} ${status}`)

describe('the list', () => {
	it('adds, lists, changes and deletes redirects, admin only, with audit entries', async () => {
		expectError(await ctx.app.api('GET', '/redirects'), 401)
		expectError(await ctx.app.api('POST', '/redirects', { body: { from: '/a', to: '/b' } }), 401)

		const created = await ctx.admin('POST', '/redirects', { from: '/crud-old/', to: '/crud-new?x=1#top' })
		expect(created.status, created.text).toBe(201)
		// The trailing slash is dropped; the status is 301 by default.
		expect(created.body).toMatchObject({ from: '/crud-old', to: '/crud-new?x=1#top', status: 301 })
		expect(created.headers.get('cache-control')).toBe('no-store')
		expect(await pairs()).toContain('/crud-old -> /crud-new?x=1#top 301')

		const changed = await ctx.admin('PUT', `/redirects/${created.body.id}`, {
			status: 302,
			to: 'https://example.com/x',
		})
		expect(changed.status, changed.text).toBe(200)
		expect(changed.body).toMatchObject({
			id: created.body.id,
			from: '/crud-old',
			to: 'https://example.com/x',
			status: 302,
		})

		expect((await ctx.admin('DELETE', `/redirects/${created.body.id}`)).status).toBe(204)
		expect(await pairs()).not.toContain('/crud-old -> https://example.com/x 302')
		expectError(await ctx.admin('DELETE', `/redirects/${created.body.id}`), 404)
		expectError(await ctx.admin('PUT', `/redirects/${created.body.id}`, { status: 301 }), 404)

		const audit = await ctx.app.services.db
			.selectFrom('audit_log')
			.select(['action', 'item_id'])
			.where('collection', '=', 'redirects')
			.where('item_id', '=', created.body.id)
			.orderBy('id')
			.execute()
		expect(audit.map((entry) => entry.action)).toEqual(['content-created', 'content-updated', 'content-deleted'])
	})

	it('refuses addresses that are not paths of this site or web addresses, naming the field', async () => {
		for (const from of ['', 'old', '//evil.example/x', 'https://example.com/x', '/a b', '/a\\b', '/a?b=1', '/a#b'])
			expectInvalid(await ctx.admin('POST', '/redirects', { from, to: '/fine' }), 'from')
		for (const to of [
			'',
			'new',
			'//evil.example/x',
			'javascript:alert(1)',
			'ftp://example.com/x',
			'data:text/html,x',
			'https://',
		])
			expectInvalid(await ctx.admin('POST', '/redirects', { from: '/fine', to }), 'to')
		for (const status of [303, 200, '301', null])
			expectInvalid(await ctx.admin('POST', '/redirects', { from: '/fine', to: '/other', status }), 'status')
		expectInvalid(await ctx.admin('POST', '/redirects', { from: 'x'.repeat(600), to: '/other' }), 'from')
		expectError(await ctx.admin('POST', '/redirects', ['/a', '/b']), 400)
		expect(await pairs()).not.toContain('/fine -> /other 301')
	})

	it('refuses a loop, a chain either way, and a taken from', async () => {
		expectInvalid(await ctx.admin('POST', '/redirects', { from: '/loop', to: '/loop' }), 'to', LOOP)
		expectInvalid(await ctx.admin('POST', '/redirects', { from: '/loop/', to: '/loop?again=1' }), 'to', LOOP)

		const first = await ctx.create('/redirects', { from: '/chain-a', to: '/chain-b' })
		// To an address another redirect starts at: a chain after this one.
		expectInvalid(
			await ctx.admin('POST', '/redirects', { from: '/chain-z', to: '/chain-a' }),
			'to',
			chainAfter('/chain-b'),
		)
		// From an address another redirect leads to: a chain before this one.
		expectInvalid(
			await ctx.admin('POST', '/redirects', { from: '/chain-b', to: '/chain-c' }),
			'from',
			chainBefore('/chain-a'),
		)
		expectInvalid(await ctx.admin('POST', '/redirects', { from: '/chain-a/', to: '/elsewhere' }), 'from', FROM_TAKEN)

		// The same rules on a change, where the redirect itself does not count.
		const second = await ctx.create('/redirects', { from: '/chain-x', to: '/chain-y' })
		expectInvalid(await ctx.admin('PUT', `/redirects/${second.id}`, { to: '/chain-a' }), 'to')
		expectInvalid(await ctx.admin('PUT', `/redirects/${second.id}`, { from: '/chain-b' }), 'from')
		expectInvalid(await ctx.admin('PUT', `/redirects/${second.id}`, { to: '/chain-x' }), 'to', LOOP)
		expectInvalid(await ctx.admin('PUT', `/redirects/${second.id}`, { from: '/chain-a' }), 'from', FROM_TAKEN)
		expect((await ctx.admin('PUT', `/redirects/${first.id}`, { to: '/chain-c' })).status).toBe(200)
		expect(await pairs()).toEqual(expect.arrayContaining(['/chain-a -> /chain-c 301', '/chain-x -> /chain-y 301']))
	})
})

describe('a public request', () => {
	it('is answered before its 404 with the status and Location, its query kept; a deleted one is the 404 again', async () => {
		expect(await visit('/gone-page')).toEqual({ status: 404 })
		const moved = await ctx.create('/redirects', { from: '/gone-page', to: '/about' })
		expect(await visit('/gone-page?utm_source=mail')).toEqual({ status: 301, location: '/about?utm_source=mail' })
		expect(await visit('/gone-page/')).toEqual({ status: 301, location: '/about' })

		await ctx.admin('PUT', `/redirects/${moved.id}`, { to: 'https://example.com/page?a=1', status: 302 })
		expect(await visit('/gone-page?b=2')).toEqual({ status: 302, location: 'https://example.com/page?a=1&b=2' })

		// An unknown slug of an item route is answered the same way.
		await ctx.create('/redirects', { from: '/blog/never-written', to: '/blog' })
		expect(await visit('/blog/never-written')).toEqual({ status: 301, location: '/blog' })

		await ctx.admin('DELETE', `/redirects/${moved.id}`)
		expect(await visit('/gone-page')).toEqual({ status: 404 })
	})

	it('is not sent to an item the visitor may not see', async () => {
		const draft = await ctx.create('/careers', { position_name: 'Hidden role', job_description: 'x', status: 'draft' })
		await ctx.create('/redirects', { from: '/hidden-role', to: `/career/${String(draft.slug)}` })
		expect(await visit('/hidden-role')).toEqual({ status: 404 })
		await ctx.admin('PUT', `/careers/${draft.id}`, { status: 'published' })
		expect(await visit('/hidden-role')).toEqual({ status: 301, location: `/career/${String(draft.slug)}` })
	})
})

describe.each([
	['blogs', '/blog/'],
	['careers', '/career/'],
] as const)('a slug change of %s', (name, prefix) => {
	const path = `/${name}`
	const fields = contentTypes.find((type) => type.name === name)!.api.example
	const at = (slug: string) => prefix + slug

	it('adds a 301, flattens a→b→c into a→c and b→c, and drops one from the new address', async () => {
		const item = await ctx.create(path, { ...fields, slug: `${name}-a` })
		const elsewhere = await ctx.create('/redirects', { from: `/${name}-promo`, to: at(`${name}-a`) })
		await ctx.admin('PUT', `${path}/${item.id}`, { slug: `${name}-b` })
		expect(await pairs()).toContain(`${at(`${name}-a`)} -> ${at(`${name}-b`)} 301`)

		// A redirect starting at the next address (made by hand) goes: the item lives there now.
		await ctx.create('/redirects', { from: at(`${name}-c`), to: '/about' })
		await ctx.admin('PUT', `${path}/${item.id}`, { slug: `${name}-c` })
		const now = await pairs()
		expect(now).toEqual(
			expect.arrayContaining([
				`${at(`${name}-a`)} -> ${at(`${name}-c`)} 301`,
				`${at(`${name}-b`)} -> ${at(`${name}-c`)} 301`,
				`/${name}-promo -> ${at(`${name}-c`)} 301`,
			]),
		)
		expect(now.filter((pair) => pair.startsWith(`${at(`${name}-c`)} `))).toEqual([])
		expect(await visit(at(`${name}-a`))).toEqual({ status: 301, location: at(`${name}-c`) })
		expect(await visit(at(`${name}-b`))).toEqual({ status: 301, location: at(`${name}-c`) })
		expect(await visit(at(`${name}-c`))).toEqual({ status: 200 })
		expect(elsewhere.id).toBeGreaterThan(0)

		// Editing the list changes what the old address does; deleting the entry makes it a 404.
		const entry = (await ctx.admin('GET', '/redirects')).body.find((row: Item) => row.from === at(`${name}-a`))
		await ctx.admin('PUT', `/redirects/${entry.id}`, { to: '/contact-us', status: 302 })
		expect(await visit(at(`${name}-a`))).toEqual({ status: 302, location: '/contact-us' })
		await ctx.admin('DELETE', `/redirects/${entry.id}`)
		expect(await visit(at(`${name}-a`))).toEqual({ status: 404 })

		// Back to an earlier address: it is the item's again, with no loop.
		await ctx.admin('PUT', `${path}/${item.id}`, { slug: `${name}-b` })
		const back = await pairs()
		expect(back).toContain(`${at(`${name}-c`)} -> ${at(`${name}-b`)} 301`)
		expect(back.filter((pair) => pair.startsWith(`${at(`${name}-b`)} `))).toEqual([])
		expect(await visit(at(`${name}-b`))).toEqual({ status: 200 })
	})

	it('purging the item from the trash drops the redirects that led to it', async () => {
		const item = await ctx.create(path, { ...fields, slug: `${name}-purge-a` })
		await ctx.admin('PUT', `${path}/${item.id}`, { slug: `${name}-purge-b` })
		await ctx.create('/redirects', { from: `/${name}-purge-link`, to: `${at(`${name}-purge-b`)}?ref=x` })
		const unrelated = await ctx.create('/redirects', { from: `/${name}-purge-other`, to: '/about' })
		await ctx.admin('DELETE', `${path}/${item.id}`)
		// In the trash: the redirects stay (a restore brings the page back) but lead nowhere a visitor may go.
		expect(await visit(at(`${name}-purge-a`))).toEqual({ status: 404 })
		expect((await pairs()).filter((pair) => pair.includes(`${name}-purge-b`))).toHaveLength(2)

		expect((await ctx.admin('DELETE', `/trash/${name}/${item.id}`)).status).toBe(204)
		const after = await pairs()
		expect(after.filter((pair) => pair.includes(`${name}-purge`))).toEqual([`/${name}-purge-other -> /about 301`])
		expect(unrelated.id).toBeGreaterThan(0)
	})
})
