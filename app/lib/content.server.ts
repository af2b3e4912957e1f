import { data } from 'react-router'

import { parseIdParam } from '#shared/ids.ts'
import { itemPath } from '#shared/item-path.ts'
import { markdownToPlainText } from '#shared/markdown.ts'
import { blogs } from '#server/content/types/blogs.ts'
import type { Db } from '#server/db/database.ts'

/**
 * What the React Router routes' loaders and actions use of the domain layer besides the content types
 * (which they import from server/content/types/ themselves). Server-only: the build refuses it in
 * browser code.
 */
export { contactSubmissions } from '#server/content/contact-submissions.ts'
export { jobApplications } from '#server/content/job-applications.ts'
export { contentTypes, singletons } from '#server/content/registry.ts'
export { ConflictError, NotFoundError, ValidationError } from '#server/content/errors.ts'
export { markdownToPlainText, renderMarkdown, renderMarkdownParts } from '#shared/markdown.ts'

type BlogPost = Awaited<ReturnType<typeof blogs.list>>[number]

/** An item with its page's address (`path`), for a list's links: the type's pattern and the item's slug. */
export const withPagePath =
	(type: { public?: { item?: { path: string } } }) =>
	<T extends { id: number; slug?: unknown }>(item: T): T & { path: string } => ({
		...item,
		path: itemPath(type.public!.item!.path, item),
	})

/** Plenty for a card's clamped summary (app/components/card-grid.tsx), short of a long description's weight. */
const CARD_SUMMARY_LENGTH = 300

/** A portfolio item for a list's card: its page's address, and its description (Markdown) as plain text. */
export const withCardSummary =
	(type: Parameters<typeof withPagePath>[0]) =>
	<T extends { id: number; slug?: unknown; description: string }>(item: T): T & { path: string } => ({
		...withPagePath(type)(item),
		description: markdownToPlainText(item.description, CARD_SUMMARY_LENGTH),
	})

/** What a blog card shows: the heading, picture, the excerpt or a plain-text preview of the body (ADR 0058), and when it went out. */
export const blogPreview = (post: BlogPost) => ({
	id: post.id,
	path: withPagePath(blogs)(post).path,
	heading: post.heading,
	picture: post.picture,
	preview: post.excerpt.trim() || markdownToPlainText(post.body, 180),
	published: post.publish_at ?? post.created_at,
})

/** The live blog posts for a list, newest first. */
export async function blogPreviews(db: Db) {
	return newestFirst(await blogs.list(db)).map(blogPreview)
}

/** docs/product.md's lists show the newest first; the API (and the database) give the oldest first. */
export const newestFirst = <T>(items: readonly T[]): T[] => [...items].reverse()

/**
 * The item after `id` in a public list's order (newest first), wrapping round to the newest, for a detail
 * page's "next" link; none when the list holds nothing else. An item not in the list (a draft's preview)
 * is followed by the newest, as it will be once published.
 */
export function nextItemLink<T extends { id: number; slug?: unknown; title: string }>(
	type: Parameters<typeof withPagePath>[0],
	items: readonly T[],
	id: number,
): { title: string; path: string } | undefined {
	const ordered = newestFirst(items)
	const next = ordered[(ordered.findIndex((item) => item.id === id) + 1) % ordered.length]
	return next && next.id !== id ? { title: next.title, path: withPagePath(type)(next).path } : undefined
}

/** The item a detail page shows, or the 404 page (a thrown 404 response reaches the layout's boundary). */
export async function findOr404<T, Options>(
	collection: { get(db: Db, id: number, options?: Options): Promise<T | undefined> },
	db: Db,
	rawId: string | undefined,
	options?: Options,
): Promise<T> {
	const id = parseIdParam(rawId)
	const item = id === undefined ? undefined : await collection.get(db, id, options)
	if (!item) throw data(null, { status: 404, statusText: 'Not Found' })
	return item
}
