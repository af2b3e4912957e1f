import { useSyncExternalStore } from 'react'

import { formatTime } from '#shared/time-zone.ts'

const unchanging = () => () => {}
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const serverZone = () => undefined

/** The browser's time zone once it is known (after hydration: the server renders UTC, so both agree first). */
export function useBrowserTimeZone(): string | undefined {
	return useSyncExternalStore(unchanging, browserZone, serverZone)
}

/** A moment, in the reader's own time zone (UTC, said so, until the page has hydrated). */
export function LocalTime({ iso }: { iso: string }) {
	const zone = useBrowserTimeZone()
	return <time dateTime={iso}>{formatTime(iso, zone)}</time>
}
