import { stringify } from 'csv-stringify/sync'

/**
 * Records as CSV for a spreadsheet (the inbox's and the audit log's exports): RFC 4180 (CRLF between
 * records; quotes around any field with a comma, a quote or a line break), a header line, and a byte
 * order mark so that Excel reads the UTF-8 text as UTF-8. A cell a spreadsheet would run as a formula
 * (one starting with = + - @, a tab or a carriage return, or their full-width forms) gets a leading
 * apostrophe, which makes it text (OWASP "CSV injection"); the price is that a phone number written +44…
 * shows as '+44… in the export.
 */
export function toCsv(records: ReadonlyArray<Record<string, unknown>>, columns: readonly string[]): string {
	return stringify([...records], {
		bom: true,
		header: true,
		columns: [...columns],
		record_delimiter: 'windows',
		// Without this, naming a record delimiter stops the quoting of fields holding a lone \n or \r.
		quote_record_delimiter: true,
		escape_formulas: true,
	})
}
