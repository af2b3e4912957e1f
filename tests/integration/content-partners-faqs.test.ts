import { describe } from 'vitest'

import { describeCollection, setUpApp, text, url } from '#tests/integration/content-api-suite.ts'

const ctx = setUpApp()

describe('partners', () => {
	describeCollection(ctx, {
		path: '/partners',
		auth: true,
		full: { partner_name: 'Acme Analytics', image_url: '/uploads/acme-logo.webp' },
		other: { partner_name: 'Globex Computing', image_url: 'https://cdn.example.com/globex.png' },
		partial: { partner_name: 'Acme Analytics Ltd' },
		required: [
			['partner_name', 'Partner name is required'],
			['image_url', 'Image is required'],
		],
		maxLengths: [
			['partner_name', 120, text],
			['image_url', 2048, url],
		],
		urlFields: ['image_url'],
	})
})

describe('faqs', () => {
	describeCollection(ctx, {
		path: '/faqs',
		auth: true,
		full: { question: 'What do you offer?', answer: 'Analytics, computing and software services.' },
		other: { question: 'Where are you based?', answer: 'Remote-first,\nwith an office in town.' },
		partial: { answer: 'Data engineering, BI dashboards and custom software.' },
		required: [
			['question', 'Question is required'],
			['answer', 'Answer is required'],
		],
		maxLengths: [
			['question', 500],
			['answer', 5000],
		],
	})
})
