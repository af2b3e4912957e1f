import { describe, expect, it } from 'vitest'

import { settings, type SiteSettings } from '#server/content/types/settings.ts'
import { addressOf, GOOGLE_EMPLOYMENT_TYPES, jobPostingJsonLd } from '#app/lib/job-posting.server.ts'
import { SCHEMA_ORG_PROPERTIES } from '#tests/helpers/schema-org-vocabulary.ts'

// docs/design.md §17, docs/decisions/0059-structured-positions.md.
const SITE_URL = 'https://jobs.example'
const site = {
	...settings.initial,
	name: 'Example Co',
	logo: '/uploads/logo.png',
	social: [{ name: 'LinkedIn', url: 'https://www.linkedin.com/company/example' }],
	address: {
		street: '1 Main Street',
		city: 'Porto',
		region: '',
		postal_code: '4000-001',
		country: 'Portugal',
		country_code: 'PT',
	},
} as SiteSettings

const career = {
	id: 7,
	slug: 'data-engineer',
	position_name: 'Data Engineer',
	job_description: 'Build **pipelines**. <script>alert(1)</script>',
	created_at: '2026-11-01T09:00:00.000Z',
	publish_at: null,
	meta_title: '',
	meta_description: '',
	social_image: '',
	department: 'Engineering',
	location: 'Lisbon, Lisboa, Portugal',
	workplace: 'hybrid',
	employment_type: 'full_time',
	salary: { min: 50_000, max: 65_000, currency: 'EUR', period: 'year' },
	valid_through: '2026-12-31',
}
const URL = `${SITE_URL}/career/data-engineer`
const posting = (changes: Partial<typeof career> = {}) =>
	jobPostingJsonLd({ ...career, ...changes }, site, SITE_URL, URL)

describe('JobPosting', () => {
	it('says what the position is, who hires, where, what it pays and until when', () => {
		expect(posting()).toEqual({
			'@context': 'https://schema.org',
			'@type': 'JobPosting',
			title: 'Data Engineer',
			description: '<p>Build <strong>pipelines</strong>. &lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
			identifier: { '@type': 'PropertyValue', name: 'Example Co', value: '7' },
			datePosted: '2026-11-01T09:00:00.000Z',
			validThrough: '2026-12-31T23:59:59Z',
			employmentType: 'FULL_TIME',
			hiringOrganization: {
				'@type': 'Organization',
				'@id': `${SITE_URL}/#organization`,
				name: 'Example Co',
				url: `${SITE_URL}/`,
				logo: `${SITE_URL}/uploads/logo.png`,
				sameAs: ['https://www.linkedin.com/company/example'],
			},
			jobLocation: {
				'@type': 'Place',
				address: {
					'@type': 'PostalAddress',
					addressLocality: 'Lisbon',
					addressRegion: 'Lisboa',
					addressCountry: 'Portugal',
				},
			},
			baseSalary: {
				'@type': 'MonetaryAmount',
				currency: 'EUR',
				value: { '@type': 'QuantitativeValue', minValue: 50_000, maxValue: 65_000, unitText: 'YEAR' },
			},
			directApply: true,
			url: URL,
		})
	})

	it('maps each employment type to Google’s value', () => {
		expect(GOOGLE_EMPLOYMENT_TYPES).toEqual({
			full_time: 'FULL_TIME',
			part_time: 'PART_TIME',
			contract: 'CONTRACTOR',
			internship: 'INTERN',
		})
		expect(posting({ employment_type: 'internship' }).employmentType).toBe('INTERN')
		expect(posting({ employment_type: 'contract' }).employmentType).toBe('CONTRACTOR')
		expect(posting({ employment_type: '' })).not.toHaveProperty('employmentType')
	})

	it('for remote work: TELECOMMUTE, and where applicants may live (the location, else the company’s country)', () => {
		const remote = posting({ workplace: 'remote', location: 'European Union' })
		expect(remote).toMatchObject({
			jobLocationType: 'TELECOMMUTE',
			applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'European Union' },
		})
		expect(remote).not.toHaveProperty('jobLocation')
		expect(posting({ workplace: 'remote', location: '' })).toHaveProperty('applicantLocationRequirements', {
			'@type': 'AdministrativeArea',
			name: 'Portugal',
		})
	})

	it('a position without a location is at the company’s address', () => {
		expect(posting({ location: '', workplace: 'onsite' }).jobLocation).toEqual({
			'@type': 'Place',
			address: {
				'@type': 'PostalAddress',
				streetAddress: '1 Main Street',
				addressLocality: 'Porto',
				postalCode: '4000-001',
				addressCountry: 'PT',
			},
		})
	})

	it('one figure for the same minimum and maximum; no pay, no closing day: left out', () => {
		const same = posting({ salary: { min: 30, max: 30, currency: 'USD', period: 'hour' } })
		expect(same.baseSalary).toEqual({
			'@type': 'MonetaryAmount',
			currency: 'USD',
			value: { '@type': 'QuantitativeValue', value: 30, unitText: 'HOUR' },
		})
		const bare = posting({ salary: null, valid_through: '' } as never)
		expect(bare).not.toHaveProperty('baseSalary')
		expect(bare).not.toHaveProperty('validThrough')
	})

	it('is posted when it went out: a scheduled position on its day', () => {
		expect(posting({ publish_at: '2026-11-15T08:00:00.000Z' } as never).datePosted).toBe('2026-11-15T08:00:00.000Z')
	})

	it('reads a location’s parts as place, region and country', () => {
		expect(addressOf('Remote')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Remote' })
		expect(addressOf('Lisbon, Portugal')).toEqual({
			'@type': 'PostalAddress',
			addressLocality: 'Lisbon',
			addressCountry: 'Portugal',
		})
		expect(addressOf(' , ')).toBeUndefined()
	})
})

/** Every `@type` and property of a JSON-LD value, and the path where it is. */
function* termsOf(value: unknown, path = '$'): Generator<{ type: string; property: string; path: string }> {
	if (Array.isArray(value)) {
		for (const [index, entry] of value.entries()) yield* termsOf(entry, `${path}[${index}]`)
		return
	}
	if (value === null || typeof value !== 'object') return
	const record = value as Record<string, unknown>
	const type = String(record['@type'])
	for (const [property, inner] of Object.entries(record)) {
		if (!property.startsWith('@')) yield { type, property, path: `${path}.${property}` }
		yield* termsOf(inner, `${path}.${property}`)
	}
}

describe('the JobPosting speaks schema.org’s vocabulary', () => {
	const variants = {
		'a hybrid position with everything': posting(),
		'a remote one': posting({ workplace: 'remote' }),
		'one figure of pay, no location': posting({
			location: '',
			salary: { min: 1, max: 1, currency: 'EUR', period: 'month' },
		}),
	}

	it.each(Object.entries(variants))('%s: every type and property exists on schema.org for its type', (_name, data) => {
		const unknown = [...termsOf(data)].filter(({ type, property }) => !SCHEMA_ORG_PROPERTIES.get(type)?.has(property))
		expect(unknown).toEqual([])
	})

	it('the check itself refuses what schema.org lacks', () => {
		const wrong = { '@type': 'JobPosting', salary: 1, jobLocation: { '@type': 'Place', street: 'x' } }
		const unknown = [...termsOf(wrong)].filter(({ type, property }) => !SCHEMA_ORG_PROPERTIES.get(type)?.has(property))
		expect(unknown.map((term) => term.path)).toEqual(['$.salary', '$.jobLocation.street'])
		expect(SCHEMA_ORG_PROPERTIES.get('Job')).toBeUndefined()
	})
})
