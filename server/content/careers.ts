import { z } from 'zod'
import { defineCollection } from './collection'
import { hasNul, noNul } from './fields'

export const CAREER_BLANK_MESSAGE = 'Both position name and job description are required.'

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
