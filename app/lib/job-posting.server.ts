import type { MetaDescriptor } from 'react-router'

import { type EmploymentType, type Salary } from '#shared/career-facts.ts'
import { itemPath } from '#shared/item-path.ts'
import { renderMarkdown } from '#shared/markdown.ts'
import { shareCard, type ShareFields } from '#shared/share-card.ts'
import { careers } from '#server/content/types/careers.ts'
import type { SiteSettings } from '#server/content/types/settings.ts'
import type { CareerFacts } from '#app/lib/career-facts.server.ts'
import {
	breadcrumbJsonLd,
	filled,
	organizationRef,
	pageMeta,
	postalAddress,
	SCHEMA,
	type ServerArgs,
	shareImage,
	siteUrlOf,
} from '#app/lib/seo.server.ts'
import { careerFallback, type CareerFields } from '#app/lib/share-fallbacks.server.ts'

/**
 * A position's page tags and its JSON-LD `JobPosting` (docs/design.md §17, docs/decisions/0059-structured-positions.md),
 * as Google's job search reads it: what the position is, since when and until when it is open, who hires,
 * where the work is (or that it is remote, and from where one may apply), what it pays.
 */

export type JobPostingCareer = CareerFields &
	CareerFacts &
	ShareFields & { id: number; created_at: string; publish_at?: string | null }

/** Google's `employmentType` values for ours. */
export const GOOGLE_EMPLOYMENT_TYPES: Readonly<Record<EmploymentType, string>> = {
	full_time: 'FULL_TIME',
	part_time: 'PART_TIME',
	contract: 'CONTRACTOR',
	internship: 'INTERN',
}

const UNIT_TEXT: Readonly<Record<string, string>> = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' }

/**
 * A free-text location ('Lisbon, Lisboa, Portugal') as a postal address: the first part the place, the last
 * the country, those between the region. One part is the place alone.
 */
export function addressOf(location: string) {
	const parts = location
		.split(',')
		.map((part) => part.trim())
		.filter(Boolean)
	if (parts.length === 0) return undefined
	const [locality, ...rest] = parts
	const country = rest.pop()
	return {
		'@type': 'PostalAddress',
		addressLocality: locality,
		...filled({ addressRegion: rest.join(', '), addressCountry: country }),
	}
}

/** Where the work is: a place (its location, else the company's address), or remote work and from where one may apply. */
function whereOf(career: JobPostingCareer, site: SiteSettings) {
	const location = career.location?.trim() ?? ''
	if (career.workplace === 'remote') {
		const area = location || site.address.country
		return {
			jobLocationType: 'TELECOMMUTE',
			...(area && { applicantLocationRequirements: { '@type': 'AdministrativeArea', name: area } }),
		}
	}
	const address = location ? addressOf(location) : postalAddress(site)
	return address ? { jobLocation: { '@type': 'Place', address } } : {}
}

/** What it pays: a range, or one figure when both ends are the same. */
function baseSalaryOf(salary: Salary) {
	const value = salary.min === salary.max ? { value: salary.min } : { minValue: salary.min, maxValue: salary.max }
	return {
		'@type': 'MonetaryAmount',
		currency: salary.currency,
		value: { '@type': 'QuantitativeValue', ...value, unitText: UNIT_TEXT[salary.period] },
	}
}

/** The moment a closing day ends, as `validThrough` says it: the day's last second, UTC. */
const endOfDay = (day: string) => `${day}T23:59:59Z`

/** The `JobPosting` of a position at `url` (absolute), hired for by the company of `site`. */
export function jobPostingJsonLd(career: JobPostingCareer, site: SiteSettings, siteUrl: string, url: string) {
	const employmentType = GOOGLE_EMPLOYMENT_TYPES[career.employment_type as EmploymentType]
	return {
		'@context': SCHEMA,
		'@type': 'JobPosting',
		title: career.position_name,
		// Search engines read a posting's description as HTML: the page's own rendering of its Markdown.
		description: renderMarkdown(career.job_description, { breaks: true }),
		identifier: { '@type': 'PropertyValue', name: site.name, value: String(career.id) },
		// When it went out: a scheduled position on its day, not the day it was written.
		datePosted: career.publish_at ?? career.created_at,
		...(career.valid_through && { validThrough: endOfDay(career.valid_through) }),
		...(employmentType && { employmentType }),
		hiringOrganization: {
			...organizationRef(siteUrl, site),
			...filled({ sameAs: site.social.map((profile) => profile.url) }),
		},
		...whereOf(career, site),
		...(career.salary && { baseSalary: baseSalaryOf(career.salary) }),
		// Applying is on the position's own page (docs/design.md §17).
		directApply: true,
		url,
	}
}

/** An open position's page: its share card, the `JobPosting` and the breadcrumb trail under Careers. */
export function careerMeta(args: ServerArgs, career: JobPostingCareer): MetaDescriptor[] {
	const siteUrl = siteUrlOf(args)
	const path = itemPath(careers.public!.item!.path, career)
	const card = shareCard(career, careerFallback(career))
	return pageMeta(args, {
		title: card.title,
		description: card.description,
		path,
		image: card.image ? shareImage(siteUrl, card.image, career.position_name) : undefined,
		jsonLd: [
			jobPostingJsonLd(career, args.context.settings, siteUrl, siteUrl + path),
			breadcrumbJsonLd(siteUrl, [
				['Careers', careers.public!.list!.path],
				[career.position_name, path],
			]),
		],
	})
}
