import { formatUtc } from '#app/lib/utc-time.ts'

/** A stored time (ISO 8601, UTC) as a <time> element, the same on the server and after hydration. */
export function UtcTime({ iso }: { iso: string }) {
	return <time dateTime={iso}>{formatUtc(iso)}</time>
}
