/**
 * Redirects (docs/design.md §13, docs/decisions/0045-redirects.md): the rules of a redirect's addresses,
 * written once for the server's schema and the admin's form. `from` is a path of this site; `to` is a path
 * of this site or an http(s) address. Paths are compared in one form (`normalSitePath`): percent-encoded as
 * a browser sends them, dot segments resolved, no trailing slash but the root's.
 */

export const REDIRECT_STATUSES = [301, 302] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]
export const DEFAULT_REDIRECT_STATUS: RedirectStatus = 301

/** Longest addresses taken (a browser's address bar holds far more; a site's own paths are short). */
export const FROM_MAX = 500
export const TO_MAX = 2000

/** A base for resolving site paths; never part of what is stored. */
const BASE = 'http://site.invalid'
/** Spaces, control characters and the backslash (which browsers read as `/`): never in an address here. */
const unsafe = (value: string) => /[\s\\]/.test(value) || [...value].some((char) => char < ' ' || char === '\u007f')
const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//')
const isWebAddress = (value: string) => /^https?:\/\//i.test(value)

/** `path` (a site path, without query or fragment) in the form redirects are stored and looked up in. */
export function normalSitePath(path: string): string {
	// Joined, not resolved: a request for `//host/x` is a path here, never another host.
	const pathname = new URL(BASE + path).pathname
	return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

/** What is wrong with `value` as a redirect's `from`, in the words the form shows; undefined when it is fine. */
export function fromProblem(value: string, label = 'From'): string | undefined {
	if (!isSitePath(value) || unsafe(value))
		return `${label} must be a path on this site starting with a single / (like /old-page), without spaces`
	if (/[?#]/.test(value)) return `${label} is a path only: leave out the ? and # parts`
	return undefined
}

/** What is wrong with `value` as a redirect's `to`; undefined when it is fine. */
export function toProblem(value: string, label = 'To'): string | undefined {
	const problem = `${label} must be a path on this site (like /new-page) or an address starting with http:// or https://`
	if (unsafe(value)) return problem
	if (isSitePath(value)) return undefined
	if (!isWebAddress(value)) return problem
	try {
		return new URL(value).hostname === '' ? problem : undefined
	} catch {
		return problem
	}
}

/** A valid `to` as stored: a site path in its normal form (its query and fragment kept), an address as URL writes it. */
export function normalTarget(value: string): string {
	if (!isSitePath(value)) return new URL(value).href
	const url = new URL(value, BASE)
	return normalSitePath(url.pathname) + url.search + url.hash
}

/** The site path a stored `to` leads to (without query or fragment), or undefined for another site's address. */
export function targetPath(to: string): string | undefined {
	return isSitePath(to) ? normalSitePath(new URL(to, BASE).pathname) : undefined
}

/** Where a redirect sends a request that came with `search` (its query string, `?…` or ''): the query is kept. */
export function locationFor(to: string, search: string): string {
	if (search === '' || search === '?') return to
	const hash = to.indexOf('#')
	const [target, fragment] = hash === -1 ? [to, ''] : [to.slice(0, hash), to.slice(hash)]
	const joined = target.includes('?') ? `${target}&${search.slice(1)}` : `${target}${search}`
	return joined + fragment
}
