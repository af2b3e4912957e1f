import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { removeAbandonedUploads } from '#server/content/media-usage.ts'
import { untyped } from '#tests/helpers/database.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

/** docs/design.md §9: the media library's calls, on both databases (and, under RGW, on an S3 bucket). */

let app: TestApp
let token: string
beforeAll(async () => {
	app = await startTestApp()
	token = await app.adminToken()
})
afterAll(() => app.close())

const api = (method: string, path: string, body?: unknown) => app.api(method, path, { token, body })

let colour = 0
/** A new image (a different colour each time), uploaded: its URL and media id. */
async function uploadImage(
	width = 800,
	height = 600,
	fields?: Record<string, string>,
): Promise<{ url: string; id: number }> {
	colour = (colour + 37) % 256
	const data = await sharp({ create: { width, height, channels: 3, background: { r: colour, g: 90, b: 160 } } })
		.png()
		.toBuffer()
	const result = await app.upload({ data, name: 'picture.png', type: 'image/png' }, { fields })
	expect(result.status).toBe(201)
	return { url: result.body.imageUrl, id: result.body.id }
}

const product = (picture: string, extra: Record<string, unknown> = {}) => ({
	title: 'Sigma Lens',
	description: 'Visual inspection for production lines.',
	picture,
	...extra,
})

describe('media records', () => {
	it('makes every upload a record: GET /media lists it with its size, no alt text yet, unused', async () => {
		const image = await uploadImage(800, 600)
		const list = await api('GET', '/media')
		expect(list.status).toBe(200)
		expect(list.headers.get('cache-control')).toMatch(/\bno-store\b/)
		const record = list.body.find((media: { id: number }) => media.id === image.id)
		expect(record).toMatchObject({
			url: image.url,
			width: 800,
			height: 600,
			alt: '',
			decorative: false,
			focal_point: null,
			used_by: [],
		})
		expect(new Date(record.created_at).toISOString()).toBe(record.created_at)
		expect((await api('GET', `/media/${image.id}`)).body).toEqual(record)
	})

	it('is for the admin only', async () => {
		for (const [method, path] of [
			['GET', '/media'],
			['GET', '/media/1'],
			['PUT', '/media/1'],
			['DELETE', '/media/1'],
		] as const) {
			expect((await app.api(method, path, { body: method === 'PUT' ? { alt: 'x' } : undefined })).status).toBe(401)
		}
	})

	it('sets alt text, decorative and the focal point, and refuses what breaks the rules', async () => {
		const image = await uploadImage()
		const saved = await api('PUT', `/media/${image.id}`, {
			alt: '  A lens over a conveyor belt ',
			focal_point: { x: 0.25, y: 0.8 },
		})
		expect(saved.status).toBe(200)
		expect(saved.body).toMatchObject({ alt: 'A lens over a conveyor belt', focal_point: { x: 0.25, y: 0.8 } })
		// Fields left out keep their value.
		expect((await api('PUT', `/media/${image.id}`, { decorative: true })).body).toMatchObject({
			alt: 'A lens over a conveyor belt',
			decorative: true,
			focal_point: { x: 0.25, y: 0.8 },
		})
		expect((await api('PUT', `/media/${image.id}`, { focal_point: null })).body.focal_point).toBeNull()

		for (const body of [
			{ alt: 'x'.repeat(251) },
			{ alt: 42 },
			{ alt: 'a\u0000b' },
			{ focal_point: { x: 1.5, y: 0.5 } },
			{ focal_point: { x: 0.5 } },
			{ decorative: 'yes' },
			{ url: '/uploads/else.png' },
		]) {
			const refused = await api('PUT', `/media/${image.id}`, body)
			expect(refused.status, JSON.stringify(body)).toBe(400)
			expect(Object.keys(refused.body.fields ?? {}).length, JSON.stringify(body)).toBe(1)
		}
		expect((await api('GET', `/media/${image.id}`)).body.alt).toBe('A lens over a conveyor belt')
		expect((await api('PUT', '/media/999999', { alt: 'x' })).status).toBe(404)
	})

	it('finds images by the words of their alt text, and lists the unused ones', async () => {
		const used = await uploadImage()
		const unused = await uploadImage()
		await api('PUT', `/media/${used.id}`, { alt: 'Harbour cranes at dusk' })
		expect((await api('POST', '/products', product(used.url))).status).toBe(201)

		const found = await api('GET', '/media?q=cranes%20HARBOUR')
		expect(found.body.map((media: { id: number }) => media.id)).toEqual([used.id])
		const unusedOnly = (await api('GET', '/media?unused=1')).body.map((media: { id: number }) => media.id)
		expect(unusedOnly).toContain(unused.id)
		expect(unusedOnly).not.toContain(used.id)
		expect((await api('GET', '/media?unused=maybe')).status).toBe(400)
	})
})

