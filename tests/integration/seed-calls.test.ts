import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

/**
 * The seed's calls (the calls table of docs/api.md), sent exactly as its screens send them: signed in
 * by the cookie `POST /admin/login` sets (no Authorization header), JSON with the fields its forms send and
 * nothing else (no status, no slug, no If-Match), pictures uploaded first, one at a time, and their URLs
 * joined with commas. None may be refused for a rule added since (ADR 0034): alt text above all, since
 * the seed knows nothing of the media library. On both databases.
 */

let app: TestApp
let cookie: string
beforeAll(async () => {
	app = await startTestApp()
	const login = await fetch(`${app.url}/admin/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', origin: app.url },
		body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
	})
	expect(login.status).toBe(200)
	expect(await login.json()).toMatchObject({ message: 'Login successful' })
	cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
})
afterAll(() => app.close())

type Answer = { status: number; body: any } // eslint-disable-line @typescript-eslint/no-explicit-any -- checked field by field

/** A call as the seed's screens make it: same origin, credentials included, JSON or nothing. */
async function seedCall(method: string, path: string, body?: Record<string, unknown>): Promise<Answer> {
	const response = await fetch(app.url + path, {
		method,
		headers: { cookie, origin: app.url, ...(body && { 'content-type': 'application/json' }) },
		body: body && JSON.stringify(body),
	})
	const text = await response.text()
	return { status: response.status, body: text ? JSON.parse(text) : undefined }
}

let shade = 0
/** `POST /upload` with the form field `image`, as the seed sends each file: its `imageUrl`. No alt text is ever set. */
async function upload(): Promise<string> {
	shade = (shade + 41) % 256
	const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: shade, g: 120, b: 80 } } })
		.png()
		.toBuffer()
	const form = new FormData()
	form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png')
	const response = await fetch(`${app.url}/upload`, {
		method: 'POST',
		headers: { cookie, origin: app.url },
		body: form,
	})
	const answer = (await response.json()) as { imageUrl: string }
	expect(response.status).toBe(201)
	return answer.imageUrl
}

/** The seed's round trip of one collection: create, list, get, update, delete. */
async function roundTrip(
	collection: string,
	create: Record<string, unknown>,
	update: Record<string, unknown>,
	options: { getOne?: boolean; update?: boolean } = {},
) {
	const created = await seedCall('POST', `/${collection}`, create)
	expect(created.status, JSON.stringify(created.body)).toBe(201)
	expect(created.body).toMatchObject(create)
	const id = created.body.id as number
	expect(id).toBeGreaterThan(0)

	const list = await seedCall('GET', `/${collection}`)
	expect(list.status).toBe(200)
	expect(list.body.find((item: { id: number }) => item.id === id)).toMatchObject(create)

	if (options.getOne !== false) {
		const one = await seedCall('GET', `/${collection}/${id}`)
		expect(one.status).toBe(200)
		expect(one.body).toMatchObject(create)
	}
	if (options.update !== false) {
		const updated = await seedCall('PUT', `/${collection}/${id}`, update)
		expect(updated.status, JSON.stringify(updated.body)).toBe(200)
		expect(updated.body).toMatchObject({ id, ...update })
		expect((await seedCall('GET', `/${collection}/${id}`)).body).toMatchObject(update)
	}

	const deleted = await seedCall('DELETE', `/${collection}/${id}`)
	expect([200, 204]).toContain(deleted.status)
	expect((await seedCall('GET', `/${collection}`)).body.map((item: { id: number }) => item.id)).not.toContain(id)
}

describe("the seed's calls, exactly as its screens send them", () => {
	it('partners: add with an uploaded logo, list, delete', async () => {
		await roundTrip(
			'partners',
			{ partner_name: 'Northwind Traders', image_url: await upload() },
			{},
			{ getOne: false, update: false },
		)
	})

	it('FAQs: add, list, get, update, delete', async () => {
		await roundTrip(
			'faqs',
			{ question: 'Do you work with startups?', answer: 'Yes, from the first prototype.' },
			{ question: 'Do you work with start-ups?', answer: 'Yes: from the first prototype on.' },
		)
	})

	it('testimonials: a photo one and a video one, with every field the form sends', async () => {
		const links = { linkedin: '', twitter: '', facebook: '', instagram: '' }
		await roundTrip(
			'testimonials',
			{
				name: 'Grace Hopper',
				position: 'CTO',
				message: 'They delivered.',
				stars: 4.5,
				...links,
				youtube_link: '',
				picture: await upload(),
			},
			{
				name: 'Grace Hopper',
				position: 'CTO, Acme',
				message: 'They delivered, twice.',
				stars: 5,
				...links,
				youtube_link: '',
				picture: await upload(),
			},
		)
		await roundTrip(
			'testimonials',
			{
				name: 'Alan Turing',
				position: '',
				message: 'Worth it.',
				stars: 3,
				...links,
				youtube_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
				picture: '',
			},
			{
				name: 'Alan Turing',
				position: 'Founder',
				message: 'Worth it.',
				stars: 3.5,
				...links,
				youtube_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
				picture: '',
			},
		)
	})

	it('products: two uploaded pictures joined with a comma; the update appends a third', async () => {
		const pictures = [await upload(), await upload()]
		const create = {
			picture: pictures.join(','),
			title: 'Sigma Lens',
			description: 'Visual inspection.',
			youtube_link: '',
		}
		await roundTrip('products', create, {
			...create,
			picture: [...pictures, await upload()].join(','),
			title: 'Sigma Lens 2',
		})
	})

	it('blogs: one uploaded picture; the update keeps it or sends a new one', async () => {
		const picture = await upload()
		await roundTrip(
			'blogs',
			{ picture, heading: 'Why dashboards fail', body: 'Because nobody *reads* them.\n\n## What works' },
			{ picture: await upload(), heading: 'Why most dashboards fail', body: 'Because nobody reads them.' },
		)
	})

	it('applications: pictures, an empty category, then one of the three', async () => {
		const create = {
			picture: [await upload(), await upload()].join(','),
			title: 'Churn radar',
			description: 'Predicts which customers leave.',
			category: '',
			youtube_link: '',
		}
		await roundTrip('applications', create, {
			...create,
			category: 'AI',
			youtube_link: 'https://www.youtube.com/watch?v=abc123',
		})
	})

	it('consulting: pictures on create, a single picture on update; and one with no picture at all', async () => {
		const create = {
			picture: [await upload(), await upload()].join(','),
			title: 'Data audits',
			description: 'We look first.',
			youtube_link: '',
		}
		await roundTrip('consulting', create, { ...create, picture: await upload() })
		await roundTrip(
			'consulting',
			{ picture: '', title: 'Training', description: '', youtube_link: '' },
			{ picture: '', title: 'Training days', description: 'Two days.', youtube_link: '' },
		)
	})

	it('careers: one create (not the seed’s duplicate), list, get, update, delete', async () => {
		await roundTrip(
			'careers',
			{ position_name: 'Data engineer', job_description: 'Pipelines, warehouses, and the people who use them.' },
			{ position_name: 'Senior data engineer', job_description: 'Pipelines and warehouses.' },
		)
	})

	it('contact: a visitor sends a message, the admin lists it with created_at', async () => {
		const message = {
			name: 'Ada',
			email: 'ada@example.com',
			phone: '+44 20 7946 0000',
			subject: '',
			message: 'Hello there',
		}
		const sent = await fetch(`${app.url}/contact`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', origin: app.url },
			body: JSON.stringify(message),
		})
		expect(sent.ok).toBe(true)
		const list = await seedCall('GET', '/contact_submissions')
		expect(list.status).toBe(200)
		const stored = list.body.find((item: { message: string }) => item.message === 'Hello there')
		expect(stored).toMatchObject(message)
		expect(new Date(stored.created_at).toISOString()).toBe(stored.created_at)
	})

	it('never refuses alt-less pictures: the records stay live, and the media library knows them without alt text', async () => {
		const picture = await upload()
		const created = await seedCall('POST', '/products', {
			picture,
			title: 'Alt-less',
			description: 'No words yet.',
			youtube_link: '',
		})
		expect(created.status).toBe(201)
		expect(created.body).toMatchObject({ status: 'published', publish_at: null })
		// Live at once for a visitor (no session): the seed's create publishes.
		expect((await fetch(`${app.url}/products/${created.body.id}`)).status).toBe(200)
		const media = (await seedCall('GET', '/media')).body.find((record: { url: string }) => record.url === picture)
		expect(media).toMatchObject({ alt: '', decorative: false })
		expect(media.used_by).toEqual([expect.objectContaining({ collection: 'products', id: created.body.id })])
	})

	it('takes any title: the same one twice, digits only, no Latin letters, no letters at all (slugs are made, never asked for)', async () => {
		const picture = await upload()
		for (const title of ['Sigma Lens', 'Sigma Lens', '2024', '日本語のレンズ', '!!!', 'x'.repeat(200)]) {
			const created = await seedCall('POST', '/products', {
				picture,
				title,
				description: 'Same words.',
				youtube_link: '',
			})
			expect(created.status, title).toBe(201)
			expect(created.body.title).toBe(title)
			const renamed = await seedCall('PUT', `/products/${created.body.id}`, {
				picture,
				title: `${title.slice(0, 190)} 2`,
				description: 'Other words.',
				youtube_link: '',
			})
			expect(renamed.status, title).toBe(200)
		}
	})

	it('takes the longest body the schema allows, in any script: its limit, not the size of the request, decides', async () => {
		const body = '€'.repeat(100_000)
		const created = await seedCall('POST', '/blogs', { picture: await upload(), heading: 'Long read', body })
		expect(created.status).toBe(201)
		expect(created.body.body).toBe(body)
		const tooLong = await seedCall('POST', '/blogs', { picture: await upload(), heading: 'Too long', body: `${body}€` })
		expect(tooLong.status).toBe(400)
		expect(tooLong.body.fields.body).toBe('Body must be at most 100000 characters')
	})
})
