import { useEffect, useRef } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'

import type { Toast } from '#app/lib/toast.ts'

/**
 * The item an add or an edit just saved, on the Manage screen the save landed on: its row is outlined,
 * glows briefly (app/app.css; still under prefers-reduced-motion), is scrolled into view, and says so to
 * assistive technology. The saved item's id comes with the save's toast (app/lib/toast.server.ts), so the
 * docs/product.md's redirect addresses stay as they are.
 */

/**
 * The address each toast was first shown at: the root's data keeps its toast until the root loads again,
 * so coming back to the list later (Back, a link) must not mark the item again.
 */
const shownAt = new WeakMap<Toast, string>()

function useJustSavedId(): number | undefined {
	const toast = useRouteLoaderData<{ toast?: Toast }>('root')?.toast
	const { key } = useLocation()
	if (toast?.type !== 'success' || toast.itemId === undefined) return undefined
	if (!shownAt.has(toast)) shownAt.set(toast, key)
	return shownAt.get(toast) === key ? toast.itemId : undefined
}

/** The props that mark a list's row (a `<li>`) as just saved, when it is; spread them on the row. */
export function useJustSaved(id: number) {
	const justSaved = useJustSavedId() === id
	const row = useRef<HTMLLIElement>(null)
	useEffect(() => {
		if (!justSaved || !row.current) return
		const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
		// After the router's own scroll restoration (a layout effect), which would put the page back at the top.
		row.current.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' })
	}, [justSaved])
	return {
		justSaved,
		rowProps: justSaved ? { ref: row, 'aria-current': true as const, 'data-just-saved': '' } : { ref: row },
	}
}

/** Said after the row's own text by screen readers (aria-current alone is not read out everywhere). */
export function JustSavedNote({ show }: { show: boolean }) {
	return show ? <span className="sr-only"> (just saved)</span> : null
}
