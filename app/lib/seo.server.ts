import type { AppLoadContext, MetaDescriptor } from 'react-router'

import { authorPath } from '#shared/authors.ts'
import { parseImageUrl } from '#shared/image-urls.ts'
import { itemPath } from '#shared/item-path.ts'
import { shortText } from '#shared/markdown.ts'
import { pictureUrls } from '#shared/pictures.ts'
import { shareCard, type ShareFields } from '#shared/share-card.ts'
import { applications } from '#server/content/types/applications.ts'
import { blogs } from '#server/content/types/blogs.ts'
import { consulting } from '#server/content/types/consulting.ts'
import { pages } from '#server/content/types/pages.ts'
import { products } from '#server/content/types/products.ts'
import type { SiteSettings } from '#server/content/types/settings.ts'
import {
	DESCRIPTION_LENGTH,
	portfolioFallback,
	type PortfolioFields,
	postFallback,
	type PostFields,
	sitePageFallback,
	type SitePageFields,
} from '#app/lib/share-fallbacks.server.ts'
import { titleFor } from '#app/lib/site-settings.ts'

/**
 * What public pages tell search engines and link previews (docs/decisions/0012-seo.md): title,
 * description, canonical address, Open Graph and Twitter card, JSON-LD. Loaders make the tags here, on
 * the server, and hand them over as `meta` in their data; a route's `meta` only passes them on, so none
 * of this ships to the browser as code (the home page has almost no JavaScript budget left).
 */

/** What a loader gets that the tags need: `url` is the page's address (without a data request's `.data`). */
export type ServerArgs = { url: URL; context: AppLoadContext }

/** The picture a link preview shows, by absolute URL. */
type ShareImage = { url: string; alt: string; width?: number; height?: number }

/** What a page says about itself. */
export type PageSeo = {
	/** Without the site's name (added here); none on the home page. */
	title?: string
	description: string
	/** The canonical path and query, when it is not the requested path (a list filter, an item's own path). */
	path?: string
	/** None: the settings' `og_image`, else the built-in picture (public/og-image.png, drawn by scripts/share-images.ts). */
	image?: ShareImage
	type?: 'website' | 'article' | 'profile'
	/** Structured data, each object one `<script type="application/ld+json">` (React Router escapes `<` in it). */
	jsonLd?: object[]
}

/**
 * Every tag of a public page's head but the site-wide ones. The canonical address is the site's address
 * and the page's path, without the query (which never selects content, but where `seo.path` says so)
 * and without a trailing slash.
 */
