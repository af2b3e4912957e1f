import { describe, expect, it } from 'vitest'

import {
	TESTIMONIAL_BOTH_MESSAGE,
	TESTIMONIAL_EITHER_MESSAGE,
	TESTIMONIAL_MARKER_MESSAGE,
} from '#shared/testimonial-media.ts'
import {
	describeCollection,
	expectInvalid,
	type Fields,
	setUpApp,
	stored,
} from '#tests/integration/content-api-suite.ts'

const ctx = setUpApp()

// docs/product.md's exact texts (§5, §8); the imports above must say the same.
const BOTH = 'Only one of picture or YouTube link can be provided at a time.'
const MARKER = 'Use single youtube video link so that the thumbnail would be shown.'
const EITHER = 'Please provide either a picture or a YouTube link, but not both.'

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
const PICTURE = '/uploads/jane-doe.webp'
const NO_MARKER_LINKS = [
	'https://youtu.be/dQw4w9WgXcQ',
	'https://www.youtube.com/playlist?list=PL123',
	'https://www.youtube.com/@channel',
]

const socials = {
	linkedin: 'https://www.linkedin.com/in/jane-doe',
	twitter: 'https://twitter.com/janedoe',
	facebook: 'https://www.facebook.com/jane.doe',
	instagram: 'https://www.instagram.com/janedoe',
}

/** A video testimonial with every field. */
const full: Fields = {
	name: 'Jane Doe',
	position: 'CTO, Initech',
	message: 'They delivered our data platform on time and under budget.',
	stars: 4.5,
	picture: '',
	youtube_link: VIDEO,
	...socials,
}

/** A picture testimonial with every field, all different. */
const other: Fields = {
	name: 'John Roe',
	position: 'Head of BI, Globex',
	message: 'Our dashboards finally load in under a second.',
	stars: 5,
	picture: PICTURE,
	youtube_link: '',
	linkedin: 'https://www.linkedin.com/in/john-roe',
	twitter: 'https://x.com/johnroe',
	facebook: 'https://www.facebook.com/john.roe',
	instagram: 'https://www.instagram.com/johnroe',
}

const minimalInput = { name: 'Ann Example', message: 'Great work.' }
const minimalStored = {
	...minimalInput,
	position: '',
	stars: 0,
	picture: '',
	youtube_link: '',
	linkedin: '',
	twitter: '',
	facebook: '',
	instagram: '',
}

describeCollection(ctx, {
	path: '/testimonials',
	auth: true,
	full,
	other,
	partial: { message: 'Still the best partner we have.', stars: 3.5 },
	minimal: { input: minimalInput, stored: minimalStored },
	required: [
		['name', 'Name is required'],
		['message', 'Message is required'],
	],
	maxLengths: [
		['name', 120],
		['position', 200],
		['message', 2000],
	],
	urlFields: ['picture', 'youtube_link', 'linkedin', 'twitter', 'facebook', 'instagram'],
})

const post = (body: Fields) => ctx.admin('POST', '/testimonials', body)
const create = (body: Fields) => ctx.create('/testimonials', body)
const put = (id: number, body: Fields) => ctx.admin('PUT', `/testimonials/${id}`, body)

describe('testimonial messages are docs/product.md’s texts', () => {
	it('the server uses exactly docs/product.md’s wording', () => {
		expect([TESTIMONIAL_BOTH_MESSAGE, TESTIMONIAL_MARKER_MESSAGE, TESTIMONIAL_EITHER_MESSAGE]).toEqual([
			BOTH,
			MARKER,
			EITHER,
		])
	})
})

describe('testimonial stars: 0 to 5 in steps of 0.5', () => {
	it.each([
		[0, 0],
		[0.5, 0.5],
		[1, 1],
		[2.5, 2.5],
		[4.5, 4.5],
		[5, 5],
		['4.5', 4.5],
		[' 3 ', 3],
		['0.5', 0.5],
		[null, 0],
	])('%j is stored as %d', async (given, expected) => {
		const created = await create({ ...full, stars: given })
		expect(created.stars).toBe(expected)
		expect((await ctx.read(`/testimonials/${created.id}`)).stars).toBe(expected)
	})

	it('left out, stars are 0', async () => {
		expect((await create({ ...full, stars: undefined })).stars).toBe(0)
	})

	it.each([5.5, -1, -0.5, 2.3, 4.75, 6, 10, 1e308, '5.5', '2.3', '-1', 'abc', '', '4,5', '1e1', true, [4]])(
		'%j → 400 on stars',
		async (stars) => {
			expectInvalid(await post({ ...full, stars }), 'stars')
		},
	)

	it('5.5 names the rule', async () => {
		expectInvalid(await post({ ...full, stars: 5.5 }), 'stars', 'Rating must be 0 to 5 in steps of 0.5')
	})

	it.each([5.5, -1, 2.3])('PUT with stars %d → 400, and the record is unchanged', async (stars) => {
		const created = await create(full)
		expectInvalid(await put(created.id, { stars }), 'stars')
		expect(await ctx.read(`/testimonials/${created.id}`)).toEqual(created)
	})

	it('PUT with stars "2.5" as a string stores the number 2.5', async () => {
		const created = await create(full)
		const response = await put(created.id, { stars: '2.5' })
		expect(response.status, response.text).toBe(200)
		expect(response.body.stars).toBe(2.5)
	})
})

