import type { ShareCard } from '#shared/share-card.ts'

/**
 * What an edit screen's social preview is drawn from (app/lib/seo.server.ts: socialPreviewOf): the page's
 * own card without its search and sharing fields, which the form puts over it as the admin types.
 */
export type SocialPreviewView = {
	fallback: ShareCard
	siteName: string
	/** The site's host, as a shared link's card names it. */
	host: string
	/** The picture of a page with none of its own (the settings' social image, else the built-in one). */
	defaultImage: string
	/** The library's focal points of the pictures it may show, in percent, by URL. */
	focal: Record<string, { x: number; y: number }>
}
