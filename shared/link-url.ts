/**
 * The address of a link a person types into the site's navigation (docs/decisions/0042-navigation.md): a
 * path on this site (`/about`), an `http(s)://` address, a `mailto:` or a `tel:` link. Nothing else
 * (`javascript:`, `data:`, `//host`, `ftp:`, a relative `about`) can end up in a menu's `href`. Written once
 * for the schema (server/content/field-kinds/kinds/url.ts, `requiredLink`) and the admin form's field.
 */

export const linkUrlMessage = (label: string) =>
	`${label} must be a path on this site (/about), an http:// or https:// address, mailto: or tel:`

const TEL = /^tel:\+?[0-9][0-9 ().-]*$/i
const MAILTO = /^mailto:[^\s@/]+@[^\s@/]+$/i

/** Whether `value` may be a navigation link's address. */
export function isLinkUrl(value: string): boolean {
	if (value === '' || [...value].some((char) => char < ' ' || char === '\u007f') || value.includes('\\')) return false
	const lower = value.toLowerCase()
	// A phone number may be written with spaces, as people read it; no other address holds one.
	if (lower.startsWith('tel:')) return TEL.test(value)
	if (/\s/.test(value)) return false
	if (value.startsWith('/')) return !value.startsWith('//')
	if (lower.startsWith('mailto:')) return MAILTO.test(value.split('?')[0]!)
	if (!lower.startsWith('http://') && !lower.startsWith('https://')) return false
	try {
		return new URL(value).hostname !== ''
	} catch {
		return false
	}
}

/** What is wrong with `value` as a link's address, in the words the form and the API show; undefined when nothing. */
export function linkUrlProblem(value: string, label: string): string | undefined {
	const text = value.trim()
	if (text === '') return `${label} is required`
	return isLinkUrl(text) ? undefined : linkUrlMessage(label)
}
