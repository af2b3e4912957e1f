import { z } from 'zod'

import { CAREER_BLANK_MESSAGE } from '#shared/career-rules.ts'
import { defineContentType } from '#server/content/content-type.ts'
import { describeField } from '#server/content/field-kinds/kind.ts'
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

export const CareerInput = z
	.object({
		position_name: careerText(200, 'Position name', 'text'),
		job_description: careerText(20000, 'Job description', 'markdown'),
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
	},
})
