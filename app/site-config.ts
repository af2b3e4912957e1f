/**
 * The company behind the site. A company adopting the product edits this one file: every page, the
 * header, the footer and the contact details read from here.
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
	/** The year the site's copyright starts (docs/product.md's 'copyright line for 2024'). */
	copyrightYear: 2024,
} as const

/**
 * The footer's years: '2024' in 2024, then '2024–<this year>', the year read when the page is rendered (on the
 * server: public pages never run in the browser), so the line never goes out of date.
 */
export function copyrightYears(now = new Date()): string {
	const year = now.getUTCFullYear()
	return year > site.copyrightYear ? `${site.copyrightYear}–${year}` : String(site.copyrightYear)
}

export const formattedAddress = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`
