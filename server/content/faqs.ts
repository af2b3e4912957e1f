import { z } from 'zod'
import { defineCollection } from './collection'
import { requiredText } from './fields'

export const FaqInput = z.object({
	question: requiredText('Question', 500),
	answer: requiredText('Answer', 5000),
})

export const faqs = defineCollection({ table: 'faqs', label: 'FAQ', createSchema: FaqInput })
