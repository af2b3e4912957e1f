/**
 * How stored images and their responsive variants are named, so that a page can write `srcset`,
 * `width` and `height` from an image's URL alone, with no lookup. Kept free of imports: the public
 * pages use it in the browser.
 *
 * An upload is stored as `/uploads/<id>_<width>x<height>.<ext>` (the re-encoded original) next to its
 * variants `/uploads/<id>_<width>x<height>-w<w>.<avif|webp>`, one per width of `variantWidths`. GIFs and
 * animated WebPs keep only their original (an animated WebP is marked `-animated`). Older names
 * (`/uploads/<id>.<ext>`) and other sites' URLs have no known size and no variants.
 */

export const UPLOADS_URL_PREFIX = '/uploads/'

/** A flat file name as uploads are stored under: no path, no dot files, nothing a request could smuggle. */
export const isStoredName = (name: string): boolean => /^[A-Za-z0-9][A-Za-z0-9_.-]{0,200}$/.test(name)

/** The stored file an address of this site's uploads names, or undefined for any other address. */
export function storedNameOf(url: string): string | undefined {
	if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined
	const name = url.slice(UPLOADS_URL_PREFIX.length)
	return isStoredName(name) ? name : undefined
}

/** The widths variants are made at; the last is the largest any variant gets. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const
const LARGEST = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 1920

/** Variant formats, in the order a browser should consider them (the smallest first). */
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

export const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp', 'avif', 'gif'] as const
export type OriginalExtension = (typeof ORIGINAL_EXTENSIONS)[number]

export type StoredImage = {
	/** A random, URL-safe identifier. */
	id: string
	width: number
	height: number
	extension: OriginalExtension
	/** Several frames: only the original is kept. */
	animated?: boolean
}

export type Variant = { name: string; format: VariantFormat; width: number; height: number }

/** The standard widths narrower than the image, plus its own width when that is not wider than the largest: never upscaled. */
export function variantWidths(width: number): number[] {
	const narrower = VARIANT_WIDTHS.filter((candidate) => candidate < width)
	return width <= LARGEST ? [...narrower, width] : narrower
}

/** The height of the image scaled to `width`, as the resize makes it. */
export const scaledHeight = (image: { width: number; height: number }, width: number): number =>
	Math.max(1, Math.round((image.height * width) / image.width))

const hasVariants = (image: StoredImage) => !image.animated && image.extension !== 'gif'

const baseName = (image: StoredImage) => `${image.id}_${image.width}x${image.height}`

/** An image's variants (none for GIFs and animated images). Apart from imageNames: pages need only these. */
function variantsOf(image: StoredImage): Variant[] {
	const widths = hasVariants(image) ? variantWidths(image.width) : []
	return VARIANT_FORMATS.flatMap((format) =>
		widths.map((width) => ({
			name: `${baseName(image)}-w${width}.${format}`,
			format,
			width,
			height: scaledHeight(image, width),
		})),
	)
}

/** The file names of an image: its original and every variant (none for GIFs and animated images). */
export function imageNames(image: StoredImage): { original: string; variants: Variant[] } {
	return {
		original: `${baseName(image)}${image.animated ? '-animated' : ''}.${image.extension}`,
		variants: variantsOf(image),
	}
}

// A size of 0 (or with a leading zero) is never made: such a name is not one of ours.
const STORED_NAME = /^([0-9a-f-]{16,64})_([1-9]\d{0,4})x([1-9]\d{0,4})(-animated)?\.(jpg|png|webp|avif|gif)$/

export type ImageUrlInfo = {
	width: number
	height: number
	/** Every variant's URL and size, grouped by nothing: filter by `format`. Empty when there are none. */
	variants: Array<{ url: string; format: VariantFormat; width: number; height: number }>
}

/**
 * What an image URL says about itself: the size of the original and its variants' URLs. `undefined` for
 * anything not named by `imageNames` (older uploads, other sites' URLs, anything malformed).
 */
export function parseImageUrl(url: string): ImageUrlInfo | undefined {
	if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined
	const match = STORED_NAME.exec(url.slice(UPLOADS_URL_PREFIX.length))
	if (!match) return undefined
	const [, id = '', width = '', height = '', animated, extension = ''] = match
	const image: StoredImage = {
		id,
		width: Number(width),
		height: Number(height),
		extension: extension as OriginalExtension,
		animated: Boolean(animated),
	}
	return {
		width: image.width,
		height: image.height,
		variants: variantsOf(image).map(({ name, ...variant }) => ({
			url: UPLOADS_URL_PREFIX + name,
			...variant,
		})),
	}
}

/** A `srcset` value of one format's variants (`url 640w, ...`), or '' when there are none. */
export const srcSet = (info: ImageUrlInfo, format: VariantFormat): string =>
	info.variants
		.filter((variant) => variant.format === format)
		.map((variant) => `${variant.url} ${variant.width}w`)
		.join(', ')
