import { z } from 'zod'
import { defineContentType } from '#server/content/content-type.ts'
import { requiredText } from '#server/content/fields.ts'

export const FaqInput = z.object({
	question: requiredText('Question', 500),
	answer: requiredText('Answer', 5000),
})

/** The questions and answers of the home page's FAQ section. */
export const faqs = defineContentType({
	name: 'faqs',
	position: 30,
	label: { singular: 'FAQ', plural: 'FAQs' },
	createSchema: FaqInput,
	api: {
		recordName: 'Faq',
		example: {
			question: 'How long does a prototype take?',
			answer: 'Most prototypes take four to eight weeks, depending on the data we start from.',
		},
		updateExample: { answer: 'Usually four to eight weeks.' },
	},
	admin: {
		list: { path: '/dashboard/edit-FAQ', module: 'routes/admin/faqs.tsx' },
		edit: { path: '/dashboard/edit-FAQ/:id', module: 'routes/admin/faq-edit.tsx' },
		title: 'Admin FAQ Management',
		tile: { label: 'FAQ', text: 'Questions and answers' },
		itemTitle: 'question',
		fields: { question: { kind: 'text' }, answer: { kind: 'textarea', rows: 4 } },
		messages: { added: 'FAQ added', updated: 'FAQ updated successfully', deleted: 'FAQ deleted' },
	},
	public: { shownOn: '/' },
})
