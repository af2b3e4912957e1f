import { z } from 'zod'
import { defineCollection } from '#server/content/collection.ts'
import { requiredText } from '#server/content/fields.ts'

export const FaqInput = z.object({
	question: requiredText('Question', 500),
	answer: requiredText('Answer', 5000),
})

export const faqs = defineCollection({ table: 'faqs', label: 'FAQ', createSchema: FaqInput })
