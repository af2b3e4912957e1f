import { Feed } from 'feed'

import { authorPath } from '#shared/authors.ts'
import { TAG_PAGE_PREFIX } from '#shared/blog-tags.ts'
import { itemPath } from '#shared/item-path.ts'
import { authorsByIds, authorsWithPages } from '#server/content/authors.ts'
import { blogTags } from '#server/content/blog-tags.ts'
import {
	changedAt,
	type ContentType,
	newestChange,
	shownItems,
	type SitemapEntry,
} from '#server/content/content-type.ts'
import { contentTypes } from '#server/content/registry.ts'
import { blogs } from '#server/content/types/blogs.ts'
import { settings } from '#server/content/types/settings.ts'
import type { Db } from '#server/db/database.ts'
import { markdownToPlainText, newestFirst } from '#app/lib/content.server.ts'
import { copyrightYears } from '#app/lib/site-settings.ts'

/**
 * The machine-readable side of the site (docs/decisions/0012-seo.md): the sitemap, robots.txt and the
 * blog's RSS feed. Each is a resource route (app/routes/sitemap.ts, robots.ts, blog-rss.ts), so it goes
 * through the response cache like a page and changes with the next content write.
 */

/** The blog's description (its list page and its feed), in the company's name. */
export const blogDescription = (companyName: string) =>
	`News, notes and lessons from ${companyName}: what we build, how we build it and what we learn on the way.`
export const BLOG_FEED_PATH = '/blog/rss.xml'

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char)

/** A content type's pages: its list (dated by the newest item), each item's page, and its extra pages. */
function entriesOf(type: ContentType, items: Awaited<ReturnType<ContentType['list']>>): SitemapEntry[] {
	const { list, item } = type.public ?? {}
	return [
		...(list ? [{ path: list.path, lastmod: newestChange(items) }] : []),
		...(item
			? newestFirst(items).map((shown) => ({ path: itemPath(item.path, shown), lastmod: changedAt(shown) }))
			: []),
		...(type.public?.sitemapExtras?.(items) ?? []),
	]
}

/**
 * Every public page and item, from the content types' definitions (server/content/types/). A list's
 * `lastmod` is the newest `updated_at` of what it shows (the home page: its own and the types' shown on it);
 * pages whose text lives in the code (contact, the portfolio overview, the API reference) have none.
 */
export async function sitemapXml(db: Db, siteUrl: string): Promise<string> {
	// A closed position is no page of the sitemap (`public.ended`, ADR 0059).
	const lists = await Promise.all(
		contentTypes.map(async (type) => ({ type, items: shownItems(type, await type.list(db)) })),
	)
	const shownOn = (path: string) => lists.filter(({ type }) => type.public?.shownOn === path).flatMap((l) => l.items)
	const typeEntries = lists.flatMap(({ type, items }) => entriesOf(type, items))
	// The home page (a page built from blocks) changes too when what it shows from other types does.
	const home = typeEntries.find((entry) => entry.path === '/')
	const homeShows = newestChange(shownOn('/'))
	const entries: SitemapEntry[] = [
		// ISO 8601 UTC timestamps sort as text.
		...(home ? [{ path: '/', lastmod: [home.lastmod, homeShows].filter(Boolean).sort().at(-1) }] : []),
		{ path: '/contact-us' },
		{ path: '/portfolio' },
		...typeEntries.filter((entry) => entry !== home),
		// The authors' pages (docs/design.md §15): those with a live post have one.
		...(await authorsWithPages(db)).map(({ slug, lastmod }) => ({ path: authorPath(slug), lastmod })),
		// The tags' pages (ADR 0058): those a live post has.
		...(await blogTags(db)).map(({ slug, lastmod }) => ({ path: TAG_PAGE_PREFIX + slug, lastmod })),
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
 * data of /contact_submissions, the upload endpoint (`$`: not /uploads/, which holds the pictures) and the
 * invitations' pages (docs/design.md §15).
 * The same paths answer `X-Robots-Tag: noindex` (server/cache/policy.ts: isPrivatePath).
 */
export const robotsTxt = (siteUrl: string) =>
	[
		'User-agent: *',
		'Disallow: /admin',
		'Disallow: /dashboard',
		'Disallow: /contact_submissions',
		'Disallow: /upload$',
		'Disallow: /invitations/',
		'',
		`Sitemap: ${siteUrl}/sitemap.xml`,
		'',
	].join('\n')

/** How many of the newest posts the feed carries. */
const FEED_POSTS = 50

/** Dublin Core, whose `dc:creator` names a post's author without an e-mail address (RSS 2.0's `author` needs one). */
const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/'

/**
 * The blog as RSS 2.0, newest post first; the `feed` package writes (and escapes) the XML. Each post a user
 * wrote names them in `dc:creator` (docs/design.md §15).
 */
export async function blogRss(db: Db, siteUrl: string): Promise<string> {
	const posts = newestFirst(await blogs.list(db)).slice(0, FEED_POSTS)
	const authors = await authorsByIds(
		db,
		posts.map((post) => post.created_by),
	)
	const lastChange = newestChange(posts)
	const site = await settings.get(db)
	const feed = new Feed({
		title: `${site.name} Blog`,
		description: blogDescription(site.name),
		id: `${siteUrl}/blog`,
		link: `${siteUrl}/blog`,
		language: 'en',
		copyright: `© ${copyrightYears()} ${site.name}`,
		updated: lastChange ? new Date(lastChange) : undefined,
		generator: false,
		feedLinks: { rss: siteUrl + BLOG_FEED_PATH },
	})
	for (const post of posts) {
		const author = post.created_by ? authors.get(post.created_by) : undefined
		feed.addItem({
			title: post.heading,
			// No id: the link is the item's guid, marked as a permalink.
			link: siteUrl + itemPath(blogs.public!.item!.path, post),
			// When it went out: a scheduled post on its day, not the day it was written.
			date: new Date(post.publish_at ?? post.created_at),
			// The post's excerpt where it has one (ADR 0058), else its body's first words.
			description: post.excerpt.trim() || markdownToPlainText(post.body, 400),
			extensions: author ? [{ name: 'dc:creator', objects: { _text: author.name } }] : [],
		})
	}
	// The package declares the namespace only for content it writes itself.
	const xml = feed.rss2()
	return xml.includes('xmlns:dc=')
		? xml
		: xml.replace('<rss version="2.0"', `<rss version="2.0" xmlns:dc="${DC_NAMESPACE}"`)
}
