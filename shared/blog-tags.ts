import { slugify } from '#shared/slugs.ts'

/**
 * A blog post's tags (docs/decisions/0058-seo-fields-and-tags.md): short texts the post lists, each with a
 * page at `/blog/tag/{slug}` (`tag` is no post's slug), written once for the pages and the domain's query.
 */

/** The most tags a post has, and the longest one. */
export const TAGS_MAX = 10
export const TAG_MAX_LENGTH = 40

export const TAG_PAGE_PATTERN = '/blog/tag/:slug'
export const TAG_PAGE_PREFIX = '/blog/tag/'

/** A tag's address slug: 'Machine learning' and 'machine-learning' are one tag. */
export const tagSlug = (tag: string) => slugify(tag, { fallback: 'tag' })

/** The address of a tag's page. */
export const tagPath = (tag: string) => `${TAG_PAGE_PREFIX}${tagSlug(tag)}`
