/**
 * The sample company's words as the default social image (scripts/share-images.ts) and the tests read them.
 * The site itself reads its settings (server/content/types/settings.ts, whose initial record says the same).
 */
export const site = {
	name: 'Sigma Analytics',
	shortName: 'Sigma',
	tagline: 'Analytics, AI and software that move your business',
	description:
		'Sigma Analytics builds computer vision, natural language processing, cognitive computing and business intelligence solutions, and the software that puts them to work.',
	phone: '+91 674 255 0199',
	email: 'hello@sigma-analytics.example',
	address: {
		street: 'Plot 42, Infocity Road, Chandrasekharpur',
		city: 'Bhubaneswar',
		region: 'Odisha',
		postalCode: '751024',
		country: 'India',
		/** ISO 3166-1 alpha-2, for structured data (schema.org's addressCountry). */
		countryCode: 'IN',
	},
	social: [
		{ name: 'LinkedIn', href: 'https://www.linkedin.com/company/sigma-analytics-example' },
		{ name: 'X (Twitter)', href: 'https://x.com/sigma_analytics_example' },
		{ name: 'Facebook', href: 'https://www.facebook.com/sigma.analytics.example' },
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
} as const