export function pageMeta(args: ServerArgs, seo: PageSeo): MetaDescriptor[] {
	const site = args.context.settings
	const siteUrl = siteUrlOf(args)
	const url = siteUrl + (seo.path ?? args.url.pathname.replace(/(.)\/+$/, '$1'))
	const image = seo.image ?? defaultShareImage(siteUrl, site)
	const title = titleFor(site, seo.title)
	// A new site's home page has no description until the settings or the page have one: no empty tags.
	const description = seo.description || undefined
	const card = { title: seo.title ?? title, description, image: image.url, 'image:alt': image.alt }
	const openGraph = {
		...card,
		url,
		type: seo.type ?? 'website',
		site_name: site.name,
		'image:width': image.width,
		'image:height': image.height,
	}
	return [
		{ title },
		...(description ? [{ name: 'description', content: description }] : []),
		{ tagName: 'link', rel: 'canonical', href: url },
		...Object.entries(openGraph)
			.filter(([, content]) => content !== undefined)
			.map(([key, content]) => ({ property: `og:${key}`, content: String(content) })),
		{ name: 'twitter:card', content: 'summary_large_image' },
		...Object.entries(card)
			.filter(([, content]) => content !== undefined)
			.map(([key, content]) => ({ name: `twitter:${key}`, content })),
		...(seo.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
	]
}

/** A page without a picture of its own: the settings' social image, else the one drawn by scripts/share-images.ts. */
export function defaultShareImage(siteUrl: string, site: SiteSettings): ShareImage {
	const alt = [site.name, site.tagline].filter(Boolean).join(': ')
	const chosen = site.og_image ? shareImage(siteUrl, site.og_image, alt) : undefined
	return chosen ?? { url: `${siteUrl}/og-image.png`, alt, width: 1200, height: 630 }
}

/**
 * The site's public address, without a trailing slash: PUBLIC_URL, or, when it is unset, the origin this
 * request reached (the response cache then keeps answers per origin: server/cache/response-cache.ts).
 */
export const siteUrlOf = ({ url, context }: ServerArgs): string => context.services.config.publicUrl ?? url.origin

/** An address as content holds it (`/uploads/…` or an http(s) URL, server/content/fields.ts) made absolute. */
export const absoluteUrl = (siteUrl: string, url: string) => (url.startsWith('/') ? siteUrl + url : url)

/**
 * The first of an item's pictures as a link preview shows it, with its size when its name tells it.
 * Previews read JPEG, PNG, GIF and WebP but not AVIF: an AVIF upload is shown by its largest WebP variant.
 */
export function shareImage(siteUrl: string, pictures: string | readonly string[], alt: string): ShareImage | undefined {
	const first = pictureUrls(pictures)[0]
	if (!first) return undefined
	const info = parseImageUrl(first)
	const webp = first.endsWith('.avif')
		? info?.variants.filter((variant) => variant.format === 'webp').at(-1)
		: undefined
	const chosen = webp ?? (info && { url: first, width: info.width, height: info.height }) ?? { url: first }
	return { ...chosen, url: absoluteUrl(siteUrl, chosen.url), alt }
}

export const SCHEMA = 'https://schema.org'

/** The object without its empty values ('' and []): structured data leaves out what the settings leave empty. */
export const filled = <T extends Record<string, unknown>>(data: T): Partial<T> =>
	Object.fromEntries(
		Object.entries(data).filter(
			([, value]) => value !== '' && value !== undefined && !(Array.isArray(value) && !value.length),
		),
	) as Partial<T>

/** The company's address, or undefined while the settings have none. */
export function postalAddress({ address }: SiteSettings) {
	const parts = filled({
		streetAddress: address.street,
		addressLocality: address.city,
		addressRegion: address.region,
		postalCode: address.postal_code,
		addressCountry: address.country_code,
	})
	return Object.keys(parts).length ? { '@type': 'PostalAddress', ...parts } : undefined
}

/** The company where other structured data names it (publisher, hiring organisation). */
export const organizationRef = (siteUrl: string, site: SiteSettings) => ({
	'@type': 'Organization',
	'@id': `${siteUrl}/#organization`,
	name: site.name,
	url: `${siteUrl}/`,
	logo: site.logo ? absoluteUrl(siteUrl, site.logo) : `${siteUrl}/logo.png`,
})

/** The company in full, from the settings (docs/design.md §13): the home page's JSON-LD. */
export function organizationJsonLd(siteUrl: string, site: SiteSettings) {
	return {
		'@context': SCHEMA,
		...organizationRef(siteUrl, site),
		...filled({
			description: site.description,
			email: site.email,
			telephone: site.phone,
			address: postalAddress(site),
			contactPoint:
				site.phone || site.email
					? {
							'@type': 'ContactPoint',
							contactType: 'customer service',
							...filled({ telephone: site.phone, email: site.email }),
							availableLanguage: 'English',
						}
					: undefined,
			sameAs: site.social.map((profile) => profile.url),
		}),
	}
}

/** Home › … › the page: each step's name and path. */
export function breadcrumbJsonLd(siteUrl: string, trail: Array<[name: string, path: string]>) {
	return {
		'@context': SCHEMA,
		'@type': 'BreadcrumbList',
		itemListElement: [['Home', '/'] as const, ...trail].map(([name, path], index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name,
			item: siteUrl + path,
		})),
	}
}

type SitePage = SitePageFields & ShareFields & { id: number; slug?: string }

/**
 * A page built from blocks (docs/design.md §13): the home page is titled by the site's name alone and says
 * who the company is in JSON-LD; any other by its own title, under Home in the breadcrumb trail.
 */
