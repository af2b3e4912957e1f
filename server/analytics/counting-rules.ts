import { isbot } from 'isbot'

/**
 * Which page views are not counted (docs/design.md §12): robots, visitors who ask not to be tracked (`DNT: 1`,
 * `Sec-GPC: 1`), pages prerendered or prefetched but not shown, and the signed-in admin (checked by the
 * collector, which needs the database for it). The script checks the first ones too; the server decides.
 */
export type NotCounted = 'bot' | 'do-not-track' | 'global-privacy-control' | 'prerender'

type Headers = Record<string, string | string[] | undefined>
const header = (headers: Headers, name: string) => {
	const value = headers[name]
	return Array.isArray(value) ? value.join(',') : value
}

/** Why a request's view is not counted, by its headers alone; undefined when it may be. */
export function notCountedByHeaders(headers: Headers): NotCounted | undefined {
	const agent = header(headers, 'user-agent') ?? ''
	if (agent.trim() === '' || isbot(agent)) return 'bot'
	if (header(headers, 'dnt')?.trim() === '1') return 'do-not-track'
	if (header(headers, 'sec-gpc')?.trim() === '1') return 'global-privacy-control'
	// A speculative load says so (`Sec-Purpose: prefetch;prerender`); the script waits for the page to be shown.
	if (/\bprefetch\b/i.test(header(headers, 'sec-purpose') ?? header(headers, 'purpose') ?? '')) return 'prerender'
	return undefined
}

/** Views one client address may have counted per minute, per instance: more is a script, not a reader. */
export const VIEWS_PER_MINUTE = 60

/**
 * A fixed one-minute window per address, in this process's memory (ADR 0033 says why not the database).
 * Give it `ipKeyGenerator`'s key: an IPv6 client's whole /56 is one address, as it is one household.
 */
export function perAddressLimit(limit = VIEWS_PER_MINUTE, clock: () => number = Date.now) {
	let windowStart = clock()
	let hits = new Map<string, number>()
	return (address: string): boolean => {
		const now = clock()
		if (now - windowStart >= 60_000) {
			windowStart = now
			hits = new Map()
		}
		const count = (hits.get(address) ?? 0) + 1
		hits.set(address, count)
		return count <= limit
	}
}
