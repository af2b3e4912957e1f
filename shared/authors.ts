/**
 * A team member as an author (docs/design.md §15, docs/decisions/0053-author-pages.md): the limits of the
 * profile's fields, which the Profile screen's inputs and the server's schema both read, and the address
 * of an author's page.
 */

/** The longest name a profile holds (bylines and the author page's heading). */
export const PROFILE_NAME_MAX = 100
/** The longest short bio: a sentence or two under the author's name. */
export const PROFILE_BIO_MAX = 300

/** Where an author's page is: under the blog, beside the posts (`author` is no post's slug). */
export const AUTHOR_PAGE_PATTERN = '/blog/author/:slug'
export const AUTHOR_PAGE_PREFIX = '/blog/author/'

/** The address of the author page of the user with this slug. */
export const authorPath = (slug: string) => `${AUTHOR_PAGE_PREFIX}${slug}`
