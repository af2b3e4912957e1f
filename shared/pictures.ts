/**
 * An image field's value as a list of addresses: an image list's array, or one address, or a comma-separated
 * list as the API and the columns write it (ADR 0040).
 */
export const pictureUrls = (value: unknown): string[] =>
	Array.isArray(value)
		? value.filter((url): url is string => typeof url === 'string')
		: splitPictures(typeof value === 'string' ? value : '')

/** A stored picture list (comma-separated URLs, docs/product.md's format) as an array. */
export const splitPictures = (picture: string): string[] =>
	picture
		.split(',')
		.map((url) => url.trim())
		.filter(Boolean)
