/**
 * Text for one header line: no line breaks or other control characters (a name like "Eve\r\nBcc: …"
 * must not add a header), runs of space folded, at most `max` characters.
 */
export function headerText(value: string, max: number): string {
	const single = value
		// eslint-disable-next-line no-control-regex -- removing control characters is the point
		.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
		.replace(/\s+/g, ' ')
		.trim()
	return single.length > max ? `${single.slice(0, max - 1)}…` : single
}
