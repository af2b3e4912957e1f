import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'

import { SESSION_COOKIE } from '#server/auth/sessions.ts'

/** How long shared caches may keep a public answer, and CDNs serve it stale while they revalidate (seconds). */
const SHARED_MAX_AGE = 60
const CDN_STALE_SECONDS = 300

/** Cache-Control per kind of answer (docs/decisions/0010-caching.md). */
export const CACHE_CONTROL = {
	/**
	 * Public pages and API reads: browsers revalidate every time (cheap: a 304), shared caches may keep
	 * them a minute. No stale-while-revalidate here: browsers honour it too, and would show a page from
	 * before a save (even to the admin redirected to it); CDNs get it from CDN-Cache-Control.
	 */
	shared: `public, max-age=0, s-maxage=${SHARED_MAX_AGE}`,
	/** An answer that depends on this request's cookie. */
	personal: 'private, no-store',
	/** The admin area and personal data. */
	never: 'no-store',
} as const

/** What a CDN (RFC 9213: Cloudflare, Fastly, Akamai...) may do with a public answer; browsers ignore it. */
export const CDN_CACHE_CONTROL = `public, max-age=${SHARED_MAX_AGE}, stale-while-revalidate=${CDN_STALE_SECONDS}`

/**
 * The shared caching headers of an answer that changes at `nextChange` with no write (a scheduled item goes
 * live then): no shared cache may keep it, nor serve it stale, past that moment (docs/design.md §8).
 */
export function freshnessUntil(headers: OutgoingHttpHeaders, nextChange: string): OutgoingHttpHeaders {
	const secondsLeft = Math.max(0, Math.floor((Date.parse(nextChange) - Date.now()) / 1000))
	if (secondsLeft >= SHARED_MAX_AGE + CDN_STALE_SECONDS) return headers
	const maxAge = Math.min(SHARED_MAX_AGE, secondsLeft)
	const stale = Math.min(CDN_STALE_SECONDS, secondsLeft - maxAge)
	return {
		...headers,
		'Cache-Control': `public, max-age=0, s-maxage=${maxAge}`,
		'CDN-Cache-Control': `public, max-age=${maxAge}, stale-while-revalidate=${stale}`,
	}
}

/** The one-time message after an admin save, set and read by app/lib/toast.server.ts. */
export const TOAST_COOKIE = 'sigma_toast'

/**
 * The admin screens (and their `.data` requests), the sign-in page, the admin-only API paths (the inbox,
 * job applications, uploads, the trash, redirects, the team) and the invitations' pages, whose links are secrets.
 */
const PRIVATE_PATH =
	/^\/(?:admin|dashboard|contact_submissions|job-applications|upload|trash|redirects|users|invitations)(?:[./]|$)/

/** Whether a path belongs to the admin area (never stored, never indexed: robots.txt, `X-Robots-Tag`). */
export const isPrivatePath = (path: string) => PRIVATE_PATH.test(path)

export type CacheKind =
	/** Never stored anywhere: `no-store`. */
	| 'never'
	/** Depends on the request's cookie: `private, no-store`, and the server cache is bypassed. */
	| 'personal'
	/** The same for everyone: shared caches may keep it; the server caches it. */
	| 'shared'
	/** Not a read (a write, OPTIONS): left as the handler answers it. */
	| 'other'

export function cacheKind(method: string, path: string, headers: IncomingHttpHeaders): CacheKind {
	if (isPrivatePath(path)) return 'never'
	if (method !== 'GET' && method !== 'HEAD') return 'other'
	if (isPersonalRequest(headers)) return 'personal'
	return 'shared'
}

const PERSONAL_COOKIES = [`${TOAST_COOKIE}=`, `${SESSION_COOKIE}=`]

/**
 * Whether the answer may differ from everyone else's, so no cache may answer it or keep it: the toast
 * cookie (a one-time message), or a session, by cookie or `Authorization` (public pages then carry the
 * admin bar, app/components/admin-bar.server.tsx; ADR 0018). A substring test is enough: a false positive only
 * means one uncached answer, and the server's lookup (server/cache/response-cache.ts) runs this on
 * every request.
 */
export function isPersonalRequest(headers: IncomingHttpHeaders): boolean {
	if (headers.authorization !== undefined) return true
	const { cookie } = headers
	return cookie !== undefined && PERSONAL_COOKIES.some((name) => cookie.includes(name))
}

export type Encoding = 'br' | 'gzip' | 'identity'

const chosenEncodings = new Map<string, Encoding>()

/** The best encoding the client accepts (`Accept-Encoding` with q-values; brotli wins a tie). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
	if (!acceptEncoding) return 'identity'
	let chosen = chosenEncodings.get(acceptEncoding)
	if (chosen === undefined) {
		const q = new Map<string, number>()
		for (const part of acceptEncoding.split(',')) {
			const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
			const qParam = params.find((param) => param.startsWith('q='))
			const weight = qParam ? Number(qParam.slice(2)) : 1
			q.set(name, Number.isFinite(weight) ? weight : 0)
		}
		const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0
		const br = weight('br')
		const gzip = Math.max(weight('gzip'), q.get('x-gzip') ?? 0)
		chosen = br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : 'identity'
		// Clients send a handful of distinct headers; the memo stays small even if one sends nonsense.
		if (chosenEncodings.size >= 100) chosenEncodings.clear()
		chosenEncodings.set(acceptEncoding, chosen)
	}
	return chosen
}

/**
 * Whether the client's copy is current (RFC 9110 §13.2.2): `If-None-Match` (weak comparison) decides
 * when present; otherwise `If-Modified-Since` against the last modification, in whole seconds.
 */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModifiedMs: number): boolean {
	const ifNoneMatch = headers['if-none-match']
	if (ifNoneMatch !== undefined) {
		const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
		const mine = opaque(etag)
		return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === mine)
	}
	const ifModifiedSince = headers['if-modified-since']
	if (ifModifiedSince === undefined) return false
	const since = Date.parse(ifModifiedSince)
	return Number.isFinite(since) && Math.floor(lastModifiedMs / 1000) * 1000 <= since
}
