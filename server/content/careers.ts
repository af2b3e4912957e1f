import { z } from 'zod'
import { CAREER_BLANK_MESSAGE } from '#shared/career-rules.ts'
import { defineCollection } from '#server/content/collection.ts'
import { hasNul, noNul } from '#server/content/fields.ts'

const careerText = (max: number, label: string) =>
	z
		.string({ error: CAREER_BLANK_MESSAGE })
		.trim()
		.min(1, CAREER_BLANK_MESSAGE)
		.max(max, `${label} must be at most ${max} characters`)
		.refine(noNul, hasNul(label))

export const CareerInput = z
	.object({
		position_name: careerText(200, 'Position name'),
		job_description: careerText(20000, 'Job description'),
	})
	.meta({ description: `Both fields must be non-blank after trimming ('${CAREER_BLANK_MESSAGE}').` })

export const careers = defineCollection({ table: 'careers', label: 'Career', createSchema: CareerInput })
