import { useEffect, useState, useSyncExternalStore } from 'react'

import type { SlashMenuStore } from '#app/components/admin/rich-text/slash-menu.ts'

/**
 * The `/` menu's list (slash-menu.ts), under the `/` that opened it. The focus stays in the text: the
 * editing area points at the chosen option (`aria-activedescendant`); a click chooses without taking the
 * focus away.
 */
export function SlashMenuList({ store, id, label }: { store: SlashMenuStore; id: string; label: string }) {
	const state = useSyncExternalStore(store.subscribe, store.read, () => null)
	// Drawn again as the page scrolls, so the list stays at its `/`.
	const [, setScrolled] = useState(0)
	useEffect(() => {
		if (!state) return
		const follow = () => setScrolled((count) => count + 1)
		window.addEventListener('scroll', follow, { capture: true, passive: true })
		return () => window.removeEventListener('scroll', follow, { capture: true })
	}, [state])
	if (!state) return null
	const place = state.place()
	return (
		<div
			// Placed by the script under the `/`, or over it where the window has no room below: the CSP allows a
			// style set this way (no <style> element). The list is never cut to scroll: every option stays in view.
			ref={(element) => {
				if (!element || !place) return
				const height = element.offsetHeight
				const below = place.bottom + 4 + height <= window.innerHeight
				element.style.left = `${Math.max(8, Math.min(place.left, window.innerWidth - 272))}px`
				element.style.top = `${below ? place.bottom + 4 : Math.max(8, place.top - 4 - height)}px`
			}}
			className="fixed z-20 w-64 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
		>
			{state.items.length ? (
				<ul id={id} role="listbox" aria-label={`${label}: insert`} className="grid">
					{state.items.map((item, index) => (
						<li
							key={item.label}
							id={`${id}-${index}`}
							role="option"
							aria-selected={index === state.active}
							onMouseDown={(event) => {
								event.preventDefault()
								state.choose(item)
							}}
							className="cursor-pointer rounded-md px-3 py-1.5 text-sm text-slate-800 aria-selected:bg-brand-50 aria-selected:text-brand-700"
						>
							{item.label}
						</li>
					))}
				</ul>
			) : (
				<p id={id} className="px-3 py-1.5 text-sm text-slate-600">
					Nothing by that name
				</p>
			)}
		</div>
	)
}
