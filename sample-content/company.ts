import type { SiteSettings } from '#server/content/types/settings.ts'

/**
 * The sample company's settings (docs/product.md), saved on a new database with the sample content
 * (server/ops/sample-content.ts). The site reads them like any company's, from its settings; the tests
 * and the default social picture's script read them here.
 */
export const SAMPLE_COMPANY = {
	name: 'Sigma Analytics',
	tagline: 'Analytics, AI and software that move your business',
	description:
		'Sigma Analytics builds computer vision, natural language processing, cognitive computing and business intelligence solutions, and the software that puts them to work.',
	phone: '+91 674 255 0199',
	email: 'hello@sigma-analytics.example',
	address: {
		street: 'Plot 42, Infocity Road, Chandrasekharpur',
		city: 'Bhubaneswar',
		region: 'Odisha',
		postal_code: '751024',
		country: 'India',
		country_code: 'IN',
	},
	social: [
		{ name: 'LinkedIn', url: 'https://www.linkedin.com/company/sigma-analytics-example' },
		{ name: 'X (Twitter)', url: 'https://x.com/sigma_analytics_example' },
		{ name: 'Facebook', url: 'https://www.facebook.com/sigma.analytics.example' },
	],
	services: [
		'Computer Vision',
		'Natural Language Processing',
		'Cognitive Computing',
		'Artificial Intelligence',
		'Business Intelligence',
		'IoT Analytics',
		'Data Science',
	],
	title_template: '%s | {name}',
} satisfies Partial<SiteSettings>