describe('alt text and the JSON API', () => {
	// The admin's forms ask for it before Publish (media-form.test.ts); the API never refuses for it (ADR 0034).
	it('publishes an image without alt text, on create and on update, whether or not status is sent', async () => {
		const [first, second] = [await uploadImage(), await uploadImage()]
		const created = await api('POST', '/products', product(first.url))
		expect(created.status).toBe(201)
		expect(created.body.status).toBe('published')
		expect((await api('POST', '/products', product(first.url, { status: 'published' }))).status).toBe(201)

		const draft = await api('POST', '/products', product(first.url, { status: 'draft' }))
		expect(draft.status).toBe(201)
		const published = await api('PUT', `/products/${draft.body.id}`, {
			status: 'published',
			picture: `${first.url},${second.url}`,
		})
		expect(published.status).toBe(200)
		expect(published.body).toMatchObject({ status: 'published', picture: `${first.url},${second.url}` })
		expect((await api('PUT', `/products/${created.body.id}`, { picture: second.url })).status).toBe(200)
		// Still without words in the library: public pages derive them from the item (ADR 0034).
		expect((await api('GET', `/media/${second.id}`)).body).toMatchObject({ alt: '', decorative: false })
	})
})

describe('deleting an image', () => {
	it('is refused while an item uses it (one in the trash too), naming them; then removes every file', async () => {
		const image = await uploadImage(1000, 700)
		await api('PUT', `/media/${image.id}`, { alt: 'Shared picture' })
		const first = await api('POST', '/products', product(image.url, { title: 'First user' }))
		const second = await api('POST', '/products', product(image.url, { title: 'Second user' }))
		expect((await api('GET', `/media/${image.id}`)).body.used_by).toEqual([
			{ collection: 'products', id: first.body.id, title: 'First user', in_trash: false },
			{ collection: 'products', id: second.body.id, title: 'Second user', in_trash: false },
		])

		await api('DELETE', `/products/${first.body.id}`)
		await api('PUT', `/products/${second.body.id}`, { picture: 'https://cdn.example.com/other.png' })
		const refused = await api('DELETE', `/media/${image.id}`)
		expect(refused.status).toBe(409)
		expect(refused.body.error).toMatch(/First user \(in the trash\)/)
		expect(refused.body.used_by).toEqual([
			{ collection: 'products', id: first.body.id, title: 'First user', in_trash: true },
		])
		expect((await fetch(app.url + image.url)).status).toBe(200)

		await api('DELETE', `/trash/products/${first.body.id}`)
		const variant = image.url.replace(/\.png$/, '-w320.webp')
		expect((await fetch(app.url + variant)).status).toBe(200)
		expect((await api('DELETE', `/media/${image.id}`)).status).toBe(204)
		for (const url of [image.url, variant, image.url.replace(/\.png$/, '-w640.avif')]) {
			expect((await fetch(app.url + url)).status, url).toBe(404)
		}
		expect((await api('GET', `/media/${image.id}`)).status).toBe(404)
		expect((await api('DELETE', `/media/${image.id}`)).status).toBe(404)
	})
})

describe('abandoned uploads', () => {
	it('removes uploads no item used after a day, never one that was used', async () => {
		const abandoned = await uploadImage()
		const usedOnce = await uploadImage()
		const usedNow = await uploadImage()
		await api('PUT', `/media/${usedOnce.id}`, { alt: 'Once' })
		const item = await api('POST', '/products', product(usedOnce.url, { status: 'draft' }))
		await api('PUT', `/products/${item.body.id}`, { picture: usedNow.url })

		const { db, storage } = app.services
		// Not a day old yet: nothing goes.
		await removeAbandonedUploads(db, storage)
		expect((await api('GET', `/media/${abandoned.id}`)).status).toBe(200)

		const tomorrow = Date.now() + 25 * 60 * 60 * 1000
		expect(await removeAbandonedUploads(db, storage, tomorrow)).toBeGreaterThanOrEqual(1)
		expect((await api('GET', `/media/${abandoned.id}`)).status).toBe(404)
		expect((await fetch(app.url + abandoned.url)).status).toBe(404)
		// Used once and then replaced: it stays, shown as unused, for the admin to decide.
		expect((await api('GET', `/media/${usedOnce.id}`)).body.used_by).toEqual([])
		expect((await fetch(app.url + usedOnce.url)).status).toBe(200)
		expect((await api('GET', `/media/${usedNow.id}`)).status).toBe(200)
		const remaining = await untyped(db).selectFrom('media').select('id').where('used_at', 'is', null).execute()
		expect(remaining).toEqual([])
	})

	it('keeps an upload made to the library itself (`keep=1`: the Media screen’s), used or not', async () => {
		const kept = await uploadImage(800, 600, { keep: '1' })
		// Any other value is an upload into a field.
		const notKept = await uploadImage(800, 600, { keep: 'yes' })
		const { db, storage } = app.services
		const tomorrow = Date.now() + 25 * 60 * 60 * 1000
		await removeAbandonedUploads(db, storage, tomorrow)
		expect((await api('GET', `/media/${notKept.id}`)).status).toBe(404)
		const media = await api('GET', `/media/${kept.id}`)
		expect(media.status).toBe(200)
		expect(media.body.used_by).toEqual([])
		expect((await api('GET', '/media?unused=1')).body.map((item: { id: number }) => item.id)).toContain(kept.id)
		expect((await fetch(app.url + kept.url)).status).toBe(200)
	})
})
