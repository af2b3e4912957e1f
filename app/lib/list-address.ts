import { isLocalPath } from '#app/lib/local-path.ts'

/** React Router's own query parameters on a data request (single fetch), never a list's. */
const ROUTER_PARAMS = ['index', '_routes']

/**
 * `list` with the query of `url` (its search, status filter...): where a delete posted from that list goes
 * back to, so the admin stays on the list as it was (ADR 0050).
 */
export function listAddress(url: string | URL, list: string): string {
	const params = new URLSearchParams(new URL(url).search)
	for (const name of ROUTER_PARAMS) params.delete(name)
	const query = params.toString()
	return query ? `${list}?${query}` : list
}

/** `value` when it is an address of `list` (its path, any query), else undefined: a `back` a form may name. */
export function asListAddress(value: unknown, list: string): string | undefined {
	if (!isLocalPath(value)) return undefined
	const url = new URL(value, 'http://localhost')
	return url.pathname === list ? listAddress(url, list) : undefined
}
