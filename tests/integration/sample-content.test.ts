import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseImageUrl } from '#shared/image-urls.ts'
import { splitPictures } from '#shared/pictures.ts'
import { createApp } from '#server/create-app.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

type Row = Record<string, unknown> & { id: number }

/** Every list endpoint and how many sample items it holds. */
const EXPECTED_COUNTS = {
	'/partners': 6,
	'/faqs': 6,
	'/testimonials': 4,
	'/applications': 7,
	'/products': 4,
	'/consulting': 4,
	'/blogs': 4,
	'/careers': 4,
} as const
type ListPath = keyof typeof EXPECTED_COUNTS
const LIST_PATHS = Object.keys(EXPECTED_COUNTS) as ListPath[]

/** The fields of each list that name images, and whether they hold one URL or a comma-separated list. */
const IMAGE_FIELDS: Partial<Record<ListPath, string>> = {
	'/partners': 'image_url',
	'/testimonials': 'picture',
	'/applications': 'picture',
	'/products': 'picture',
	'/consulting': 'picture',
	'/blogs': 'picture',
}

const UPLOAD_URL = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_\d+x\d+\.(jpg|png)$/

async function lists(app: TestApp): Promise<Record<ListPath, Row[]>> {
	const entries = await Promise.all(
		LIST_PATHS.map(async (listPath) => {
			const response = await app.api<Row[]>('GET', listPath)
			expect(response.status, listPath).toBe(200)
			return [listPath, response.body] as const
		}),
	)
	return Object.fromEntries(entries) as Record<ListPath, Row[]>
}

const counts = (all: Record<ListPath, Row[]>) =>
	Object.fromEntries(LIST_PATHS.map((listPath) => [listPath, all[listPath].length]))

