import { type AdminApi, unique } from '#tests/e2e/support/fixtures.ts'
import { VIDEO_URL } from '#tests/e2e/support/helpers.ts'
import { SAMPLE_COMPANY as site } from '#sample-content/company.ts'

type Json = Record<string, unknown>

/** Creates the items one after the other (so ids rise in this order) and returns them with their ids. */
export async function createAll<const Items extends readonly Json[]>(
	admin: AdminApi,
	collection: string,
	items: Items,
): Promise<{ -readonly [K in keyof Items]: Items[K] & { id: number; slug: string } }> {
	const created: Array<Json & { id: number; slug: string }> = []
	for (const item of items) created.push(await admin.create(collection, item))
	return created as unknown as { -readonly [K in keyof Items]: Items[K] & { id: number; slug: string } }
}

/** A public page, texts its server-rendered HTML must contain, and its status when not 200. */
export type PublicPage = { path: string; texts: string[]; status?: number }

/** The path of the 404 page in {@link createOneOfEach}'s list. */
export const MISSING_PAGE_PREFIX = '/no-such-page-'

/** One item of every kind, with everything filled in (pictures, a rating, videos, long addresses). */
export async function createItemsOfEachKind(admin: AdminApi) {
	const tag = unique()
	const picture = await admin.upload({ color: '#0f766e' })
	// Real texts hold long addresses that no narrow screen fits on one line.
	const link = `https://example.com/reports/2024/ComputerVisionQualityInspectionBenchmarkFor${tag}`
	const [partner, faq, testimonial, application, product, consulting, blog, career] = await Promise.all([
		admin.create('partners', { partner_name: `Partner ${tag}`, image_url: picture }),
		admin.create('faqs', { question: `How do sweeps work ${tag}`, answer: `They visit every page ${tag}` }),
		admin.create('testimonials', {
			name: `Sweep Client ${tag}`,
			position: 'Chief Data Officer',
			message: `Every page works ${tag}`,
			stars: 4.5,
			picture,
			linkedin: 'https://www.linkedin.com/in/example',
		}),
		admin.create('applications', {
			title: `Sweep Application ${tag}`,
			description: `An application for the sweep ${tag}`,
			picture: [picture, picture],
			category: 'AI',
			youtube_link: VIDEO_URL,
		}),
		admin.create('products', {
			title: `Sweep Product ${tag}`,
			description: `A product for the sweep ${tag}. Specification: ${link}`,
			picture,
			youtube_link: VIDEO_URL,
		}),
		admin.create('consulting', {
			title: `Sweep Consulting ${tag}`,
			description: `Advice for the sweep ${tag}`,
			picture,
		}),
		admin.create('blogs', {
			heading: `Sweep Post ${tag}`,
			picture,
			body: `## Findings\n\nA post for the sweep ${tag}. The full report lives at ${link}.\n\n- one\n- two`,
			// Its tag's page is at /blog/tag/sweep-{tag} (ADR 0058).
			tags: [`Sweep ${tag}`],
		}),
		admin.create('careers', {
			position_name: `Sweep Engineer ${tag}`,
			job_description: `Build things ${tag}. Read ${link}`,
		}),
	])
	return { tag, partner, faq, testimonial, application, product, consulting, blog, career }
}

export type ItemsOfEachKind = Awaited<ReturnType<typeof createItemsOfEachKind>>

/**
 * One item of every kind, and the list of every public route showing them (the 404 page included): the
 * whole-site checks walk this list.
 */
export async function createOneOfEach(admin: AdminApi): Promise<PublicPage[]> {
	return pagesShowing(await createItemsOfEachKind(admin))
}

function pagesShowing(items: ItemsOfEachKind): PublicPage[] {
	const { tag, partner, faq, testimonial, application, product, consulting, blog, career } = items
	const text = (item: Json, ...keys: string[]) => keys.map((key) => String(item[key]))
	return [
		{
			path: '/',
			texts: [
				site.tagline,
				...text(testimonial, 'name', 'message'),
				...text(faq, 'question'),
				...text(partner, 'partner_name'),
			],
		},
		{ path: '/about', texts: ['About Us', 'computer vision', site.address.city] },
		{ path: '/contact-us', texts: ['Contact Us', 'Send Message', site.email] },
		{ path: '/portfolio', texts: ['Software Development', 'Consulting', 'Products'] },
		{ path: '/portfolio/software-development', texts: text(application, 'title') },
		{ path: `/portfolio/software-development/${application.slug}`, texts: text(application, 'title', 'description') },
		{ path: '/portfolio/products', texts: text(product, 'title') },
		{ path: `/portfolio/products/${product.slug}`, texts: text(product, 'title', 'description') },
		{ path: '/portfolio/consulting', texts: text(consulting, 'title') },
		{ path: `/portfolio/consulting/${consulting.slug}`, texts: text(consulting, 'title', 'description') },
		{ path: '/blog', texts: text(blog, 'heading') },
		{ path: `/blog/${blog.slug}`, texts: [...text(blog, 'heading'), `A post for the sweep ${tag}`] },
		{ path: '/career', texts: text(career, 'position_name') },
		{ path: `/career/${career.slug}`, texts: text(career, 'position_name', 'job_description') },
		{ path: '/api-reference', texts: ['API reference', 'Add a partner', '/openapi.json'] },
		{ path: `${MISSING_PAGE_PREFIX}${tag}`, texts: ['Oops! Page Not Found'], status: 404 },
	]
}
