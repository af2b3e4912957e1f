/** An id from a URL: a positive 32-bit integer, or undefined (which callers answer with 404). */
export function parseIdParam(value: unknown): number | undefined {
	const text = String(value ?? '')
	if (!/^[1-9]\d{0,9}$/.test(text)) return undefined
	const id = Number(text)
	return id <= 2_147_483_647 ? id : undefined
}
