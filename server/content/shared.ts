/**
 * Domain facts the browser needs too. Kept free of imports so that pages can use them without pulling
 * the schemas (Zod) or the database code into the JavaScript bundle.
 */

export const APPLICATION_CATEGORIES = ['AI', 'Non-AI', 'BI Solution'] as const
export type ApplicationCategory = (typeof APPLICATION_CATEGORIES)[number]

/** A stored picture list (comma-separated URLs) as an array. */
export const splitPictures = (picture: string): string[] =>
	picture
		.split(',')
		.map((url) => url.trim())
		.filter(Boolean)
