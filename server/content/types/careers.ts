import { z } from 'zod'

import {
	EMPLOYMENT_TYPE_LABELS,
	EMPLOYMENT_TYPES,
	isClosed,
	SALARY_PERIODS,
	WORKPLACE_LABELS,
	WORKPLACES,
} from '#shared/career-facts.ts'
import { CAREER_BLANK_MESSAGE } from '#shared/career-rules.ts'
import { closingSchedule } from '#server/content/career-closing.ts'
import { defineContentType } from '#server/content/content-type.ts'
import { describeField } from '#server/content/field-kinds/kind.ts'
import { date } from '#server/content/field-kinds/kinds/date.ts'
import { number } from '#server/content/field-kinds/kinds/number.ts'
import { object } from '#server/content/field-kinds/kinds/object.ts'
import { select } from '#server/content/field-kinds/kinds/select.ts'
import { optionalText } from '#server/content/field-kinds/kinds/text.ts'
import { hasNul, noNul } from '#server/content/fields.ts'

const careerText = (max: number, label: string, kind: 'text' | 'markdown') =>
	describeField(
		z
			.string({ error: CAREER_BLANK_MESSAGE })
			.trim()
			.min(1, CAREER_BLANK_MESSAGE)
			.max(max, `${label} must be at most ${max} characters`)
			.refine(noNul, hasNul(label)),
		{ kind, label, required: true, maxLength: max },
	)

/** The codes Intl formats (ISO 4217's current currencies): a salary in any other is refused. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))
const CURRENCY_MESSAGE = 'Salary currency must be an ISO 4217 code of three capital letters, such as EUR, USD or INR'
const currency = describeField(
	z
		.string({ error: CURRENCY_MESSAGE })
		.trim()
		.regex(/^[A-Z]{3}$/, CURRENCY_MESSAGE)
		.refine((code) => CURRENCIES.has(code), CURRENCY_MESSAGE)
		.meta({ description: 'ISO 4217, three capital letters', examples: ['EUR'] }),
	{ kind: 'text', label: 'Currency', required: true, maxLength: 3, placeholder: 'EUR' },
)

/** A pay's bounds: up to a hundred million, in cents (an hourly rate of 25.50). */
const PAY = { min: 0, max: 100_000_000, step: 0.01 }

/**
 * What a position pays: from `min` to `max` (the same for one figure) in `currency`, per `period`
 * (docs/design.md §17). The whole group or nothing.
 */
const Salary = object(
	'Salary',
	{
		min: number('Salary minimum', PAY, { required: true }),
		max: number('Salary maximum', PAY, { required: true }),
		currency,
		period: select('Salary period', SALARY_PERIODS, {
			message: 'Salary period must be year, month or hour',
			optionLabels: { year: 'Per year', month: 'Per month', hour: 'Per hour' },
		}),
	},
	{
		optional: true,
		hint: 'Optional: leave all four empty to say nothing about pay. The same minimum and maximum show one figure.',
		rules: [
			{
				check: (salary) => salary.min <= salary.max,
				message: 'Salary maximum must be at least the minimum',
				path: 'max',
			},
		],
	},
)

export const CareerInput = z
	.object({
		position_name: careerText(200, 'Position name', 'text'),
		job_description: careerText(20000, 'Job description', 'markdown'),
		// The facts of docs/design.md §17: all optional, so the seed's calls (which send none) are as before.
		department: optionalText('Department', 100),
		location: optionalText('Location', 200),
		workplace: select('Workplace', WORKPLACES, {
			emptyOption: 'Not said',
			message: 'Workplace must be onsite, hybrid or remote',
			optionLabels: WORKPLACE_LABELS,
		}),
		employment_type: select('Employment type', EMPLOYMENT_TYPES, {
			emptyOption: 'Not said',
			message: 'Employment type must be full_time, part_time, contract or internship',
			optionLabels: EMPLOYMENT_TYPE_LABELS,
		}),
		salary: Salary,
		valid_through: date('Closing date', { required: false }),
	})
	.meta({ description: `Both fields must be non-blank after trimming ('${CAREER_BLANK_MESSAGE}').` })

/** Open positions: the Career page and one page each. */
export const careers = defineContentType({
	name: 'careers',
	position: 80,
	label: { singular: 'Career', plural: 'Careers' },
	createSchema: CareerInput,
	slugFrom: 'position_name',
	api: {
		description: 'Open positions (`/career`).',
		recordName: 'Career',
		example: {
			position_name: 'Data Engineer',
			job_description: 'Build and run the pipelines behind our analytics products. Python and SQL.',
			department: 'Engineering',
			location: 'Lisbon, Portugal',
			workplace: 'hybrid',
			employment_type: 'full_time',
			salary: { min: 50_000, max: 65_000, currency: 'EUR', period: 'year' },
			valid_through: '2030-12-31',
		},
		updateExample: { position_name: 'Senior Data Engineer' },
	},
	admin: {
		list: { path: '/dashboard/career-admin', module: 'routes/admin/careers.tsx' },
		edit: { path: '/dashboard/career-admin/edit/:id', module: 'routes/admin/career-edit.tsx' },
		title: 'Admin Career Panel',
		tile: { label: 'Careers', text: 'Open positions', position: 40 },
		// Oldest first, as their screens always listed them.
		newestFirst: false,
		itemTitle: 'position_name',
		fields: {
			position_name: { placeholder: 'e.g. Data Engineer' },
			job_description: {
				rows: 6,
				hint: 'Format with the toolbar or / at the start of a line. A line break is kept as it is typed.',
			},
			department: { placeholder: 'e.g. Engineering' },
			location: { placeholder: 'e.g. Lisbon, Portugal', hint: 'The city and country the work is in.' },
			workplace: {},
			employment_type: {},
			salary: {},
			valid_through: {
				hint: 'The last day the position is open: it closes at the end of that day (UTC), leaves the careers page and its page says so. Empty: open until removed.',
			},
		},
		messages: {
			added: 'career uploaded successfully',
			updated: 'Career updated successfully',
			deleted: 'Career deleted',
		},
	},
	public: {
		list: { path: '/career', module: 'routes/careers.tsx' },
		item: { path: '/career/:slug', module: 'routes/career-detail.tsx' },
		listTitle: 'Career',
		// A closed position (its closing day is past, UTC) leaves the list, the sitemap and feeds; its page answers 410.
		ended: (career, at) => isClosed(career, at),
	},
})

// A position closes with no write: the caches empty at that moment (docs/decisions/0059-structured-positions.md).
closingSchedule(careers)