async function uploadedFiles(app: TestApp): Promise<string[]> {
	return fs.readdir(path.join(app.dataDir, 'uploads')).catch(() => [])
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

describe('sample content on a new database (SAMPLE_CONTENT=1)', () => {
	let app: TestApp
	let all: Record<ListPath, Row[]>
	beforeAll(async () => {
		app = await startTestApp({ SAMPLE_CONTENT: '1' })
		all = await lists(app)
	})
	afterAll(() => app?.close())

	it('fills every list with the planned number of items', () => {
		expect(counts(all)).toEqual(EXPECTED_COUNTS)
	})

	it('serves every image it names as a decodable image, stored under a random name with its variants', async () => {
		const urls = LIST_PATHS.flatMap((listPath) => {
			const field = IMAGE_FIELDS[listPath]
			return field ? all[listPath].flatMap((row) => splitPictures(String(row[field] ?? ''))) : []
		})
		expect(urls.length).toBeGreaterThanOrEqual(40)
		expect(new Set(urls).size).toBe(urls.length)
		for (const url of urls) {
			expect(url).toMatch(UPLOAD_URL)
			const response = await fetch(app.url + url)
			expect(response.status, url).toBe(200)
			const type = response.headers.get('content-type') ?? ''
			expect(type, url).toMatch(url.endsWith('.png') ? /^image\/png/ : /^image\/jpeg/)
			const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
			expect(metadata.width, url).toBeGreaterThan(0)
			expect(metadata.format).toBe(url.endsWith('.png') ? 'png' : 'jpeg')
		}
		// Nothing else was written: the uploads folder holds exactly the images the content names and their
		// variants, as their URLs tell (the variants' sizes are checked with the uploads').
		const named = urls.flatMap((url) => [url, ...(parseImageUrl(url)?.variants.map((variant) => variant.url) ?? [])])
		expect(named.length).toBeGreaterThan(urls.length * 4)
		expect((await uploadedFiles(app)).sort()).toEqual(named.map((url) => url.slice('/uploads/'.length)).sort())
	})

	it('draws partner logos as transparent PNGs, avatars square and portfolio pictures wide', async () => {
		const size = async (url: string) => {
			const metadata = await sharp(path.join(app.dataDir, url)).metadata()
			return { width: metadata.width, height: metadata.height, hasAlpha: metadata.hasAlpha }
		}
		for (const partner of all['/partners']) {
			expect(await size(String(partner.image_url))).toEqual({ width: 400, height: 160, hasAlpha: true })
		}
		for (const testimonial of all['/testimonials'].filter((row) => row.picture)) {
			expect(await size(String(testimonial.picture))).toMatchObject({ width: 400, height: 400 })
		}
		const blogPicture = String(all['/blogs'][0]?.picture)
		expect(await size(blogPicture)).toMatchObject({ width: 1280, height: 800 })
	})

	it('keeps the testimonial media rule: a picture or a video link, never both', () => {
		const rows = all['/testimonials']
		for (const row of rows) expect(Boolean(row.picture) && Boolean(row.youtube_link), String(row.name)).toBe(false)
		expect(rows.filter((row) => row.picture)).toHaveLength(3)
		const withVideo = rows.filter((row) => row.youtube_link)
		expect(withVideo).toHaveLength(1)
		expect(withVideo[0]?.youtube_link).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/)
		expect(rows.map((row) => row.stars)).toEqual([5, 4.5, 4, 5])
		expect(rows.some((row) => String(row.linkedin).startsWith('https://'))).toBe(true)
	})

	it('spreads applications over every category, each with two or three pictures', () => {
		const rows = all['/applications']
		expect(new Set(rows.map((row) => row.category))).toEqual(new Set(['AI', 'Non-AI', 'BI Solution', '']))
		for (const row of rows) {
			expect(splitPictures(String(row.picture)).length, String(row.title)).toBeGreaterThanOrEqual(2)
			expect(splitPictures(String(row.picture)).length, String(row.title)).toBeLessThanOrEqual(3)
		}
		expect(rows.filter((row) => row.youtube_link).length).toBeGreaterThanOrEqual(1)
		for (const row of all['/products']) expect(splitPictures(String(row.picture)).length).toBeGreaterThanOrEqual(2)
		expect(all['/consulting'].filter((row) => !row.picture)).toHaveLength(1)
	})

	it('writes blogs as substantial Markdown and careers as multi-paragraph descriptions', () => {
		for (const blog of all['/blogs']) {
			const body = String(blog.body)
			expect(words(body), String(blog.heading)).toBeGreaterThanOrEqual(300)
			expect(words(body), String(blog.heading)).toBeLessThanOrEqual(600)
			expect(body).toMatch(/^## /m)
			expect(body).toMatch(/^(- |\d+\. )/m)
			expect(body).toMatch(/\[[^\]]+\]\(\/[^)]*\)/)
			// Cards and the feed read the excerpt, not the body's first words; each post has tags of its own.
			expect(String(blog.excerpt).length, String(blog.heading)).toBeGreaterThanOrEqual(50)
			expect((blog.tags as string[]).length, String(blog.heading)).toBeGreaterThanOrEqual(2)
		}
		for (const career of all['/careers']) {
			expect(String(career.job_description).split('\n\n').length, String(career.position_name)).toBeGreaterThanOrEqual(
				3,
			)
		}
		expect(JSON.stringify(all)).not.toMatch(/lorem|ipsum/i)
	})

	it('gives each position its facts (docs/design.md §17): several departments, pay for most, none closed', () => {
		const rows = all['/careers']
		for (const career of rows) {
			expect(career, String(career.position_name)).toMatchObject({
				department: expect.stringMatching(/\w/),
				location: expect.stringMatching(/\w/),
				workplace: expect.stringMatching(/^(onsite|hybrid|remote)$/),
				employment_type: expect.stringMatching(/^(full_time|part_time|contract|internship)$/),
				valid_through: '',
			})
		}
		expect(new Set(rows.map((career) => career.department)).size).toBeGreaterThanOrEqual(3)
		expect(rows.filter((career) => career.salary).length).toBeGreaterThanOrEqual(3)
	})

	it('lets an admin save every sample item unchanged (each passes the edit rules too)', async () => {
		const token = await app.adminToken()
		for (const listPath of LIST_PATHS) {
			for (const { id, created_at: _created, updated_at: _updated, ...fields } of all[listPath]) {
				const response = await app.api('PUT', `${listPath}/${id}`, { token, body: fields })
				expect(response.status, `${listPath}/${id}: ${response.text}`).toBe(200)
			}
		}
	})

	it('adds nothing when the app starts again on the same, no longer new, data', async () => {
		const filesBefore = await uploadedFiles(app)
		const again = await createApp({ config: app.config, announce: () => {} })
		await again.close()
		expect(counts(await lists(app))).toEqual(EXPECTED_COUNTS)
		expect((await uploadedFiles(app)).length).toBe(filesBefore.length)
	})
})

describe('without sample content (SAMPLE_CONTENT=0)', () => {
	let app: TestApp
	beforeAll(async () => {
		app = await startTestApp()
	})
	afterAll(() => app?.close())

	it('leaves a new database empty and writes no images', async () => {
		expect(app.config.sampleContent).toBe(false)
		const all = await lists(app)
		expect(counts(all)).toEqual(Object.fromEntries(LIST_PATHS.map((listPath) => [listPath, 0])))
		expect(await uploadedFiles(app)).toEqual([])
	})
})
