import { tagSlug } from '#shared/blog-tags.ts'
import { newestChange } from '#server/content/content-type.ts'
import { blogs } from '#server/content/types/blogs.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The blog's tags as the public site shows them (docs/decisions/0058-seo-fields-and-tags.md): a tag has a
 * page at `/blog/tag/{slug}` while a live post carries it. Tags whose slugs match ('Data science',
 * 'data-science') are one tag, named as its newest post writes it.
 */

type Post = Awaited<ReturnType<typeof blogs.list>>[number]

export type BlogTag = { name: string; slug: string; posts: Post[]; lastmod: string | undefined }

/** Every tag of the live posts, by name, with its posts (the oldest first, as lists come). */
export async function blogTags(db: Db): Promise<BlogTag[]> {
	const bySlug = new Map<string, { name: string; posts: Post[] }>()
	for (const post of await blogs.list(db)) {
		for (const slug of new Set(post.tags.map(tagSlug))) {
			const name = post.tags.find((tag) => tagSlug(tag) === slug)!
			const found = bySlug.get(slug)
			// Lists come oldest first: a later post's spelling wins.
			bySlug.set(slug, { name, posts: [...(found?.posts ?? []), post] })
		}
	}
	return [...bySlug]
		.map(([slug, { name, posts }]) => ({ name, slug, posts, lastmod: newestChange(posts) }))
		.sort((a, b) => a.name.localeCompare(b.name))
}

/** The tag whose page is at `slug`, with its live posts; none when no live post has it. */
export async function tagPage(db: Db, slug: string): Promise<BlogTag | undefined> {
	return (await blogTags(db)).find((tag) => tag.slug === slug)
}
