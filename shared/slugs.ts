/**
 * Readable addresses (docs/design.md §11): the rules of an item's `slug`, written once for the edit form's
 * live preview and the server's schema. A slug is lowercase ASCII letters, digits and single hyphens,
 * at most SLUG_MAX characters, and never only digits (a number in the address is the seed's id form,
 * which answers 301 to the item's slug: ADR 0030).
 */

export const SLUG_MAX = 80

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Whether `value` is a slug as stored (what `slugify` makes, and what an edit may save). */
export const isSlug = (value: string) => value.length <= SLUG_MAX && SLUG_PATTERN.test(value) && !/^\d+$/.test(value)

/** What is wrong with `value` as a slug, in the words a form shows; undefined when it is one. */
export function slugProblem(value: string, label = 'Slug'): string | undefined {
	if (value === '') return `${label} is required`
	if (value.length > SLUG_MAX) return `${label} must be at most ${SLUG_MAX} characters`
	if (/^\d+$/.test(value)) return `${label} must not be only digits`
	if (!SLUG_PATTERN.test(value)) return `${label} may hold only lowercase letters, digits and single hyphens`
	return undefined
}

/** Cuts `value` to `max` characters at a hyphen if one is near, never leaving a trailing one. */
const cut = (value: string, max: number) => {
	if (value.length <= max) return value
	const head = value.slice(0, max)
	const hyphen = head.lastIndexOf('-')
	return (hyphen > max / 2 ? head.slice(0, hyphen) : head).replace(/-+$/, '')
}

/**
 * A slug made from a title: diacritics folded (é → e, ß → ss), anything else but letters and digits
 * becomes a hyphen, lowercase, at most `max` characters. A title of only digits gets an `item-`
 * start; one with no letters or digits at all gives `fallback`.
 */
export function slugify(title: string, { max = SLUG_MAX, fallback = 'item' } = {}): string {
	const folded = title
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/ß/g, 'ss')
		.replace(/æ/gi, 'ae')
		.replace(/ø/gi, 'o')
		.replace(/œ/gi, 'oe')
		.replace(/ł/gi, 'l')
		.replace(/đ/gi, 'd')
		.toLowerCase()
	const hyphenated = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
	const slug = cut(hyphenated, max)
	if (slug === '') return fallback
	return /^\d+$/.test(slug) ? cut(`${fallback}-${slug}`, max) : slug
}

/** The `n`th candidate for a slug that is taken: `base-2`, `base-3`… (cut so the suffix fits). */
export const withSuffix = (base: string, n: number) =>
	n < 2 ? base : `${cut(base, SLUG_MAX - String(n).length - 1)}-${n}`

/** The first of `base`, `base-2`, `base-3`… not in `taken`, which then holds it (a batch: a migration, a restore). */
export function claimFree(base: string, taken: Set<string>): string {
	let slug = base
	for (let n = 2; taken.has(slug); n++) slug = withSuffix(base, n)
	taken.add(slug)
	return slug
}

/** An item's public address from its type's pattern (`/blog/:slug`), for the edit form's preview. */
export const slugAddress = (origin: string, pattern: string, slug: string) =>
	`${origin.replace(/\/+$/, '')}${pattern.replace(':slug', slug)}`
