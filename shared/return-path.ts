/**
 * Where the admin goes after signing in: back to the screen that asked for a session, named by its path
 * (and query) in `?redirectTo=` of the sign-in screen's address. That value comes from the address bar, so
 * anyone can craft it: only a path of this site is followed, anything else lands on the dashboard (an
 * open redirect would let a link on another site send a freshly signed-in admin anywhere).
 */

export const DEFAULT_RETURN_PATH = '/dashboard'

/** The sign-in screen's address, with the screen to come back to. */
export const signInPath = (returnTo: string) =>
	returnTo === '' || returnTo === DEFAULT_RETURN_PATH ? '/admin' : `/admin?redirectTo=${encodeURIComponent(returnTo)}`

// A browser strips tabs and newlines from a URL (`/\t/evil.com` is `//evil.com`) and reads `\` as `/`.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/

/** One spelling of the path is safe: a single leading slash, no backslash, no control character. */
function looksLocal(path: string): boolean {
	return path.startsWith('/') && !path.startsWith('//') && !UNSAFE_CHARACTERS.test(path)
}

/** `value` decoded until it stops changing (a few rounds: `%252F` is `%2F` is `/`), or undefined when it is broken. */
function decodedFully(value: string): string | undefined {
	let current = value
	for (let round = 0; round < 4; round++) {
		let next: string
		try {
			next = decodeURIComponent(current)
		} catch {
			return undefined
		}
		if (next === current) return current
		current = next
	}
	return undefined
}

/**
 * `value` when it is a path on this site, else the dashboard. Checked as given and decoded (a path that
 * only becomes `//evil.com` once decoded is refused too), and resolved against a made-up origin, which
 * must stay the origin (whatever a URL parser would make of it).
 */
export function safeReturnPath(value: unknown): string {
	if (typeof value !== 'string' || value.length > 2048) return DEFAULT_RETURN_PATH
	const decoded = decodedFully(value)
	if (decoded === undefined || !looksLocal(value) || !looksLocal(decoded)) return DEFAULT_RETURN_PATH
	const base = 'http://return-path.invalid'
	try {
		if (new URL(value, base).origin !== base || new URL(decoded, base).origin !== base) return DEFAULT_RETURN_PATH
	} catch {
		return DEFAULT_RETURN_PATH
	}
	// The sign-in screen itself would only send a signed-in admin on to the dashboard.
	return new URL(value, base).pathname === '/admin' ? DEFAULT_RETURN_PATH : value
}
