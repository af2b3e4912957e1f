/**
 * What a page shows search engines and shared links (docs/design.md §8, docs/decisions/0058-seo-fields-and-tags.md):
 * an item's own "Search and sharing" fields when set, else what its page says. Written once: the page's
 * `<title>`, description, Open Graph and Twitter tags (app/lib/seo.server.ts) and the edit screen's social
 * preview (app/components/admin/social-preview.tsx) both run this, so the preview is what is shared.
 */

/** The search and sharing fields every type with pages has (server/content/seo-fields.ts). */
export type ShareFields = { meta_title?: string; meta_description?: string; social_image?: string }

/** A page's card: its title (without the site's name), description, and picture ('' when it has none). */
export type ShareCard = { title: string; description: string; image: string }

/** The size Open Graph previews crop to (the built-in share image is drawn at it: scripts/share-images.ts). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

const filled = (value: string | undefined) => (value ?? '').trim()

/** The item's own fields where set, else the page's fallback (its title, first paragraph, first picture). */
export function shareCard(fields: ShareFields, fallback: ShareCard): ShareCard {
	return {
		title: filled(fields.meta_title) || fallback.title,
		description: filled(fields.meta_description) || fallback.description,
		image: filled(fields.social_image) || fallback.image,
	}
}
