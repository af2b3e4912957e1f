/**
 * A product, application or consulting page does not stop at its text: it ends with a call to talk to us
 * (a link to the contact page) and a link to the next item of its list, in the list's order, wrapping
 * round to the first; an item alone in its list has no next link. On the production build (`npm run
 * build` first): the pages as a visitor's browser gets them.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminApi } from '#tests/helpers/admin-api.ts'
import { type ServerProcess, signIn, startServerProcess } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'ending@example.com', ADMIN_PASSWORD: 'system test password 42', LOG_REQUESTS: '0' }

const TYPES = [
	{ collection: 'products', list: '/portfolio/products', label: 'Next product', fields: {} },
	{
		collection: 'applications',
		list: '/portfolio/software-development',
		label: 'Next application',
		fields: { category: 'AI' },
	},
	{ collection: 'consulting', list: '/portfolio/consulting', label: 'Next service', fields: {} },
] as const

describe('the ending of a portfolio item’s page', () => {
	let server: ServerProcess
	let api: ReturnType<typeof adminApi>
	let picture: string

	beforeAll(async () => {
		server = await startServerProcess(ADMIN)
		api = adminApi(server, (await signIn(server, ADMIN)).token)
		const png = sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a6fdb' } }).png()
		picture = await api.upload(await png.toBuffer(), 'image/png')
	})
	afterAll(() => server?.stop('SIGKILL'))

	const create = (type: (typeof TYPES)[number], title: string) =>
		api.create(type.collection, { title, description: `About ${title}`, picture, ...type.fields })
	const main = async (path: string) => {
		const response = await fetch(server.url + path)
		expect(response.status, path).toBe(200)
		const html = await response.text()
		return html.slice(html.indexOf('<main'), html.indexOf('</main>'))
	}
	/** The next link's address and title, or undefined when the page has none. */
	const nextLink = (html: string, label: string) => {
		const nav = new RegExp(`<nav aria-label="${label}"[^>]*>\\s*<a[^>]*href="([^"]+)"[\\s\\S]*?</nav>`).exec(html)
		return (
			nav && {
				path: nav[1],
				text: nav[0]
					.replace(/<[^>]+>/g, ' ')
					.replace(/\s+/g, ' ')
					.trim(),
			}
		)
	}

	for (const type of TYPES) {
		it(`${type.list}: talk to us, then the next item in the list's order, round to the first`, async () => {
			const titles = ['First', 'Second', 'Third'].map((word) => `${word} of ${type.list}`)
			const alone = await create(type, titles[0]!)
			const onlyOne = await main(`${type.list}/${alone.slug}`)
			expect(onlyOne).toContain(`Interested in ${titles[0]}?`)
			expect(onlyOne).toMatch(/<a[^>]*href="\/contact-us"[^>]*>Talk to us<\/a>/)
			expect(nextLink(onlyOne, type.label)).toBeNull()

			const items = [alone]
			for (const title of titles.slice(1)) items.push(await create(type, title))
			// A draft, the newest: on no page, so no page leads to it.
			const draft = await api.create(type.collection, {
				title: `Draft of ${type.list}`,
				description: 'Not published yet',
				picture,
				status: 'draft',
				...type.fields,
			})
			// The list shows the newest first: Third, Second, First.
			const list = await main(type.list)
			const order = items.map((item) => list.indexOf(`href="${type.list}/${item.slug}"`))
			expect(order.every((at) => at > 0)).toBe(true)
			expect([...order].sort((a, b) => a - b)).toEqual([order[2], order[1], order[0]])

			const expected = [
				[items[2]!, items[1]!, titles[1]!],
				[items[1]!, items[0]!, titles[0]!],
				[items[0]!, items[2]!, titles[2]!],
			] as const
			for (const [from, to, title] of expected) {
				const next = nextLink(await main(`${type.list}/${from.slug}`), type.label)
				expect(next).toEqual({ path: `${type.list}/${to.slug}`, text: `${type.label} ${title}` })
			}
			expect(list).not.toContain(`${type.list}/${draft.slug}`)
		})
	}
})
