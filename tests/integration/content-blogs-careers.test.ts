import { describe, expect, it } from 'vitest'

import { CAREER_BLANK_MESSAGE } from '#shared/career-rules.ts'
import { describeCollection, expectError, setUpApp, stored, text, url } from '#tests/integration/content-api-suite.ts'

const ctx = setUpApp()

// docs/product.md's exact text (§5, §8).
const CAREER_BLANK = 'Both position name and job description are required.'

describe('blogs', () => {
	describeCollection(ctx, {
		path: '/blogs',
		auth: true,
		full: {
			heading: 'Five lessons from migrating a data warehouse',
			body: '## Plan first\n\nMeasure *everything*, then move.\n\n- one\n- two',
			picture: '/uploads/warehouse.webp',
		},
		other: {
			heading: 'Why we like boring technology',
			body: 'Because it works at 3 a.m.',
			picture: 'https://cdn.example.com/boring.jpg',
		},
		// The blog edit form keeps the picture when no new file is chosen.
		partial: { heading: 'Five lessons (updated)', body: 'Now with a sixth lesson.' },
		required: [
			['heading', 'Heading is required'],
			['body', 'Body is required'],
			['picture', 'Picture is required'],
		],
		maxLengths: [
			['heading', 200, text],
			['body', 100_000, text],
			['picture', 2048, url],
		],
		urlFields: ['picture'],
	})
})

describe('careers', () => {
	describeCollection(ctx, {
		path: '/careers',
		auth: true,
		full: { position_name: 'Data Engineer', job_description: 'Build pipelines.\n\nRequirements: SQL, Python.' },
		other: { position_name: 'Frontend Developer', job_description: 'React, accessibility, performance.' },
		partial: { job_description: 'Build and run pipelines.' },
		required: [
			['position_name', CAREER_BLANK],
			['job_description', CAREER_BLANK],
		],
		maxLengths: [
			['position_name', 200],
			['job_description', 20_000],
		],
	})
})

describe('careers: docs/product.md’s blank-field rule', () => {
	const post = (body: unknown) => ctx.admin('POST', '/careers', body)

	it('the server uses exactly docs/product.md’s wording', () => {
		expect(CAREER_BLANK_MESSAGE).toBe(CAREER_BLANK)
	})

	it.each([
		['both blank', { position_name: '', job_description: '' }],
		['both whitespace only', { position_name: '  \t', job_description: '\n \n' }],
		['both missing', {}],
		['the name blank', { position_name: ' ', job_description: 'Real text' }],
		['the description whitespace only', { position_name: 'Analyst', job_description: '\u00a0\u2003' }],
	])('%s → 400 "Both position name and job description are required."', async (_label, body) => {
		const before = await ctx.read('/careers')
		const response = await post(body)
		expectError(response, 400, CAREER_BLANK)
		const messages = Object.values(response.body.fields)
		expect(messages.length).toBeGreaterThan(0)
		expect(new Set(messages)).toEqual(new Set([CAREER_BLANK]))
		expect(await ctx.read('/careers')).toEqual(before)
	})

	it('one POST creates exactly one career (the seed posted twice and made duplicates)', async () => {
		const before = (await ctx.read('/careers')) as unknown[]
		const body = { position_name: 'Unique Role 7f3a', job_description: 'Only once.' }
		const response = await post(body)
		expect(response.status, response.text).toBe(201)
		// With its search and sharing fields (ADR 0058) and its facts (ADR 0059) empty: the seed sends none.
		expect(response.body).toEqual({
			...stored(body),
			slug: 'unique-role-7f3a',
			meta_title: '',
			meta_description: '',
			social_image: '',
			department: '',
			location: '',
			workplace: '',
			employment_type: '',
			salary: null,
			valid_through: '',
		})
		const after = (await ctx.read('/careers')) as Array<{ position_name: string }>
		expect(after).toHaveLength(before.length + 1)
		expect(after.filter((career) => career.position_name === body.position_name)).toHaveLength(1)
	})

	it('the seed’s second, plain-string request is refused and creates nothing', async () => {
		const before = await ctx.read('/careers')
		const response = await ctx.app.api('POST', '/careers', {
			body: 'position_name=Analyst&job_description=Numbers',
			token: ctx.token,
			headers: { 'content-type': 'text/plain;charset=UTF-8' },
		})
		expectError(response, 400)
		expect(await ctx.read('/careers')).toEqual(before)
	})
})
