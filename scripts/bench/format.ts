// Numbers as the report's tables show them; NaN (nothing measured) is a dash.
export const fixed = (value: number, digits: number) => (Number.isNaN(value) ? '–' : value.toFixed(digits))
export const kB = (bytes: number) => (Number.isNaN(bytes) ? '–' : (bytes / 1000).toFixed(1))
export const thousands = (value: number) => (Number.isNaN(value) ? '–' : Math.round(value).toLocaleString('en-US'))

export function markdownTable(header: string[], rows: string[][], right: boolean[]): string {
	const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length), 3))
	const line = (cells: string[]) =>
		`| ${cells.map((cell, i) => (right[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`
	const rule = `|${widths.map((width, i) => (right[i] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`
	return [line(header), rule, ...rows.map(line)].join('\n')
}
