/**
 * The settings' brand pictures and announcement bar (docs/design.md §13) on a real database (SQLite, or
 * PostgreSQL under pg_virtualenv): the dates' rule, their place in the content version's schedule (which
 * makes cached pages change at either date), and what pages read of them (siteView, pageMeta). The pages
 * themselves, through the cache, are tests/system/settings-pages.test.ts's.
 */
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contentState, readContentVersion } from '#server/cache/version.ts'
import { settings } from '#server/content/types/settings.ts'
import { pageMeta } from '#app/lib/seo.server.ts'
import { announcementAt, siteView } from '#app/lib/site-settings.server.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
let token: string
beforeAll(async () => {
	app = await startTestApp({ PUBLIC_URL: 'https://sigma.example' })
	token = await app.adminToken()
})
afterAll(() => app.close())

const put = (body: unknown) => app.api('PUT', '/settings', { token, body })
const contextNow = async () =>
	({ services: app.services, settings: await settings.get(app.services.db) }) as unknown as AppLoadContext

describe("the announcement's dates", () => {
	it('take a day or a date and time with its offset, and store the UTC instant', async () => {
		const saved = await put({
			announcement: {
				text: 'Closed for the holidays',
				url: '',
				starts_at: '2030-12-24',
				ends_at: '2031-01-02T09:30+05:30',
			},
		})
		expect(saved.status, saved.text).toBe(200)
		expect(saved.body.announcement).toEqual({
			text: 'Closed for the holidays',
			url: '',
			starts_at: '2030-12-24T00:00:00.000Z',
			ends_at: '2031-01-02T04:00:00.000Z',
		})
	})

	it.each([
		[
			{ starts_at: 'next Monday' },
			'announcement.starts_at',
			'Starts at must be a date (2026-12-01) or a date and time with its offset (2026-12-01T09:30:00Z)',
		],
		[
			{ ends_at: '2030-02-30' },
			'announcement.ends_at',
			'Ends at must be a date (2026-12-01) or a date and time with its offset (2026-12-01T09:30:00Z)',
		],
		[
			{ starts_at: '2030-12-01T09:30' },
			'announcement.starts_at',
			'Starts at must be a date (2026-12-01) or a date and time with its offset (2026-12-01T09:30:00Z)',
		],
		[
			{ starts_at: '2030-12-02', ends_at: '2030-12-01T23:00:00Z' },
			'announcement.ends_at',
			'Ends at must be after Starts at',
		],
	])('refuse %j, naming the field', async (dates, field, message) => {
		const answer = await put({ announcement: { text: 'Hello', url: '', ...dates } })
		expect(answer.status).toBe(400)
		expect(answer.body.fields).toMatchObject({ [field]: message })
	})

	it("join the content version's schedule, so a cached page changes at each", async () => {
		const starts = new Date(Date.now() + 60 * 60_000).toISOString()
		const ends = new Date(Date.now() + 2 * 60 * 60_000).toISOString()
		await put({ announcement: { text: 'Webinar today', url: '/blog', starts_at: starts, ends_at: ends } })
		const version = await readContentVersion(app.services.db)
		expect(version.schedule).toEqual(expect.arrayContaining([starts, ends]))
		const before = contentState(version, Date.parse(starts) - 1)
		const during = contentState(version, Date.parse(starts))
		const after = contentState(version, Date.parse(ends))
		expect(new Set([before.key, during.key, after.key]).size).toBe(3)
		expect(before.nextChange).toBe(starts)

		const { announcement } = await settings.get(app.services.db)
		expect(announcementAt(announcement, Date.parse(starts) - 1)).toBeNull()
		expect(announcementAt(announcement, Date.parse(starts))).toEqual({ text: 'Webinar today', url: '/blog' })
		expect(announcementAt(announcement, Date.parse(ends))).toBeNull()
	})

	it('with none set, the bar shows from the save on', async () => {
		await put({ announcement: { text: 'Now hiring', url: '/career', starts_at: '', ends_at: '' } })
		expect(siteView(await contextNow()).announcement).toEqual({ text: 'Now hiring', url: '/career' })
	})
})

describe('the brand pictures', () => {
	const args = async () => ({ url: new URL('https://sigma.example/about'), context: await contextNow() })
	/** The content of the tag with that `property` (Open Graph) or `name` (Twitter). */
	const property = (tags: ReturnType<typeof pageMeta>, key: string) =>
		(tags as Array<Record<string, unknown>>).find((tag) => tag.property === key || tag.name === key)?.content

	it('without any, pages keep the built-in social picture and icon', async () => {
		await put({ logo: null, favicon: null, og_image: null })
		const tags = pageMeta(await args(), { title: 'About', description: 'About us' })
		expect(property(tags, 'og:image')).toBe('https://sigma.example/og-image.png')
		expect(siteView(await contextNow())).toMatchObject({ logo: null, favicon: null })
	})

	it("the social image is every page's default, by absolute URL; the logo and icon reach every page", async () => {
		const saved = await put({
			logo: '/uploads/logo1_400x100.png',
			favicon: '/uploads/icon1_64x64.png',
			og_image: '/uploads/share1_1200x630.jpg',
		})
		expect(saved.status, saved.text).toBe(200)
		const tags = pageMeta(await args(), { title: 'About', description: 'About us' })
		expect(property(tags, 'og:image')).toBe('https://sigma.example/uploads/share1_1200x630.jpg')
		expect(property(tags, 'twitter:image')).toBe('https://sigma.example/uploads/share1_1200x630.jpg')
		// A page's own picture still wins.
		const own = pageMeta(await args(), {
			title: 'Post',
			description: 'A post',
			image: { url: 'https://sigma.example/uploads/post_800x600.jpg', alt: 'Post' },
		})
		expect(property(own, 'og:image')).toBe('https://sigma.example/uploads/post_800x600.jpg')
		expect(siteView(await contextNow())).toMatchObject({
			logo: '/uploads/logo1_400x100.png',
			favicon: '/uploads/icon1_64x64.png',
		})
	})
})
