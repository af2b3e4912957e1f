import { describe, expect, it } from 'vitest'

import { splitPictures } from '#shared/pictures.ts'
import { imageList } from '#server/content/field-kinds/kinds/images.ts'
import { requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { isSafeUrl } from '#server/content/fields.ts'

describe('isSafeUrl', () => {
	it.each(['https://example.com/a.png', 'http://example.com', '/uploads/abc.jpg'])('accepts %s', (url) => {
		expect(isSafeUrl(url)).toBe(true)
	})
	it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example/x.png', '/\\evil', 'ftp://x', 'not a url', ''])(
		'refuses %s',
		(url) => {
			expect(isSafeUrl(url)).toBe(false)
		},
	)
})

describe('imageList', () => {
	const required = imageList('Pictures', { required: true })
	it('takes a comma-separated string or an array, and holds a list of addresses', () => {
		expect(required.parse(' /uploads/a.jpg , /uploads/b.jpg ,')).toEqual(['/uploads/a.jpg', '/uploads/b.jpg'])
		expect(required.parse(['/uploads/a.jpg', 'https://cdn.example/b.png'])).toEqual([
			'/uploads/a.jpg',
			'https://cdn.example/b.png',
		])
	})
	it('requires at least one picture when asked to', () => {
		expect(required.safeParse('').error?.issues[0]?.message).toBe('Pictures is required')
		expect(imageList('Pictures', { required: false }).parse(undefined)).toEqual([])
	})
	it('refuses anything that is not an image address', () => {
		expect(required.safeParse('/uploads/a.jpg,javascript:alert(1)').success).toBe(false)
	})
	it('splits back into a list', () => {
		expect(splitPictures('/a.jpg, /b.jpg,,')).toEqual(['/a.jpg', '/b.jpg'])
	})
})

describe('requiredText', () => {
	const title = requiredText('Title', 5)
	it('trims, and refuses blank or missing text with the field named', () => {
		expect(title.parse('  ab ')).toBe('ab')
		expect(title.safeParse('   ').error?.issues[0]?.message).toBe('Title is required')
		expect(title.safeParse(undefined).error?.issues[0]?.message).toBe('Title is required')
	})
	it('enforces the length limit', () => {
		expect(title.safeParse('abcdef').error?.issues[0]?.message).toBe('Title must be at most 5 characters')
	})
})
