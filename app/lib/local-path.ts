/**
 * Whether `value` is an address on this site (`/blog`, `/dashboard/edit-FAQ?x=1`): where a form may ask
 * to be sent back to, and what a toast may link to. Never another site (`//evil.example`, `/\evil`) nor
 * a scheme (`javascript:`).
 */
export function isLocalPath(value: unknown): value is string {
	if (typeof value !== 'string' || value.length > 2000) return false
	if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false
	return ![...value].some((char) => char < ' ' || char === '\u007f')
}
