import { Feed } from 'feed'
import { APPLICATION_CATEGORIES } from '#shared/categories.ts'
import type { Db } from '#server/db/database.ts'
import { site } from '#app/site-config.ts'
import { markdownToPlainText, newestFirst } from '#app/lib/content.server.ts'
import { applications } from '#server/content/types/applications.ts'
import { blogs } from '#server/content/types/blogs.ts'
import { careers } from '#server/content/types/careers.ts'
import { consulting } from '#server/content/types/consulting.ts'
import { faqs } from '#server/content/types/faqs.ts'
import { partners } from '#server/content/types/partners.ts'
import { products } from '#server/content/types/products.ts'
import { testimonials } from '#server/content/types/testimonials.ts'
import { categoryQuery, PORTFOLIO_LISTS } from '#app/lib/seo.server.ts'

/**
 * The machine-readable side of the site (docs/decisions/0012-seo.md): the sitemap, robots.txt and the
 * blog's RSS feed. Each is a resource route (app/routes/sitemap.ts, robots.ts, blog-rss.ts), so it goes
 * through the response cache like a page and changes with the next content write.
 */

export const BLOG_DESCRIPTION = 'Notes on computer vision, language AI, analytics and building software that lasts.'
export const BLOG_FEED_PATH = '/blog/rss.xml'

/** The later of two ISO 8601 UTC timestamps (both databases store them in one format, so they sort as text). */
const later = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a)
const newest = (items: ReadonlyArray<{ updated_at: string }>) =>
	items.reduce<string | undefined>((max, item) => later(max, item.updated_at), undefined)

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char)

type SitemapEntry = { path: string; lastmod?: string }

/**
 * Every public page and item. A list's `lastmod` is the newest `updated_at` of what it shows; pages
 * whose text lives in the code (about, contact, the portfolio overview) have none.
 */
export async function sitemapXml(db: Db, siteUrl: string): Promise<string> {
	const [applicationList, productList, consultingList, posts, positions, testimonialList, partnerList, faqList] =
		await Promise.all([
			applications.list(db),
			products.list(db),
			consulting.list(db),
			blogs.list(db),
			careers.list(db),
			testimonials.list(db),
			partners.list(db),
			faqs.list(db),
		])
	const listWithItems = (path: string, items: ReadonlyArray<{ id: number; updated_at: string }>): SitemapEntry[] => [
		{ path, lastmod: newest(items) },
		...newestFirst(items).map((item) => ({ path: `${path}/${item.id}`, lastmod: item.updated_at })),
	]
	const entries: SitemapEntry[] = [
		{ path: '/', lastmod: newest([...testimonialList, ...partnerList, ...faqList]) },
		{ path: '/about' },
		{ path: '/contact-us' },
		{ path: '/portfolio' },
		...listWithItems(PORTFOLIO_LISTS.applications.path, applicationList),
		// A category filter selects distinct content, so each one that shows something is a page of its own.
		...APPLICATION_CATEGORIES.map((category) => ({
			path: PORTFOLIO_LISTS.applications.path + categoryQuery(category),
			lastmod: newest(applicationList.filter((item) => item.category === category)),
		})).filter((entry) => entry.lastmod !== undefined),
		...listWithItems(PORTFOLIO_LISTS.products.path, productList),
		...listWithItems(PORTFOLIO_LISTS.consulting.path, consultingList),
		...listWithItems('/blog', posts),
		...listWithItems('/career', positions),
		// Changes only with a deploy, so no date.
		{ path: '/api-reference' },
	]
	const urls = entries.map(
		({ path, lastmod }) =>
			`<url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
	)
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * Crawlers may read everything but the admin area: its screens (/admin…, /dashboard…), the personal
 * data of /contact_submissions and the upload endpoint (`$`: not /uploads/, which holds the pictures).
 * The same paths answer `X-Robots-Tag: noindex` (server/cache/policy.ts: isPrivatePath).
 */
export const robotsTxt = (siteUrl: string) =>
	[
		'User-agent: *',
		'Disallow: /admin',
		'Disallow: /dashboard',
		'Disallow: /contact_submissions',
		'Disallow: /upload$',
		'',
		`Sitemap: ${siteUrl}/sitemap.xml`,
		'',
	].join('\n')

/** How many of the newest posts the feed carries. */
const FEED_POSTS = 50

/** The blog as RSS 2.0, newest post first; the `feed` package writes (and escapes) the XML. */
export async function blogRss(db: Db, siteUrl: string): Promise<string> {
	const posts = newestFirst(await blogs.list(db)).slice(0, FEED_POSTS)
	const lastChange = newest(posts)
	const feed = new Feed({
		title: `${site.name} Blog`,
		description: BLOG_DESCRIPTION,
		id: `${siteUrl}/blog`,
		link: `${siteUrl}/blog`,
		language: 'en',
		copyright: `© ${site.copyrightYear} ${site.name}`,
		updated: lastChange ? new Date(lastChange) : undefined,
		generator: false,
		feedLinks: { rss: siteUrl + BLOG_FEED_PATH },
	})
	for (const post of posts) {
		feed.addItem({
			title: post.heading,
			// No id: the link is the item's guid, marked as a permalink.
			link: `${siteUrl}/blog/${post.id}`,
			date: new Date(post.created_at),
			description: markdownToPlainText(post.body, 400),
		})
	}
	return feed.rss2()
}
