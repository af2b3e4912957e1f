/** A JSON text (a column's, a form's) as the value it holds; anything else (text that is not JSON, a value already parsed) as it is. */
export function fromJsonText(value: unknown): unknown {
	if (typeof value !== 'string') return value
	try {
		return JSON.parse(value) as unknown
	} catch {
		return value
	}
}
