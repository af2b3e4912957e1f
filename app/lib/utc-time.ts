/**
 * Times as the admin screens write them: in UTC, spelled out by hand rather than by Intl, so the server's
 * rendering and the browser's hydration agree whatever ICU data each has ('Sept' or 'Sep').
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const two = (value: number) => String(value).padStart(2, '0')

/** '16 Mar 2025, 08:05 UTC' (an unreadable value is shown as it is). */
export function formatUtc(iso: string): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return iso
	const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
	return `${day}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`
}
