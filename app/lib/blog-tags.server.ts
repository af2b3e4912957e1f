import type { AppLoadContext } from 'react-router'

import { TAG_PAGE_PREFIX, tagPath } from '#shared/blog-tags.ts'
import { blogTags, tagPage } from '#server/content/blog-tags.ts'
import type { Db } from '#server/db/database.ts'
import { blogPreview, newestFirst } from '#app/lib/content.server.ts'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { missingPage } from '#app/lib/preview.server.ts'
import { breadcrumbJsonLd, pageMeta, siteUrlOf } from '#app/lib/seo.server.ts'

/**
 * The blog's tags on the public site (docs/decisions/0058-seo-fields-and-tags.md): the links on a post and
 * on the blog's list, and a tag's page with its live posts. A post's save changes the content version, so
 * cached pages follow.
 */

/** A tag as a link shows it: its name and its page's address. */
export type TagLink = { name: string; path: string }

export const tagLinks = (tags: readonly string[]): TagLink[] => tags.map((name) => ({ name, path: tagPath(name) }))

/** The tags of the live posts, for the blog list's filters. */
export async function blogTagLinks(db: Db): Promise<TagLink[]> {
	return (await blogTags(db)).map((tag) => ({ name: tag.name, path: TAG_PAGE_PREFIX + tag.slug }))
}

type Args = { request: Request; context: AppLoadContext; url: URL; params: { slug?: string } }

/** `/blog/tag/{slug}`: its live posts, newest first; a tag no live post has is the 404 (or a redirect's). */
export async function loadTagPage(args: Args) {
	const { db } = args.context.services
	const found = args.params.slug ? await tagPage(db, args.params.slug) : undefined
	if (!found) return missingPage(args.request, args.context)
	const path = TAG_PAGE_PREFIX + found.slug
	const title = `Posts tagged ${found.name}`
	return withImageFacts(db, {
		meta: pageMeta(args, {
			title,
			description: `${title} on the ${args.context.settings.name} blog.`,
			path,
			jsonLd: [
				breadcrumbJsonLd(siteUrlOf(args), [
					['Blog', '/blog'],
					[found.name, path],
				]),
			],
		}),
		tag: { name: found.name, path },
		tags: await blogTagLinks(db),
		posts: newestFirst(found.posts).map(blogPreview),
	})
}
