import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { adminFieldOf } from '#server/content/field-kinds/admin-field.ts'
import { blocks } from '#server/content/field-kinds/kinds/blocks.ts'
import { checkbox } from '#server/content/field-kinds/kinds/checkbox.ts'
import { date } from '#server/content/field-kinds/kinds/date.ts'
import { dateTime, instantOf } from '#server/content/field-kinds/kinds/date-time.ts'
import { image } from '#server/content/field-kinds/kinds/image.ts'
import { imageList } from '#server/content/field-kinds/kinds/images.ts'
import { list } from '#server/content/field-kinds/kinds/list.ts'
import { markdown } from '#server/content/field-kinds/kinds/markdown.ts'
import { number } from '#server/content/field-kinds/kinds/number.ts'
import { object } from '#server/content/field-kinds/kinds/object.ts'
import { rating } from '#server/content/field-kinds/kinds/rating.ts'
import { select } from '#server/content/field-kinds/kinds/select.ts'
import { slugField } from '#server/content/field-kinds/kinds/slug.ts'
import { optionalText, requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'
import { optionalUrl, requiredUrl } from '#server/content/field-kinds/kinds/url.ts'
import {
	factsOf,
	fieldKinds,
	fromFormValues,
	fromStoredRow,
	kindOf,
	nested,
	searchTextOf,
	toApiRecord,
	toStoredRow,
} from '#server/content/field-kinds/registry.ts'
import { fieldInputs } from '#app/components/admin/field-inputs/registry.ts'

/** One field of each kind, and the generic readers of registry.ts over it (ADR 0040). */
const message = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message
const read = (schema: z.ZodType, value: unknown) => ({
	search: searchTextOf({ field: schema }, { field: value }, ['field'])[0],
	history: nested.historyText(value, schema),
	facts: factsOf({ field: schema }, { field: value }),
})
/** What a value becomes in its column and back. */
const roundTrip = (schema: z.ZodType, value: unknown) =>
	fromStoredRow({ field: schema }, toStoredRow({ field: schema }, { field: value })).field

const links = list('Social links', { label: requiredText('Label', 40), url: requiredUrl('Address') }, { max: 3 })
const page = blocks(
	'Blocks',
	{
		hero: {
			label: 'Hero',
			fields: { headline: requiredText('Headline', 80), picture: image('Picture', { required: false }) },
		},
		text: { label: 'Text', fields: { body: markdown('Body', 2000, { required: true }) } },
	},
	{ max: 10 },
)

describe('the field kinds', () => {
	it('each have their admin input, and each input its kind (a kind is its two modules)', () => {
		expect([...fieldKinds.keys()].sort()).toEqual([...fieldInputs.keys()].sort())
		expect([...fieldKinds.keys()]).toEqual(
			expect.arrayContaining(['text', 'textarea', 'markdown', 'url', 'select', 'number', 'date', 'image', 'images']),
		)
		expect([...fieldKinds.keys()]).toEqual(expect.arrayContaining(['object', 'list', 'blocks', 'rating', 'slug']))
	})

	it('text: trims, requires, limits; searched and read as text', () => {
		const title = requiredText('Title', 5)
		expect(title.parse(' ab ')).toBe('ab')
		expect(message(title, ' ')).toBe('Title is required')
		expect(message(title, 'abcdef')).toBe('Title must be at most 5 characters')
		expect(optionalText('Subtitle', 5).parse(null)).toBe('')
		expect(read(title, 'Hello')).toMatchObject({ search: 'Hello', history: 'Hello', facts: { texts: ['Hello'] } })
		expect(kindOf(title).kind.diff).toBe('text')
	})

	it('long text: searched, diffed by words', () => {
		const answer = longText('Answer', 100, { required: true, rows: 4 })
		expect(answer.parse('Four\nweeks ')).toBe('Four\nweeks')
		expect(kindOf(answer).kind.diff).toBe('long')
		expect(read(answer, 'Four weeks').search).toBe('Four weeks')
		expect(adminFieldOf('answer', answer, {}, 'test')).toMatchObject({ kind: 'textarea', rows: 4, maxLength: 100 })
	})

	it('Markdown: searched as its source; the checks read it as Markdown', () => {
		const body = markdown('Body', 100, { required: true })
		expect(read(body, '## Hi [there](/blog)')).toMatchObject({
			search: '## Hi [there](/blog)',
			facts: { markdown: ['## Hi [there](/blog)'], texts: [] },
		})
		expect(kindOf(body).kind.diff).toBe('long')
	})

	it('URL: http(s) or a site path only; not searched; a link to the checks', () => {
		const link = optionalUrl('Website')
		expect(message(link, 'javascript:alert(1)')).toBe('Website must be a web address starting with https://')
		expect(link.parse(undefined)).toBe('')
		expect(read(link, 'https://example.com')).toMatchObject({
			search: undefined,
			facts: { links: ['https://example.com'] },
		})
	})

	it('select: one of its options; empty when it allows none', () => {
		const category = select('Category', ['AI', 'BI'], { emptyOption: 'None', message: 'Pick AI or BI' })
		expect(category.parse(null)).toBe('')
		expect(category.parse('AI')).toBe('AI')
		expect(message(category, 'Other')).toBe('Pick AI or BI')
		const required = select('Size', ['S', 'M'], { message: 'Pick a size' })
		expect(message(required, '')).toBe('Pick a size')
		expect(adminFieldOf('category', category, {}, 'test')).toMatchObject({ options: ['AI', 'BI'], emptyOption: 'None' })
		const labelled = select('Size', ['s', 'm'], { message: 'Pick a size', optionLabels: { s: 'Small', m: 'Medium' } })
		expect(adminFieldOf('size', labelled, {}, 'test').optionLabels).toEqual({ s: 'Small', m: 'Medium' })
		expect(adminFieldOf('size', required, {}, 'test')).not.toHaveProperty('optionLabels')
	})

	it('number and rating: bounds and steps, digits from a form; stored as numbers', () => {
		const seats = number('Seats', { min: 1, max: 10, step: 1 })
		expect(seats.parse('3')).toBe(3)
		expect(seats.parse(undefined)).toBe(1)
		expect(message(seats, 11)).toBe('Seats must be 1 to 10 in steps of 1')
		expect(message(seats, 'three')).toBe('Seats must be a number from 1 to 10')
		expect(roundTrip(seats, 4)).toBe(4)
		expect(fromStoredRow({ field: seats }, { field: '4' }).field).toBe(4)
		const stars = rating('Rating')
		expect(stars.parse('4.5')).toBe(4.5)
		expect(message(stars, 4.2)).toBe('Rating must be 0 to 5 in steps of 0.5')
		expect(read(stars, 4).search).toBeUndefined()
		// A required number (a salary's amounts): missing is refused, not its minimum.
		const amount = number('Amount', { min: 0, max: 100, step: 0.01 }, { required: true })
		expect(amount.parse('25.5')).toBe(25.5)
		expect(message(amount, undefined)).toBe('Amount must be a number from 0 to 100')
		expect(message(amount, '')).toBe('Amount must be a number from 0 to 100')
		expect(adminFieldOf('amount', amount, {}, 'test')).toMatchObject({ required: true, step: 0.01 })
	})

	it('date: a real calendar day', () => {
		const closes = date('Closes on', { required: false })
		expect(closes.parse('2026-12-31')).toBe('2026-12-31')
		expect(closes.parse(null)).toBe('')
		expect(message(closes, '2026-02-30')).toBe('Closes on must be a date (YYYY-MM-DD)')
		expect(message(date('Day', { required: true }), '')).toBe('Day must be a date (YYYY-MM-DD)')
	})

	it('date-time: a day or a date and time with its offset, stored as the UTC instant', () => {
		const starts = dateTime('Starts at')
		expect(starts.parse('2026-12-01')).toBe('2026-12-01T00:00:00.000Z')
		expect(starts.parse('2026-12-01T15:00+05:30')).toBe('2026-12-01T09:30:00.000Z')
		expect(starts.parse('2026-12-01T09:30:15.5Z')).toBe('2026-12-01T09:30:15.500Z')
		expect(starts.parse(' ')).toBe('')
		expect(starts.parse(null)).toBe('')
		for (const wrong of ['2026-12-01T09:30', '2026-02-30', 'tomorrow', '01/12/2026'])
			expect(starts.safeParse(wrong).success, wrong).toBe(false)
		expect(instantOf('2026-12-01T09:30:00-0800')).toBe('2026-12-01T17:30:00.000Z')
		expect(kindOf(starts).kind.historyText?.('', kindOf(starts).info, nested)).toBe('(none)')
	})

	it('checkbox: true or false, its initial value when missing; a form says true or false', () => {
		const send = checkbox('Send', { initial: true })
		expect(send.parse(undefined)).toBe(true)
		expect(send.parse(false)).toBe(false)
		expect(send.parse('false')).toBe(false)
		expect(send.parse('true')).toBe(true)
		expect(send.safeParse('maybe').success).toBe(false)
		expect(fromFormValues({ send }, { send: 'false' })).toEqual({ send: false })
		expect(toStoredRow({ send }, { send: true })).toEqual({ send: 'true' })
		expect(fromStoredRow({ send }, { send: 'false' })).toEqual({ send: false })
		expect(kindOf(send).kind.historyText?.(true, kindOf(send).info, nested)).toBe('Yes')
	})

	it('image: one address, shown as a picture in the history; an image to the checks', () => {
		const logo = image('Logo', { required: true })
		expect(message(logo, '')).toBe('Logo is required')
		expect(kindOf(logo).kind.diff).toBe('pictures')
		expect(read(logo, '/uploads/a.png').facts.images).toEqual(['/uploads/a.png'])
	})

	it('image list: an array in the domain, a comma-separated string in its column and the API', () => {
		const pictures = imageList('Pictures', { required: true })
		const urls = pictures.parse('/uploads/a.jpg, /uploads/b.jpg')
		expect(urls).toEqual(['/uploads/a.jpg', '/uploads/b.jpg'])
		expect(toStoredRow({ field: pictures }, { field: urls }).field).toBe('/uploads/a.jpg,/uploads/b.jpg')
		expect(roundTrip(pictures, urls)).toEqual(urls)
		expect(toApiRecord({ field: pictures }, { field: urls }).field).toBe('/uploads/a.jpg,/uploads/b.jpg')
		// A revision kept while lists were strings reads as a list.
		expect(fromStoredRow({ field: pictures }, { field: '/uploads/a.jpg' }).field).toEqual(['/uploads/a.jpg'])
		expect(read(pictures, urls).facts.images).toEqual(urls)
	})

	it('object: its fields validated by their own rules, stored as JSON, read through', () => {
		const address = object('Address', { street: requiredText('Street', 80), city: requiredText('City', 40) })
		expect(address.parse({ street: ' 1 Main St ', city: 'Leeds' })).toEqual({ street: '1 Main St', city: 'Leeds' })
		expect(address.safeParse({ street: '', city: 'Leeds' }).error?.issues[0]).toMatchObject({
			path: ['street'],
			message: 'Street is required',
		})
		const value = { street: '1 Main St', city: 'Leeds' }
		expect(toStoredRow({ field: address }, { field: value }).field).toBe(JSON.stringify(value))
		expect(roundTrip(address, value)).toEqual(value)
		expect(read(address, value)).toMatchObject({
			search: '1 Main St Leeds',
			history: 'Street: 1 Main St\nCity: Leeds',
			facts: { texts: ['1 Main St', 'Leeds'] },
		})
		expect(adminFieldOf('address', address, {}, 'test').fields?.map((field) => field.name)).toEqual(['street', 'city'])
	})

	it('object, optional: none when missing, null or every field empty; one field filled asks for all', () => {
		const pay = object(
			'Pay',
			{ min: number('Min', { min: 0, max: 9, step: 1 }, { required: true }), unit: requiredText('Unit', 9) },
			{ optional: true, rules: [{ check: (value) => value.min > 0, message: 'Min must be above 0', path: 'min' }] },
		)
		for (const none of [undefined, null, '', { min: '', unit: '' }, { min: null, unit: undefined }]) {
			expect(pay.parse(none)).toBeNull()
		}
		expect(pay.parse({ min: '3', unit: ' h ' })).toEqual({ min: 3, unit: 'h' })
		expect(pay.safeParse({ min: '', unit: 'h' }).error?.issues[0]?.path).toEqual(['min'])
		expect(pay.safeParse({ min: 0, unit: 'h' }).error?.issues[0]).toMatchObject({
			path: ['min'],
			message: 'Min must be above 0',
		})
		expect(adminFieldOf('pay', pay, {}, 'test')).toMatchObject({ kind: 'object', required: false })
		expect(roundTrip(pay, null)).toBeNull()
	})

	it('list of objects: entries in order, at most its maximum; a form sends it as JSON', () => {
		const value = [
			{ label: 'LinkedIn', url: 'https://linkedin.com/company/x' },
			{ label: 'GitHub', url: 'https://github.com/x' },
		]
		expect(links.parse(null)).toEqual([])
		expect(links.parse(value)).toEqual(value)
		expect(message(links, [...value, ...value])).toBe('Social links: at most 3')
		expect(links.safeParse([{ label: 'X', url: 'javascript:1' }]).error?.issues[0]?.path).toEqual([0, 'url'])
		expect(roundTrip(links, value)).toEqual(value)
		expect(fromFormValues({ field: links }, { field: JSON.stringify(value) }).field).toEqual(value)
		// A list input with no entry posts its name alone: no entries, which saves (a new site has no profiles).
		expect(fromFormValues({ field: links }, { field: '' }).field).toEqual([])
		expect(read(links, value)).toMatchObject({
			search: 'LinkedIn GitHub',
			history:
				'1. Label: LinkedIn; Address: https://linkedin.com/company/x\n2. Label: GitHub; Address: https://github.com/x',
			facts: { texts: ['LinkedIn', 'GitHub'], links: ['https://linkedin.com/company/x', 'https://github.com/x'] },
		})
	})

	it('blocks: each of a closed set of types, told apart by `type`, its fields read by their kinds', () => {
		const value = [
			{ type: 'hero', headline: 'We build data products', picture: '/uploads/h.jpg' },
			{ type: 'text', body: 'See [our work](/portfolio).' },
		]
		expect(page.parse(value)).toEqual(value)
		expect(message(page, [{ type: 'script', body: 'x' }])).toBe("Blocks: each block's type must be one of hero, text")
		expect(page.safeParse([{ type: 'hero', headline: '' }]).error?.issues[0]?.path).toEqual([0, 'headline'])
		expect(roundTrip(page, value)).toEqual(value)
		expect(read(page, value)).toMatchObject({
			search: 'We build data products See [our work](/portfolio).',
			facts: {
				texts: ['We build data products'],
				images: ['/uploads/h.jpg'],
				markdown: ['See [our work](/portfolio).'],
			},
		})
		expect(read(page, value).history).toBe(
			'1. Hero: Headline: We build data products; Picture: /uploads/h.jpg\n2. Text: Body: See [our work](/portfolio).',
		)
		expect(adminFieldOf('blocks', page, {}, 'test').blocks?.map((block) => block.type)).toEqual(['hero', 'text'])
	})

	it("blocks: a form's empty marker is no blocks, which saves", () => {
		expect(page.parse(fromFormValues({ field: page }, { field: '' }).field)).toEqual([])
	})

	it('slug: the address rules of shared/slugs.ts', () => {
		const slug = slugField()
		expect(slug.parse(' My-Post ')).toBe('my-post')
		expect(slug.safeParse('a b').success).toBe(false)
		expect(kindOf(slug).info.kind).toBe('slug')
	})

	it('refuse a schema no builder made (so no field goes unread)', () => {
		expect(() => kindOf(z.string(), 'faqs.question')).toThrow(/faqs.question: the schema has no field info/)
	})
})
