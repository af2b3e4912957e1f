/** A menu link's address (shared/link-url.ts): the one rule the navigation's schema and its form field share. */
import { describe, expect, it } from 'vitest'

import { isLinkUrl, linkUrlMessage, linkUrlProblem } from '#shared/link-url.ts'
import { requiredLink } from '#server/content/field-kinds/kinds/url.ts'

const TAKEN = [
	'/',
	'/about',
	'/blog/a-post?x=1#y',
	'https://example.com',
	'http://example.com/a',
	'mailto:a@b.example',
	'tel:+91 674 255 0199',
]
const REFUSED = [
	'javascript:alert(1)',
	' javascript:alert(1)',
	'data:text/html,x',
	'//host.example',
	'ftp://host.example',
	'about',
	'../about',
	'https://',
	'mailto:',
	'tel:',
	'tel:x',
	'/a\\b',
	'/a\u0000',
	'http:host',
]

describe('isLinkUrl', () => {
	it.each(TAKEN)('takes %s', (url) => expect(isLinkUrl(url)).toBe(true))
	it.each(REFUSED)('refuses %j', (url) => expect(isLinkUrl(url)).toBe(false))
})

describe("the form's check and the schema", () => {
	it('say the same', () => {
		const rule = requiredLink('Link')
		for (const url of REFUSED.filter((value) => !value.includes('\u0000'))) {
			const parsed = rule.safeParse(url)
			expect(parsed.success, url).toBe(false)
			expect(parsed.error?.issues[0]?.message, url).toBe(linkUrlProblem(url, 'Link'))
		}
		expect(linkUrlProblem('ftp://x', 'Link')).toBe(linkUrlMessage('Link'))
		expect(linkUrlProblem('  ', 'Link')).toBe('Link is required')
		for (const url of TAKEN) expect(rule.parse(url)).toBe(url)
	})
})
