import { markdownToPlainText } from '#shared/markdown.ts'
import { pictureUrls } from '#shared/pictures.ts'
import type { ShareCard } from '#shared/share-card.ts'
import type { SiteSettings } from '#server/content/types/settings.ts'

/**
 * What each type's page says of itself when its search and sharing fields are empty (its title, the start
 * of its text, its first picture): the page's tags (app/lib/seo.server.ts) and the edit screen's social
 * preview both start from these, and shared/share-card.ts puts the item's own fields over them
 * (docs/decisions/0058-seo-fields-and-tags.md).
 */

/** Search results show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160

const firstPicture = (pictures: unknown) => pictureUrls(pictures)[0] ?? ''

export type SitePageFields = { title: string; description: string; image: string }
export type PortfolioFields = { title: string; description: string; picture: unknown }
export type PostFields = { heading: string; body: string; excerpt?: string; picture: string }
export type CareerFields = { position_name: string; job_description: string }

/** A page built from blocks: its description, else the site's (docs/design.md §13). */
export const sitePageFallback = (page: SitePageFields, site: SiteSettings): ShareCard => ({
	title: page.title,
	description: page.description || site.description,
	image: page.image,
})

/** A portfolio item; a consulting item may have no description. `listName`: its list's (its tile's name). */
export const portfolioFallback = (item: PortfolioFields, site: SiteSettings, listName: string): ShareCard => ({
	title: item.title,
	description:
		markdownToPlainText(item.description, DESCRIPTION_LENGTH) || `${item.title}: ${listName} by ${site.name}.`,
	image: firstPicture(item.picture),
})

/** A blog post: its excerpt, else its body's first words. */
export const postFallback = (post: PostFields): ShareCard => ({
	title: post.heading,
	description: markdownToPlainText(post.excerpt?.trim() || post.body, DESCRIPTION_LENGTH),
	image: post.picture,
})

/** A position has no picture: the site's share image stands for it. */
export const careerFallback = (career: CareerFields): ShareCard => ({
	title: career.position_name,
	description: markdownToPlainText(career.job_description, DESCRIPTION_LENGTH),
	image: '',
})
