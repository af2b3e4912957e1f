import { useEffect, useState } from 'react'

import { PRESENCE_HEARTBEAT_SECONDS, presencePath } from '#shared/presence.ts'

/** The names of an answer of `PUT /presence/...` (server/api/operations/presence.ts), or none for anything else. */
function namesOf(body: unknown): string[] {
	const editors = typeof body === 'object' && body !== null ? (body as { editors?: unknown }).editors : undefined
	if (!Array.isArray(editors)) return []
	return editors.flatMap((editor: unknown) => {
		const name = typeof editor === 'object' && editor !== null ? (editor as { name?: unknown }).name : undefined
		return typeof name === 'string' && name !== '' ? [name] : []
	})
}

/**
 * While an edit screen is open, it says so (docs/decisions/0052-presence-and-per-field-merge.md): once when
 * it opens, every `PRESENCE_HEARTBEAT_SECONDS`, and again as soon as the tab is shown after a while hidden
 * (background tabs' timers are slowed); each answer names who else has the item open. Leaving (another
 * screen, or the page itself closing) says so with a `keepalive` request, which outlives the page as
 * `navigator.sendBeacon` would (a beacon can only POST). A failed report changes nothing: the next one tries again.
 */
export function usePresence(collection: string, id: number): string[] {
	const [names, setNames] = useState<string[]>([])

	useEffect(() => {
		const path = presencePath(collection, id)
		const controller = new AbortController()
		const report = async () => {
			try {
				const response = await fetch(path, {
					method: 'PUT',
					headers: { Accept: 'application/json' },
					signal: controller.signal,
				})
				// Signed out, or no longer allowed: nobody is named rather than an old list kept.
				setNames(response.ok ? namesOf(await response.json()) : [])
			} catch {
				// Offline or aborted: the next heartbeat tries again.
			}
		}
		const leave = () => {
			fetch(path, { method: 'DELETE', keepalive: true }).catch(() => undefined)
		}
		const shown = () => {
			if (document.visibilityState === 'visible') void report()
		}
		// Back from the browser's back-forward cache: the page left, so it says it is here again.
		const restored = (event: PageTransitionEvent) => {
			if (event.persisted) void report()
		}

		void report()
		const timer = window.setInterval(() => void report(), PRESENCE_HEARTBEAT_SECONDS * 1000)
		document.addEventListener('visibilitychange', shown)
		window.addEventListener('pagehide', leave)
		window.addEventListener('pageshow', restored)
		return () => {
			controller.abort()
			window.clearInterval(timer)
			document.removeEventListener('visibilitychange', shown)
			window.removeEventListener('pagehide', leave)
			window.removeEventListener('pageshow', restored)
			leave()
		}
	}, [collection, id])

	return names
}
