import { HOME_SLUG } from '#shared/item-path.ts'

/**
 * The sample company's home page, About and privacy notice, built from blocks (docs/design.md §13, ADR 0044), added with
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
	// The privacy notice the careers' application form links to (docs/decisions/0060-job-applications.md).
	{
		title: 'Privacy notice',
		slug: 'privacy',
		description:
			'What Sigma Analytics keeps of the messages and job applications you send, for how long, and your rights.',
		image: '',
		blocks: [
			{ type: 'hero', variant: 'plain', heading: 'Privacy notice', text: '', image: null, button: null },
			{
				type: 'text',
				markdown: paragraphs(
					'## Contact messages',
					'When you write to us with the contact form we keep your name, e-mail address, phone number and message so that we can answer you. Only our team reads them, and we erase a message on request.',
					'## Job applications',
					'When you apply for a position we keep your name, e-mail address, phone number (if you give it), your message and your CV, to consider you for the position. You must agree to this before you apply. Only our administrators and editors read applications; each time one of them opens an application or downloads a CV, our audit log records who did it and when, but never what the application says.',
					'Your CV is stored privately: it is never published and has no public address. We erase an application and its CV 180 days after it arrives, or sooner when you ask us to (reply to the confirmation e-mail, or write to us). Our regular backups do not contain applications; a backup that does is made only when needed and deleted on the same schedule.',
					'Our server logs never record your name, e-mail address or what you send.',
					'## Your rights',
					'You may ask us what we keep about you, ask us to correct it, or ask us to erase it. Write to us with the contact form or at our e-mail address.',
				),
			},
		],
	},
] as const
