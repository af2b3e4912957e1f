import type { AppLoadContext } from 'react-router'

import { authorPath } from '#shared/authors.ts'
import { type Author, authorOf, authorPage } from '#server/content/authors.ts'
import { blogPreview, newestFirst } from '#app/lib/content.server.ts'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { missingPage } from '#app/lib/preview.server.ts'
import { authorMeta } from '#app/lib/seo.server.ts'

/**
 * Authors on the public site (docs/design.md §15, docs/decisions/0053-author-pages.md): a post's byline and
 * an author's page. Both read the profile as it is now; a profile save bumps the content version, so cached
 * pages show the change at the next request.
 */

/** What a byline shows: the name, linking to the author's page when they have an address, and the photo. */
export type BylineView = { name: string; path: string | undefined; photo: string }

const bylineOf = (author: Author): BylineView => ({
	name: author.name,
	path: author.slug ? authorPath(author.slug) : undefined,
	photo: author.photo,
})

/** The byline of an item (its `created_by`); none for what no user made (the sample content). */
export async function bylineFor(context: AppLoadContext, item: { created_by?: number | null }) {
	const author = await authorOf(context.services.db, item)
	return author && { view: bylineOf(author), author }
}

type Args = { request: Request; context: AppLoadContext; url: URL; params: { slug?: string } }

/**
 * `/blog/author/{slug}`: the author's name, photo, bio and live posts, newest first. An unknown slug, or an
 * author without a live post, is the redirects list's (an earlier name's address answers 301) or the 404.
 */
export async function loadAuthorPage(args: Args) {
	const { db } = args.context.services
	const found = args.params.slug ? await authorPage(db, args.params.slug) : undefined
	if (!found) return missingPage(args.request, args.context)
	const { author, posts } = found
	const slug = author.slug!
	return withImageFacts(db, {
		meta: authorMeta(args, { name: author.name, slug, bio: author.bio, photo: author.photo }),
		author: { name: author.name, bio: author.bio, photo: author.photo },
		posts: newestFirst(posts).map(blogPreview),
	})
}