export function sitePageMeta(args: ServerArgs, page: SitePage) {
	const siteUrl = siteUrlOf(args)
	const path = itemPath(pages.public!.item!.path, page)
	const home = path === '/'
	const card = shareCard(page, sitePageFallback(page, args.context.settings))
	return pageMeta(args, {
		// The home page is titled by the site's name, unless its meta title says otherwise.
		title: home && !page.meta_title ? undefined : card.title,
		description: card.description,
		path,
		image: card.image ? shareImage(siteUrl, card.image, page.title) : undefined,
		jsonLd: home
			? [organizationJsonLd(siteUrl, args.context.settings)]
			: [breadcrumbJsonLd(siteUrl, [[page.title, path]])],
	})
}

/** The three portfolio lists: what each is called (its tile's name), where it is and its items are. */
export const PORTFOLIO_LISTS = { applications, products, consulting }
export type PortfolioList = keyof typeof PORTFOLIO_LISTS

type PortfolioItem = PortfolioFields & ShareFields & { id: number }

export function portfolioItemMeta(args: ServerArgs, list: PortfolioList, item: PortfolioItem) {
	const siteUrl = siteUrlOf(args)
	const type = PORTFOLIO_LISTS[list]
	const name = type.admin.tile.label
	const listPath = type.public!.list!.path
	const path = itemPath(type.public!.item!.path, item)
	const card = shareCard(item, portfolioFallback(item, args.context.settings, name))
	return pageMeta(args, {
		title: card.title,
		description: card.description,
		path,
		image: shareImage(siteUrl, card.image, item.title),
		jsonLd: [
			breadcrumbJsonLd(siteUrl, [
				['Portfolio', '/portfolio'],
				[name, listPath],
				[item.title, path],
			]),
		],
	})
}

type Post = PostFields & ShareFields & { id: number; created_at: string; updated_at: string }
/** A post's author as structured data names them (docs/design.md §15). */
type Byline = { name: string; slug: string | null }

/** The author as a `Person`, linked to their page when they have one. */
const personRef = (siteUrl: string, author: Byline) => ({
	'@type': 'Person',
	name: author.name,
	...(author.slug && { url: siteUrl + authorPath(author.slug) }),
})

/** `author`: the post's, when a user wrote it; otherwise the company is its author, as before there was a team. */
export function blogPostMeta(args: ServerArgs, post: Post, author?: Byline) {
	const siteUrl = siteUrlOf(args)
	const path = itemPath(blogs.public!.item!.path, post)
	const { title, description, ...card } = shareCard(post, postFallback(post))
	const image = shareImage(siteUrl, card.image, post.heading)
	return pageMeta(args, {
		title,
		description,
		path,
		type: 'article',
		image,
		jsonLd: [
			{
				'@context': SCHEMA,
				'@type': 'BlogPosting',
				headline: shortText(post.heading, 110),
				description,
				image: image && [image.url],
				datePublished: post.created_at,
				dateModified: post.updated_at,
				author: author ? personRef(siteUrl, author) : organizationRef(siteUrl, args.context.settings),
				publisher: organizationRef(siteUrl, args.context.settings),
				mainEntityOfPage: siteUrl + path,
				url: siteUrl + path,
				inLanguage: 'en',
			},
			breadcrumbJsonLd(siteUrl, [
				['Blog', '/blog'],
				[post.heading, path],
			]),
		],
	})
}

type AuthorProfile = { name: string; slug: string; bio: string; photo: string }

/**
 * An author's page (docs/design.md §15): titled by their name, described by their bio, their photo as the
 * link preview's picture, and a `Person` in JSON-LD, under Home › Blog in the breadcrumb trail.
 */
export function authorMeta(args: ServerArgs, author: AuthorProfile) {
	const siteUrl = siteUrlOf(args)
	const path = authorPath(author.slug)
	const description = author.bio
		? shortText(author.bio.replace(/\s+/g, ' '), DESCRIPTION_LENGTH)
		: `Posts by ${author.name} on the ${args.context.settings.name} blog.`
	const image = author.photo ? shareImage(siteUrl, author.photo, author.name) : undefined
	return pageMeta(args, {
		title: author.name,
		description,
		path,
		type: 'profile',
		image,
		jsonLd: [
			{
				'@context': SCHEMA,
				'@type': 'Person',
				name: author.name,
				...filled({ description: author.bio, image: image?.url }),
				url: siteUrl + path,
			},
			breadcrumbJsonLd(siteUrl, [
				['Blog', '/blog'],
				[author.name, path],
			]),
		],
	})
}
