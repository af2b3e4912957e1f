import { z } from 'zod'

import { defineContentType } from '#server/content/content-type.ts'
import { markdown } from '#server/content/field-kinds/kinds/markdown.ts'
import { requiredText } from '#server/content/field-kinds/kinds/text.ts'

export const FaqInput = z.object({
	question: requiredText('Question', 500),
	answer: markdown('Answer', 5000, { required: true }),
})

/** The questions and answers of the home page's FAQ section. */
export const faqs = defineContentType({
	name: 'faqs',
	position: 20,
	label: { singular: 'FAQ', plural: 'FAQs' },
	createSchema: FaqInput,
	api: {
		description: 'The questions and answers on the home page.',
		recordName: 'Faq',
		example: {
			question: 'How long does a prototype take?',
			answer: 'Most prototypes take four to eight weeks, depending on the data we start from.',
		},
		updateExample: { answer: 'Usually four to eight weeks.' },
	},
	admin: {
		// The generic screens (app/routes/admin/content-list.tsx, content-edit.tsx), with docs/product.md's texts.
		list: { path: '/dashboard/edit-FAQ' },
		edit: { path: '/dashboard/edit-FAQ/:id' },
		title: 'Admin FAQ Management',
		tile: { label: 'FAQ', text: 'Questions and answers', position: 30 },
		itemTitle: 'question',
		itemPreview: 'answer',
		// In the order the home page shows them.
		newestFirst: false,
		texts: {
			addHeading: 'Add a question',
			listHeading: 'Questions',
			empty: 'No questions yet.',
			editHeading: 'Question and answer',
		},
		fields: { question: {}, answer: { rows: 4 } },
		messages: { added: 'FAQ added', updated: 'FAQ updated successfully', deleted: 'FAQ deleted' },
	},
	public: { shownOn: '/' },
})
