/**
 * Reads CSV back (RFC 4180: fields separated by commas, records by CRLF or LF, quoted fields may hold
 * commas, quotes doubled, and line breaks). Written here, independently of the writer under test.
 */
export function parseCsv(text: string): string[][] {
	const records: string[][] = []
	let record: string[] = []
	let field = ''
	let quoted = false
	let i = 0
	while (i < text.length) {
		const char = text[i]!
		if (quoted) {
			if (char === '"' && text[i + 1] === '"') {
				field += '"'
				i += 2
				continue
			}
			if (char === '"') quoted = false
			else field += char
			i++
			continue
		}
		if (char === '"' && field === '') quoted = true
		else if (char === ',') {
			record.push(field)
			field = ''
		} else if (char === '\r' || char === '\n') {
			if (char === '\r' && text[i + 1] === '\n') i++
			record.push(field)
			records.push(record)
			record = []
			field = ''
		} else field += char
		i++
	}
	if (quoted) throw new Error('CSV ends inside a quoted field')
	if (field !== '' || record.length > 0) {
		record.push(field)
		records.push(record)
	}
	return records
}

/** The records as objects keyed by the header row. */
export function csvObjects(text: string): Array<Record<string, string>> {
	const [header, ...rows] = parseCsv(text)
	if (!header) return []
	return rows.map((row) => {
		if (row.length !== header.length) throw new Error(`a record has ${row.length} fields, the header ${header.length}`)
		return Object.fromEntries(header.map((name, index) => [name, row[index]!]))
	})
}
