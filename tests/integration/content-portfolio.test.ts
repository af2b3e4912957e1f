import { describe, expect, it } from 'vitest'

import {
	describeCollection,
	expectInvalid,
	type Fields,
	type MaxLength,
	setUpApp,
	text,
	UNSAFE_URLS,
	url,
} from '#tests/integration/content-api-suite.ts'

const ctx = setUpApp()

const VIDEO = 'https://www.youtube.com/watch?v=abc123XYZ'
const PICTURES = '/uploads/a1.webp,/uploads/a2.webp,https://cdn.example.com/a3.png'
const OTHER_PICTURES = '/uploads/b1.webp'

const portfolioItem = (title: string, picture: string, youtube_link: string) => ({
	title,
	description: `${title}: what it does, for whom, and how.\n\nA second paragraph.`,
	picture,
	youtube_link,
})

const sharedLengths: MaxLength[] = [
	['title', 200, text],
	['description', 20_000, text],
	['youtube_link', 2048, url],
	['picture', 2048, url],
]

describe('applications', () => {
	describeCollection(ctx, {
		path: '/applications',
		auth: true,
		full: { ...portfolioItem('Demand Forecaster', PICTURES, VIDEO), category: 'AI' },
		other: { ...portfolioItem('Invoice Tracker', OTHER_PICTURES, ''), category: 'Non-AI' },
		partial: { category: 'BI Solution' },
		minimal: {
			input: { title: 'Sales Cube', description: 'OLAP over sales.', picture: '/uploads/c.webp' },
			stored: {
				title: 'Sales Cube',
				description: 'OLAP over sales.',
				picture: '/uploads/c.webp',
				youtube_link: '',
				category: '',
			},
		},
		required: [
			['title', 'Title is required'],
			['description', 'Description is required'],
			['picture', 'Pictures is required'],
		],
		maxLengths: sharedLengths,
		urlFields: ['youtube_link'],
	})
})

describe('products', () => {
	describeCollection(ctx, {
		path: '/products',
		auth: true,
		full: portfolioItem('Sigma Lake', PICTURES, VIDEO),
		other: portfolioItem('Sigma Grid', OTHER_PICTURES, ''),
		partial: { youtube_link: 'https://www.youtube.com/watch?v=zzz' },
		minimal: {
			input: { title: 'Sigma Pulse', description: 'Monitoring.', picture: '/uploads/p.webp' },
			stored: { title: 'Sigma Pulse', description: 'Monitoring.', picture: '/uploads/p.webp', youtube_link: '' },
		},
		required: [
			['title', 'Title is required'],
			['description', 'Description is required'],
			['picture', 'Pictures is required'],
		],
		maxLengths: sharedLengths,
		urlFields: ['youtube_link'],
	})
})

describe('consulting', () => {
	describeCollection(ctx, {
		path: '/consulting',
		auth: true,
		full: portfolioItem('Data Strategy', PICTURES, VIDEO),
		other: portfolioItem('Cloud Migration', OTHER_PICTURES, ''),
		// The consulting edit form sends a single picture (docs/product.md §3).
		partial: { picture: '/uploads/replacement.webp' },
		minimal: {
			input: { title: 'Workshops' },
			stored: { title: 'Workshops', description: '', picture: '', youtube_link: '' },
		},
		required: [['title', 'Title is required']],
		maxLengths: sharedLengths,
		urlFields: ['youtube_link'],
	})
})

describe('consulting pictures on update (ADR 0031)', () => {
	it('keeps several pictures through an edit, and one without `picture` keeps them all', async () => {
		const created = await ctx.create('/consulting', { title: 'Analytics audit', picture: PICTURES })
		const retitled = await ctx.admin('PUT', `/consulting/${created.id}`, { title: 'Analytics audit 2' })
		expect(retitled.status, retitled.text).toBe(200)
		expect(retitled.body.picture).toBe(PICTURES)
		const more = `${PICTURES},/uploads/a4.webp`
		const extended = await ctx.admin('PUT', `/consulting/${created.id}`, { picture: more })
		expect(extended.status, extended.text).toBe(200)
		expect((await ctx.read(`/consulting/${created.id}`)).picture).toBe(more)
	})
})

const collections = [
	{ path: '/applications', picturesRequired: true, base: { title: 'App', description: 'An application.' } },
	{ path: '/products', picturesRequired: true, base: { title: 'Product', description: 'A product.' } },
	{ path: '/consulting', picturesRequired: false, base: { title: 'Service', description: 'A service.' } },
]

