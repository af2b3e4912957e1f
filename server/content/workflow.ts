import { z } from 'zod'

import { STATUSES } from '#shared/workflow.ts'

/**
 * The workflow fields every content type's records carry (docs/design.md §8). A create that leaves `status` out
 * publishes at once, as the seed's calls expect.
 */
export const WorkflowFields = {
	status: z.enum(STATUSES).default('published').meta({
		description:
			"`draft`: seen by the team only; `in_review`: a draft submitted for an editor's review; `published`: live from `publish_at` on (at once when null)",
	}),
	publish_at: z.iso
		.datetime({ offset: true, message: 'Give a date and time, such as 2026-12-01T09:00:00Z' })
		.nullable()
		.default(null)
		.meta({ description: 'When a published item goes live (ISO 8601; stored in UTC); null: at once' }),
}

/** Any offset the input names becomes UTC, so stored times compare as text on both databases. */
export const toUtc = (time: string | null): string | null => (time === null ? null : new Date(time).toISOString())