describe('adding a testimonial: a picture or a video link, never both', () => {
	it.each([
		['a picture only', { picture: PICTURE, youtube_link: '' }],
		['a video link only', { picture: '', youtube_link: VIDEO }],
		['neither', { picture: '', youtube_link: '' }],
		['a link with more parameters after v', { picture: '', youtube_link: `${VIDEO}&t=42s` }],
	])('%s is accepted and stored as sent', async (_label, media) => {
		const response = await post({ ...full, ...media })
		expect(response.status, response.text).toBe(201)
		expect(response.body).toEqual(stored({ ...full, ...media }))
	})

	it('both a picture and a link → 400 with docs/product.md’s message', async () => {
		expectInvalid(await post({ ...full, picture: PICTURE, youtube_link: VIDEO }), 'youtube_link', BOTH)
	})

	it('both, with a link that also lacks the marker → still the "only one" message', async () => {
		expectInvalid(await post({ ...full, picture: PICTURE, youtube_link: NO_MARKER_LINKS[0] }), 'youtube_link', BOTH)
	})

	it.each(NO_MARKER_LINKS)('a link without "?v=" (%s) → 400 with docs/product.md’s message', async (link) => {
		expectInvalid(await post({ ...full, picture: '', youtube_link: link }), 'youtube_link', MARKER)
	})

	it('nothing is stored by a refused add', async () => {
		const before = await ctx.read('/testimonials')
		await post({ ...full, picture: PICTURE, youtube_link: VIDEO })
		await post({ ...full, youtube_link: NO_MARKER_LINKS[0] })
		expect(await ctx.read('/testimonials')).toEqual(before)
	})
})

describe('editing a testimonial: exactly one of picture or link', () => {
	it('a picture-only testimonial can be updated (the seed wrongly refused it)', async () => {
		const created = await create(other)
		const response = await put(created.id, { name: 'John Q. Roe', stars: 4 })
		expect(response.status, response.text).toBe(200)
		expect(response.body).toEqual({ ...created, name: 'John Q. Roe', stars: 4, updated_at: expect.any(String) })
	})

	it('a video testimonial can be updated', async () => {
		const created = await create(full)
		const response = await put(created.id, { message: 'Updated message.' })
		expect(response.status, response.text).toBe(200)
		expect(response.body.message).toBe('Updated message.')
		expect(response.body.youtube_link).toBe(VIDEO)
	})

	it('switching from a video to a picture in one update is accepted', async () => {
		const created = await create(full)
		const response = await put(created.id, { picture: PICTURE, youtube_link: '' })
		expect(response.status, response.text).toBe(200)
		expect(response.body).toMatchObject({ picture: PICTURE, youtube_link: '' })
	})

	it('switching from a picture to a video in one update is accepted', async () => {
		const created = await create(other)
		const response = await put(created.id, { picture: null, youtube_link: VIDEO })
		expect(response.status, response.text).toBe(200)
		expect(response.body).toMatchObject({ picture: '', youtube_link: VIDEO })
	})

	it.each([
		['adding a link to a picture testimonial (both)', other, { youtube_link: VIDEO }],
		['adding a picture to a video testimonial (both)', full, { picture: PICTURE }],
		['sending both', full, { picture: PICTURE, youtube_link: VIDEO }],
		['removing the link and giving no picture (neither)', full, { youtube_link: '' }],
		['removing the picture and giving no link (neither)', other, { picture: '' }],
		['editing a testimonial that has neither', minimalInput, { name: 'Renamed' }],
	])('%s → 400 with docs/product.md’s message, and the record is unchanged', async (_label, start, change) => {
		const created = await create(start)
		expectInvalid(await put(created.id, change), 'youtube_link', EITHER)
		expect(await ctx.read(`/testimonials/${created.id}`)).toEqual(created)
	})

	it.each(NO_MARKER_LINKS)('a link without "?v=" (%s) → 400 with the marker message', async (link) => {
		const created = await create(full)
		expectInvalid(await put(created.id, { youtube_link: link }), 'youtube_link', MARKER)
		expect(await ctx.read(`/testimonials/${created.id}`)).toEqual(created)
	})
})
