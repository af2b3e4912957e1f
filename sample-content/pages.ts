import { HOME_SLUG } from '#shared/item-path.ts'

/**
 * The sample company's home page and About, built from blocks (docs/design.md §13, ADR 0044), added with
 * the sample content in place of the neutral starter pages: their sections and order are docs/product.md's,
 * so every text it quotes holds on a fresh start; the admin edits them on the Pages screen like any page.
 */
const paragraphs = (...parts: string[]) => parts.join('\n\n')

export const SAMPLE_PAGES = [
	{
		title: 'Home',
		slug: HOME_SLUG,
		description: '',
		image: '',
		blocks: [
			{
				type: 'hero',
				variant: 'banner',
				heading: 'Analytics, AI and software that move your business',
				text: 'Computer vision, natural language processing, cognitive computing, business intelligence, IoT analytics and data science, built into products your people use every day.',
				image: null,
				button: { label: 'See Our Works', url: '/portfolio' },
			},
			{
				type: 'portfolio_categories',
				heading: 'What we do',
				text: 'From a first prototype to a product in production, and the advice in between.',
			},
			{ type: 'testimonials', heading: 'Testimonials', text: 'What the people we work with say about us.' },
			{
				type: 'contact_form',
				heading: "Let's talk about your project",
				text: 'Tell us about your product, your data or your idea. We answer every message within one working day.',
			},
			{
				type: 'process',
				heading: 'How we work for your product or application development?',
				steps: [
					{
						title: 'Concept Design',
						text: 'We shape the idea with you: goals, users, data and a plan you can hold us to.',
					},
					{
						title: 'Prototype or MVP',
						text: 'A working first version in weeks, so real people can try it and the numbers can speak.',
					},
					{
						title: 'User Testing',
						text: 'We watch how people use it, measure what matters and refine what gets in their way.',
					},
					{
						title: 'Product development',
						text: 'We build the full product to production quality, then ship, monitor and improve it.',
					},
				],
				note: 'We also offer support and maintenance for semi- or fully developed applications, in any technology.',
			},
			{ type: 'partners', heading: 'Our Clients', text: '' },
			{ type: 'faqs', heading: 'Frequently Asked Questions', text: '' },
		],
	},
	{
		title: 'About Us',
		slug: 'about',
		description:
			'Sigma Analytics: computer vision, NLP, cognitive computing and B2B analytics products from Bhubaneswar, Odisha.',
		image: '',
		blocks: [
			{
				type: 'hero',
				variant: 'plain',
				heading: 'About Us',
				text: 'Sigma Analytics turns data into decisions: we research, design and build intelligent software for businesses.',
				image: null,
				button: null,
			},
			{
				type: 'text',
				markdown: paragraphs(
					'We are a team of engineers, data scientists and designers working on computer vision, natural language processing and cognitive computing. We help companies see what their images and videos contain, understand what their documents and customers say, and reason over the knowledge they already have.',
					'Alongside custom work we build B2B products: ready-to-deploy platforms for visual inspection, document intelligence and business intelligence dashboards that plug into the systems you already run.',
					'Whether you need a prototype next month or a partner for years, we bring the same care: clear plans, honest estimates, and software that keeps working after launch.',
				),
			},
			{ type: 'services', heading: 'What we work on', text: '' },
			{
				type: 'contact_details',
				heading: 'Contact details',
				button: { label: 'Write to us', url: '/contact-us' },
			},
		],
	},
] as const