describe.each(collections)('$path picture lists (comma-separated URLs)', ({ path, picturesRequired, base }) => {
	const post = (picture: unknown) => ctx.admin('POST', path, { ...base, picture })
	const create = (picture: unknown) => ctx.create(path, { ...base, picture })

	it.each([
		['one address', '/uploads/one.webp', '/uploads/one.webp'],
		['a comma-separated list, kept in order', PICTURES, PICTURES],
		[
			'spaces and empty entries, tidied',
			' /uploads/a.webp , ,https://x.example/b.png,, ',
			'/uploads/a.webp,https://x.example/b.png',
		],
		[
			'an array, joined with commas',
			['/uploads/a.webp', 'https://x.example/b.png'],
			'/uploads/a.webp,https://x.example/b.png',
		],
		['an array with blanks, tidied', [' /uploads/a.webp ', '', '  '], '/uploads/a.webp'],
		[
			'30 pictures',
			Array.from({ length: 30 }, (_, i) => `/uploads/${i}.webp`).join(','),
			Array.from({ length: 30 }, (_, i) => `/uploads/${i}.webp`).join(','),
		],
	])('%s is stored as a comma-joined string', async (_label, given, expected) => {
		const created = await create(given)
		expect(created.picture).toBe(expected)
		expect((await ctx.read(`${path}/${created.id}`)).picture).toBe(expected)
	})

	it.each(UNSAFE_URLS.filter((unsafe) => !unsafe.includes(',')))('refuses %j in the list', async (unsafe) => {
		expectInvalid(await post(`/uploads/ok.webp,${unsafe}`), 'picture', 'Pictures must contain only image addresses')
		expectInvalid(await post(['/uploads/ok.webp', unsafe]), 'picture', 'Pictures must contain only image addresses')
	})

	it('refuses 31 pictures', async () => {
		const many = Array.from({ length: 31 }, (_, i) => `/uploads/${i}.webp`)
		expectInvalid(await post(many.join(',')), 'picture', 'Pictures: at most 30 images')
	})

	it.each([[[1, 2]], [[{ url: '/uploads/a.webp' }]], [42], [{ url: '/uploads/a.webp' }]])(
		'refuses %j (not text)',
		async (picture) => {
			expectInvalid(await post(picture), 'picture')
		},
	)

	it.each(['', ' , , ', [], null])(
		`no picture (%j) is ${picturesRequired ? 'refused' : 'accepted'}`,
		async (picture) => {
			const response = await post(picture)
			if (picturesRequired) expectInvalid(response, 'picture', 'Pictures is required')
			else expect(response.body.picture, response.text).toBe('')
		},
	)

	it('PUT with an array replaces the list with the comma-joined string', async () => {
		const created = await create(PICTURES)
		const response = await ctx.admin('PUT', `${path}/${created.id}`, {
			picture: ['/uploads/n1.webp', '/uploads/n2.webp'],
		})
		expect(response.status, response.text).toBe(200)
		expect(response.body).toEqual({
			...created,
			picture: '/uploads/n1.webp,/uploads/n2.webp',
			updated_at: expect.any(String),
		})
	})

	it('PUT with a single picture (the consulting edit form) replaces the list', async () => {
		const created = await create(PICTURES)
		const response = await ctx.admin('PUT', `${path}/${created.id}`, { picture: '/uploads/single.webp' })
		expect(response.status, response.text).toBe(200)
		expect(response.body.picture).toBe('/uploads/single.webp')
	})

	it('PUT with an unsafe address is refused and changes nothing', async () => {
		const created = await create(PICTURES)
		expectInvalid(await ctx.admin('PUT', `${path}/${created.id}`, { picture: 'javascript:alert(1)' }), 'picture')
		expect(await ctx.read(`${path}/${created.id}`)).toEqual(created)
	})
})

describe('application category: AI, Non-AI, BI Solution or empty', () => {
	const base = { title: 'App', description: 'An application.', picture: '/uploads/a.webp' }
	const post = (body: Fields) => ctx.admin('POST', '/applications', { ...base, ...body })

	it.each([
		['AI', 'AI'],
		['Non-AI', 'Non-AI'],
		['BI Solution', 'BI Solution'],
		['', ''],
		[null, ''],
	])('%j is stored as %j', async (category, expected) => {
		const response = await post({ category })
		expect(response.status, response.text).toBe(201)
		expect(response.body.category).toBe(expected)
	})

	it('left out, the category is empty', async () => {
		const response = await post({})
		expect(response.status, response.text).toBe(201)
		expect(response.body.category).toBe('')
	})

	it.each(['ai', 'Non AI', 'BI solution', 'All', 'Other', ' AI', 'AI,Non-AI', 42, ['AI']])(
		'%j → 400',
		async (category) => {
			expectInvalid(await post({ category }), 'category', 'Category must be AI, Non-AI or BI Solution')
		},
	)

	it('PUT with an unknown category is refused and changes nothing', async () => {
		const created = (await post({ category: 'AI' })).body
		expectInvalid(await ctx.admin('PUT', `/applications/${created.id}`, { category: 'Blockchain' }), 'category')
		expect(await ctx.read(`/applications/${created.id}`)).toEqual(created)
	})

	it('PUT can clear the category', async () => {
		const created = (await post({ category: 'AI' })).body
		const response = await ctx.admin('PUT', `/applications/${created.id}`, { category: '' })
		expect(response.status, response.text).toBe(200)
		expect(response.body.category).toBe('')
	})
})
