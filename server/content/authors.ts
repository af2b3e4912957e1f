import { newestChange } from '#server/content/content-type.ts'
import { blogs } from '#server/content/types/blogs.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The team as the public site shows it (docs/design.md §15, docs/decisions/0053-author-pages.md): the
 * author of a post (its `created_by`) with what their profile says, and an author's page with their live
 * posts. A removed user is still the author of what they wrote; a user with no live post has no page.
 */

export type Author = {
	id: number
	name: string
	/** None for a user made without one (server/auth/profile.ts gives it on their first profile read). */
	slug: string | null
	bio: string
	photo: string
	updated_at: string
}

const AUTHOR_COLUMNS = ['id', 'name', 'slug', 'bio', 'photo', 'updated_at'] as const

/** The authors with these ids, by id (ids no user has are left out). */
export async function authorsByIds(db: Db, ids: Iterable<number | null | undefined>): Promise<Map<number, Author>> {
	const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))]
	if (wanted.length === 0) return new Map()
	const rows = await db.selectFrom('admin_users').select(AUTHOR_COLUMNS).where('id', 'in', wanted).execute()
	return new Map(rows.map((row) => [row.id, row]))
}

/** The names of the users with these ids (who saved an item's versions: the history screen). */
export async function userNames(db: Db, ids: Iterable<number | null | undefined>): Promise<Map<number, string>> {
	return new Map([...(await authorsByIds(db, ids))].map(([id, author]) => [id, author.name]))
}

/** The author of an item (its `created_by`); none for what no user made (the sample content). */
export async function authorOf(db: Db, item: { created_by?: number | null }): Promise<Author | undefined> {
	return item.created_by ? (await authorsByIds(db, [item.created_by])).get(item.created_by) : undefined
}

type Post = Awaited<ReturnType<typeof blogs.list>>[number]

/** The author whose page is at `slug`, with their live posts (the oldest first, as lists come); none without one. */
export async function authorPage(db: Db, slug: string): Promise<{ author: Author; posts: Post[] } | undefined> {
	const author = await db.selectFrom('admin_users').select(AUTHOR_COLUMNS).where('slug', '=', slug).executeTakeFirst()
	if (!author) return undefined
	const posts = (await blogs.list(db)).filter((post) => post.created_by === author.id)
	return posts.length > 0 ? { author, posts } : undefined
}

/**
 * The authors who have a page (at least one live post), for the sitemap: the path's slug and when the page
 * last changed (their newest post's change, or their profile's).
 */
export async function authorsWithPages(db: Db): Promise<Array<{ slug: string; lastmod: string | undefined }>> {
	const byAuthor = new Map<number, Post[]>()
	for (const post of await blogs.list(db)) {
		if (post.created_by) byAuthor.set(post.created_by, [...(byAuthor.get(post.created_by) ?? []), post])
	}
	const authors = await authorsByIds(db, byAuthor.keys())
	return [...authors.values()]
		.filter((author): author is Author & { slug: string } => author.slug !== null)
		.sort((a, b) => a.slug.localeCompare(b.slug))
		.map((author) => ({
			slug: author.slug,
			// ISO 8601 UTC timestamps sort as text.
			lastmod: [newestChange(byAuthor.get(author.id) ?? []), author.updated_at].filter(Boolean).sort().at(-1),
		}))
}
