import { NOT_COUNTED_ATTRIBUTE, PAGE_VIEWS_PATH, UTM_MAX } from '#shared/page-views.ts'

/**
 * Counts this page once it is actually shown (docs/design.md §12, ADR 0033): a prerendered page waits until it
 * is activated, a tab opened in the background until it is looked at; a page never shown is never counted.
 * No cookie, no storage, nothing sent elsewhere: one request to this site with the path, the referring
 * site's host (never its page), the UTM tags and the viewport's width. The server applies the rules again
 * (robots, the admin, DNT and GPC): this only spares the request.
 */
export function countPageView(): void {
	if (document.querySelector(`[${NOT_COUNTED_ATTRIBUTE}]`)) return
	const privacy = navigator as Navigator & { globalPrivacyControl?: boolean }
	if (privacy.doNotTrack === '1' || privacy.globalPrivacyControl === true) return

	let sent = false
	const send = () => {
		if (sent || document.visibilityState !== 'visible') return
		sent = true
		document.removeEventListener('visibilitychange', send)
		const query = new URLSearchParams(location.search)
		// Control characters would make the server refuse the whole view: a tag is kept without them.
		const tag = (name: string) =>
			query
				.get(name)
				// eslint-disable-next-line no-control-regex -- exactly what is removed
				?.replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
				.trim()
				.slice(0, UTM_MAX) || undefined
		const body = JSON.stringify({
			path: location.pathname,
			referrer: referrerHost(),
			width: Math.round(window.innerWidth),
			utm_source: tag('utm_source'),
			utm_medium: tag('utm_medium'),
			utm_campaign: tag('utm_campaign'),
		})
		// keepalive: the request outlives the page if the visitor moves on at once.
		fetch(PAGE_VIEWS_PATH, {
			method: 'POST',
			body,
			keepalive: true,
			headers: { 'content-type': 'application/json' },
		}).catch(() => {})
	}
	const whenShown = () => {
		send()
		if (!sent) document.addEventListener('visibilitychange', send)
	}
	if ((document as Document & { prerendering?: boolean }).prerendering) {
		document.addEventListener('prerenderingchange', whenShown, { once: true })
	} else whenShown()
}

/** The referring site's host; '' for none, or for this site itself. */
function referrerHost(): string {
	try {
		const host = document.referrer ? new URL(document.referrer).hostname : ''
		// A host name only: an address such as [::1] is no site to report.
		return host === location.hostname || !/^[a-z0-9.-]+$/i.test(host) ? '' : host
	} catch {
		return ''
	}
}
