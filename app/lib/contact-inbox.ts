/** The admin's inbox of contact messages: its addresses, and how it writes dates and reply links. */

export const INBOX_PATH = '/dashboard/contact-submission'
export const inboxMessagePath = (id: number) => `${INBOX_PATH}/${id}`
/** The export, served by the JSON API (the admin's session cookie goes with the download). */
export const INBOX_CSV_PATH = '/contact_submissions.csv'

const DATE_PARTS = new Intl.DateTimeFormat('en-GB', {
	day: 'numeric',
	month: 'long',
	year: 'numeric',
	hour: '2-digit',
	minute: '2-digit',
	hourCycle: 'h23',
	timeZone: 'UTC',
})

/** A stored timestamp as people read it, in UTC: '21 November 2026, 14:05'. */
export function formatReceived(iso: string): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return iso
	const part = (type: Intl.DateTimeFormatPartTypes) =>
		DATE_PARTS.formatToParts(date).find((item) => item.type === type)?.value ?? ''
	return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`
}

/** An address for a mailto: link (RFC 6068): each side of the @ percent-encoded. */
export function mailtoAddress(email: string): string {
	const at = email.lastIndexOf('@')
	if (at <= 0) return encodeURIComponent(email)
	return `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`
}

/** The subject of a reply: 'Re: ' and the visitor's subject (once), or a plain one when there was none. */
export function replySubject(subject: string): string {
	const text = subject.trim()
	if (text === '') return 'Re: Your message'
	return /^re:/i.test(text) ? text : `Re: ${text}`
}

/**
 * A link that opens the admin's mail program with a reply: the visitor's address and the subject filled
 * in. Everything is percent-encoded (spaces as %20, never +), so no character of the visitor's subject
 * can add a header (`&cc=`) or end the link.
 */
export function replyMailto(email: string, subject: string): string {
	return `mailto:${mailtoAddress(email)}?subject=${encodeURIComponent(replySubject(subject))}`
}
