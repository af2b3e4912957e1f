import { pictureUrls } from '#shared/pictures.ts'
import type { ShareCard } from '#shared/share-card.ts'
import type { ContentItem, ContentType } from '#server/content/content-type.ts'
import { imageFacts } from '#server/content/media.ts'
import type { SiteSettings } from '#server/content/types/settings.ts'
import { defaultShareImage, PORTFOLIO_LISTS, type ServerArgs, siteUrlOf } from '#app/lib/seo.server.ts'
import {
	careerFallback,
	portfolioFallback,
	type PortfolioFields,
	postFallback,
	sitePageFallback,
} from '#app/lib/share-fallbacks.server.ts'
import type { SocialPreviewView } from '#app/lib/social-preview.ts'

/** Each type's page fallback by its name (ADR 0058): what its edit screen's social preview starts from. */
const FALLBACKS: Record<string, (item: never, site: SiteSettings) => ShareCard> = {
	pages: sitePageFallback,
	blogs: postFallback,
	careers: careerFallback,
	...Object.fromEntries(
		Object.entries(PORTFOLIO_LISTS).map(([name, type]) => [
			name,
			(item: PortfolioFields, site: SiteSettings) => portfolioFallback(item, site, type.admin.tile.label),
		]),
	),
}

/**
 * What an edit screen's social preview needs (docs/decisions/0058-seo-fields-and-tags.md): the page's
 * fallback card, computed as its tags are, and the site's picture for a card without one; the browser puts
 * the form's search and sharing fields over it with the same shareCard. None for a type without pages.
 */
export async function socialPreviewOf(
	args: ServerArgs,
	type: ContentType,
	item: ContentItem,
): Promise<SocialPreviewView | undefined> {
	const fallback = FALLBACKS[type.name] as ((item: ContentItem, site: SiteSettings) => ShareCard) | undefined
	if (!fallback || !type.public?.item) return undefined
	const site = args.context.settings
	const siteUrl = siteUrlOf(args)
	const defaultImage = defaultShareImage(siteUrl, site).url
	// The focal points of the pictures it may show, so the card crops them as the library says.
	const urls = [...type.pictureFields.flatMap(({ field }) => pictureUrls(item[field])), defaultImage]
	const facts = await imageFacts(args.context.services.db, urls)
	const focal = Object.fromEntries(
		Object.entries(facts).flatMap(([url, fact]) => (fact.focal ? [[url, fact.focal]] : [])),
	)
	return { fallback: fallback(item, site), siteName: site.name, host: new URL(siteUrl).host, defaultImage, focal }
}
