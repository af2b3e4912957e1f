import { crc32 } from 'node:zlib'

/**
 * Small documents for the résumé checks (docs/design.md §17): a PDF, a DOCX (a ZIP of a Word document's
 * parts, stored without compression), and what must be refused in their place.
 */

/** A ZIP archive of the files, stored (no compression): enough for a reader to list and read them. */
export function zipOf(files: Record<string, string>): Buffer {
	const locals: Buffer[] = []
	const centrals: Buffer[] = []
	let offset = 0
	for (const [name, text] of Object.entries(files)) {
		const data = Buffer.from(text)
		const fileName = Buffer.from(name)
		const crc = crc32(data)
		const local = Buffer.alloc(30)
		local.writeUInt32LE(0x04034b50, 0)
		local.writeUInt16LE(20, 4)
		local.writeUInt32LE(crc, 14)
		local.writeUInt32LE(data.length, 18)
		local.writeUInt32LE(data.length, 22)
		local.writeUInt16LE(fileName.length, 26)
		const central = Buffer.alloc(46)
		central.writeUInt32LE(0x02014b50, 0)
		central.writeUInt16LE(20, 4)
		central.writeUInt16LE(20, 6)
		central.writeUInt32LE(crc, 16)
		central.writeUInt32LE(data.length, 20)
		central.writeUInt32LE(data.length, 24)
		central.writeUInt16LE(fileName.length, 28)
		central.writeUInt32LE(offset, 42)
		locals.push(local, fileName, data)
		centrals.push(central, fileName)
		offset += local.length + fileName.length + data.length
	}
	const directory = Buffer.concat(centrals)
	const end = Buffer.alloc(22)
	end.writeUInt32LE(0x06054b50, 0)
	end.writeUInt16LE(Object.keys(files).length, 8)
	end.writeUInt16LE(Object.keys(files).length, 10)
	end.writeUInt32LE(directory.length, 12)
	end.writeUInt32LE(offset, 16)
	return Buffer.concat([...locals, directory, end])
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`

/** A Word document (DOCX) of one paragraph. */
export const docx = (text = 'Curriculum vitae') =>
	zipOf({
		'[Content_Types].xml': CONTENT_TYPES,
		'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
	})

/** A ZIP that is no Word document (a spreadsheet's parts would be the same: not a DOCX). */
export const plainZip = () => zipOf({ 'notes.txt': 'not a document' })

/** A one-page PDF (enough for a reader to see a PDF: its header and its end). */
export const pdf = (text = 'Curriculum vitae') =>
	Buffer.from(
		`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
	)

/** An HTML page, as someone might name it `cv.pdf`. */
export const htmlPage = () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
