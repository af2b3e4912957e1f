/**
 * An admin form's automatic local draft: its named text values and when they were kept, in the browser's
 * localStorage under the screen's path (one form per screen). It outlives a crash, a closed tab or an
 * expired session; the server never sees it. Passwords and files are never kept (see form-values.ts).
 */

export type LocalDraft = { savedAt: number; values: Record<string, string> }

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const PREFIX = 'sigma:draft:'

export const draftStorageKey = (path: string) => `${PREFIX}${path}`

/** localStorage, when the browser lets the page use it (it may not: private modes, a full quota, the server). */
function browserStorage(): DraftStorage | undefined {
	try {
		return globalThis.localStorage ?? undefined
	} catch {
		return undefined
	}
}

/** A stored draft, or undefined for anything else (an old format, a hand-edited value). */
export function parseDraft(raw: string | null): LocalDraft | undefined {
	if (!raw) return undefined
	let parsed: unknown
	try {
		parsed = JSON.parse(raw)
	} catch {
		return undefined
	}
	if (typeof parsed !== 'object' || parsed === null) return undefined
	const { savedAt, values } = parsed as Record<string, unknown>
	if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return undefined
	if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined
	const entries = Object.entries(values)
	if (!entries.every(([, value]) => typeof value === 'string')) return undefined
	return { savedAt, values: Object.fromEntries(entries) as Record<string, string> }
}

export function readDraft(path: string, storage = browserStorage()): LocalDraft | undefined {
	try {
		return parseDraft(storage?.getItem(draftStorageKey(path)) ?? null)
	} catch {
		return undefined
	}
}

export function writeDraft(
	path: string,
	values: Record<string, string>,
	now = Date.now(),
	storage = browserStorage(),
): void {
	try {
		storage?.setItem(draftStorageKey(path), JSON.stringify({ savedAt: now, values } satisfies LocalDraft))
	} catch {
		// A full or refused storage only means no draft: the form itself still holds the text.
	}
}

export function removeDraft(path: string, storage = browserStorage()): void {
	try {
		storage?.removeItem(draftStorageKey(path))
	} catch {
		// As above.
	}
}

/** Whether two sets of text values are the same (a draft equal to what the form shows is not worth offering). */
export function sameValues(a: Record<string, string>, b: Record<string, string>): boolean {
	const keys = new Set([...Object.keys(a), ...Object.keys(b)])
	for (const key of keys) if (a[key] !== b[key]) return false
	return true
}

/** When a draft was kept, as the notice says it ('12 May 2026, 14:05' in the admin's own locale and zone). */
export const draftTime = (savedAt: number, locale?: string) =>
	new Date(savedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
