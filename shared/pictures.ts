/** A stored picture list (comma-separated URLs, docs/product.md's format) as an array. */
export const splitPictures = (picture: string): string[] =>
	picture
		.split(',')
		.map((url) => url.trim())
		.filter(Boolean)
