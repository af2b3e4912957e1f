import type { Response } from 'express'
import { z } from 'zod'

import type { Answer } from '#server/api/operation.ts'

/** The exports' answers (the inbox's, the audit log's): a CSV file to download, as documented and as sent. */

const EXAMPLE_DAY = new Date('2025-03-14T12:00:00Z')

/** The document's answer of an export: a download named by `fileName`, its body like `example`. */
export function csvAnswer(
	fileName: (date: Date) => string,
	example: string,
	headers: NonNullable<Answer['headers']> = {},
): Answer {
	return {
		status: 200,
		description: 'The CSV file',
		headers: {
			'Content-Disposition': {
				description: 'A download, named by the day it was made',
				example: `attachment; filename="${fileName(EXAMPLE_DAY)}"`,
			},
			...headers,
		},
		// The byte order mark is for spreadsheets; the document shows the text.
		body: { schema: z.string(), mediaType: 'text/csv', example: example.replace(/^\uFEFF/, '') },
	}
}

export function sendCsv(res: Response, csv: string, fileName: string): void {
	res.setHeader('Content-Type', 'text/csv; charset=utf-8')
	res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
	res.send(csv)
}
