/** A stored picture list (comma-separated URLs, the spec's format) as an array. */
export const splitPictures = (picture: string): string[] =>
	picture
		.split(',')
		.map((url) => url.trim())
		.filter(Boolean)
