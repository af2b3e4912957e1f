/**
 * Dates and times in the admin's own time zone (an IANA name such as `Europe/Berlin`, which the browser
 * knows) and the UTC instants the server stores. Plain `Intl`, no library: both sides run it.
 */

/** A `datetime-local` value: `2026-12-01T09:30` (seconds optional). */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

export function isTimeZone(zone: string): boolean {
	try {
		new Intl.DateTimeFormat('en', { timeZone: zone })
		return true
	} catch {
		return false
	}
}

/** How far `zone`'s clocks are ahead of UTC at `instant` (ms). */
function offsetAt(zone: string, instant: number): number {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone: zone,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	}).formatToParts(instant)
	const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
	const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
	return wall - Math.floor(instant / 1000) * 1000
}

/** The UTC instant (ISO 8601) a `datetime-local` value means in `zone`; undefined when it is no time. */
export function zonedToUtc(local: string, zone: string): string | undefined {
	const match = LOCAL.exec(local.trim())
	if (!match || !isTimeZone(zone)) return undefined
	const [, y, mo, d, h, mi, s] = match.map(Number) as number[]
	const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s || 0)
	const probe = new Date(wall)
	if (probe.getUTCMonth() !== mo! - 1 || probe.getUTCDate() !== d) return undefined
	// The offset at the wall time read as UTC is right but for the hours around a change of offset: a
	// second look at the instant found settles those.
	let instant = wall - offsetAt(zone, wall)
	instant = wall - offsetAt(zone, instant)
	return new Date(instant).toISOString()
}

/** A stored instant as a `datetime-local` value in `zone` (to fill the input with). */
export function utcToZoned(iso: string, zone: string): string {
	const instant = Date.parse(iso)
	if (!Number.isFinite(instant) || !isTimeZone(zone)) return ''
	return new Date(instant + offsetAt(zone, instant)).toISOString().slice(0, 16)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const two = (value: number) => String(value).padStart(2, '0')

/**
 * "1 Dec 2026, 09:30" in `zone`; without one, in UTC, and then it says so. UTC is spelled out by hand,
 * not by Intl: the server renders it and the browser hydrates it, and their ICU data may differ ('Sep'
 * or 'Sept'). A time in the reader's zone is only ever rendered in the browser (app/components/local-time.tsx).
 * An unreadable value is shown as it is.
 */
export function formatTime(iso: string, zone?: string): string {
	const instant = Date.parse(iso)
	if (!Number.isFinite(instant)) return iso
	if (!zone || zone === 'UTC' || !isTimeZone(zone)) {
		const date = new Date(instant)
		const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
		return `${day}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`
	}
	return new Intl.DateTimeFormat('en-GB', {
		timeZone: zone,
		day: 'numeric',
		month: 'short',
		year: 'numeric',
		hour: '2-digit',
		minute: '2-digit',
		hourCycle: 'h23',
	}).format(instant)
}
