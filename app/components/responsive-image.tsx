import { useMatches } from 'react-router'

import { parseImageUrl, srcSet, VARIANT_FORMATS } from '#shared/image-urls.ts'

/** Rendered widths of the site's image boxes, for `sizes` (the page gutters are 16 px, 24 px from 640 px). */
export const IMAGE_SIZES = {
	/** A card of the 1, 2 or 3 column grid (`max-w-6xl`: 352 px per card from 1024 px). */
	card: '(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)',
	/** The pictures of a detail page (a post, a portfolio item, its video's poster): the reading measure, `max-w-3xl`. */
	article: '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
	avatar: '96px',
	logo: '160px',
} as const

type ResponsiveImageProps = {
	src: string
	/**
	 * What the image says when the media library has no alt text for it (another site's image, an upload not
	 * yet described): the item's own words, its title, heading or name, never '' (ADR 0034).
	 */
	alt: string
	/**
	 * `alt` wins over the library's words: a logo named by its company (docs/product.md's alt text for partner
	 * logos). Never '': a content picture always has words unless the admin marked it decorative (ADR 0034).
	 */
	keepAlt?: boolean
	/** The width the image is shown at, as a `sizes` value (see IMAGE_SIZES). */
	sizes: string
	/** The width and height to reserve when the URL does not tell the image's own (older uploads, other sites). */
	box: { width: number; height: number }
	/** The page's likely largest paint: fetched at once, first. Every other image waits until it is near the viewport. */
	priority?: boolean
	className?: string
}

/** What the media library says of an image a page shows (app/lib/image-facts.server.ts). */
export type ImageFact = { alt: string | null; focal: { x: number; y: number } | null }

/** The library's facts of an image, from the `imageFacts` of the page's own loader data (the deepest route's). */
const useImageFact = (src: string): ImageFact | undefined =>
	(useMatches().at(-1)?.loaderData as { imageFacts?: Record<string, ImageFact> } | undefined)?.imageFacts?.[src]

/**
 * An image at the size the screen needs: an upload named with its size (shared/image-urls.ts)
 * becomes a `<picture>` offering its AVIF and WebP variants; anything else is a plain `<img>`. Either
 * way the `<img>` has a width and height, so nothing moves when it arrives.
 */
export function ResponsiveImage({ src, alt, keepAlt, sizes, box, priority = false, className }: ResponsiveImageProps) {
	const info = parseImageUrl(src)
	// The library's words for a library image (none when it is decorative); its focal point for any crop.
	const fact = useImageFact(src)
	const image = (
		<img
			src={src}
			alt={keepAlt ? alt : (fact?.alt ?? alt)}
			style={fact?.focal ? { objectPosition: `${fact.focal.x}% ${fact.focal.y}%` } : undefined}
			width={info?.width ?? box.width}
			height={info?.height ?? box.height}
			loading={priority ? 'eager' : 'lazy'}
			decoding={priority ? 'auto' : 'async'}
			fetchPriority={priority ? 'high' : undefined}
			className={className}
		/>
	)
	if (!info || info.variants.length === 0) return image
	// `display: contents`: the <img> is laid out as if the <picture> were not there, so it drops in for an <img>.
	// Its <source>s then sit in the parent's layout too: in a flex box with a gap each is an empty item that
	// adds a gap (a photo testimonial started 32 px after a video one), so they are taken out of it.
	return (
		<picture className="contents [&>source]:hidden">
			{VARIANT_FORMATS.map((format) => (
				<source key={format} type={`image/${format}`} srcSet={srcSet(info, format)} sizes={sizes} />
			))}
			{image}
		</picture>
	)
}

/**
 * What stands in for a missing picture: the brand's gradient under a dot pattern, with the first letter of
 * `name` (app.css `.placeholder-art`). Pure CSS, no request. Decorative: the item's title or name, next to
 * it, already says what it is, so assistive technology skips it (`aria-hidden`). Kept here, with the
 * pictures it stands in for, so the public pages load no chunk of its own for it.
 */
export function PicturePlaceholder({ name, className = '' }: { name: string; className?: string }) {
	return (
		<div aria-hidden="true" className={`placeholder-art ${className}`}>
			{name.trim().charAt(0).toUpperCase()}
		</div>
	)
}
