// The public pages' small text rules: the footer's copyright years and the cards' word-boundary summaries.
import { describe, expect, test } from 'vitest'

import { shortText } from '#shared/short-text.ts'
import { copyrightYears, formattedAddress, titleFor } from '#app/lib/site-settings.ts'

describe('copyrightYears', () => {
	test('is the first year alone in that year', () => {
		expect(copyrightYears(new Date('2024-06-01T00:00:00Z'))).toBe('2024')
	})

	test('runs from 2024 to the year of the page', () => {
		expect(copyrightYears(new Date('2026-11-25T12:00:00Z'))).toBe('2024–2026')
		expect(copyrightYears(new Date('2031-01-01T00:00:00Z'))).toBe('2024–2031')
	})
})

describe('shortText', () => {
	test('keeps a short text whole', () => {
		expect(shortText('  One   short\ntext. ', 40)).toBe('One short text.')
	})

	test('cuts a long text at a word, never inside one', () => {
		const cut = shortText('Visual inspection platform for castings and welds', 30)
		expect(cut).toBe('Visual inspection platform…')
	})

	test('drops the punctuation before the ellipsis', () => {
		expect(shortText('We shipped it last quarter. Then we measured everything again.', 30)).toBe(
			'We shipped it last quarter…',
		)
		expect(shortText('Models, data, pipelines, and people who care', 16)).toBe('Models, data…')
	})
})

describe('the settings as pages write them', () => {
	const site = {
		name: 'Northwind Data',
		tagline: 'Data, done',
		title_template: '%s · Northwind Data',
		address: {
			street: '1 Canal Street',
			city: 'Leeds',
			region: '',
			postal_code: 'LS1 4AP',
			country: 'United Kingdom',
			country_code: 'GB',
		},
	}
	test('puts a page title in the template, and the home page under the name and tagline', () => {
		expect(titleFor(site, 'About Us')).toBe('About Us · Northwind Data')
		expect(titleFor(site)).toBe('Northwind Data | Data, done')
	})
	test('writes the address on one line, leaving out what is empty', () => {
		expect(formattedAddress(site)).toBe('1 Canal Street, Leeds, LS1 4AP, United Kingdom')
	})
})
