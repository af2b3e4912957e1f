/**
 * Reading the audit log (ADR 0029): GET /admin/audit's filters and pages, the CSV export (RFC 4180
 * quoting, the formula guard, the same filters), and the pruning of entries older than AUDIT_DAYS by the
 * housekeeping of a starting instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AuditEntry, recordAudit } from '#server/auth/audit.ts'
import { AUDIT_PAGE_SIZE, pruneAudit } from '#server/auth/audit-log.ts'
import { loadConfig } from '#server/config.ts'
import { parseCsv } from '#tests/helpers/csv.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Noon (UTC) `days` days ago: whole days apart, so that day filters and pruning have clear edges. */
const TODAY_NOON = Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`)
const daysAgo = (days: number) => new Date(TODAY_NOON - days * DAY_MS)

let app: TestApp
let token: string
beforeAll(async () => {
	app = await startTestApp()
	token = await app.adminToken()
	await app.services.db.deleteFrom('audit_log').execute()
	// 60 updates of FAQs over the last 60 days, 10 failed sign-ins 3 days ago, one media delete today.
	const entries: Array<[AuditEntry, Date]> = [
		...Array.from({ length: 60 }, (_, day): [AuditEntry, Date] => [
			{ action: 'content-updated', collection: 'faqs', itemId: day + 1, session: 'aaaaaaaaaaaaaaaa', ip: '192.0.2.1' },
			daysAgo(day + 1),
		]),
		...Array.from({ length: 10 }, (): [AuditEntry, Date] => [
			{ action: 'sign-in-failed', ip: '203.0.113.9', detail: { method: 'password' } },
			daysAgo(3),
		]),
		[
			{ action: 'media-deleted', collection: 'media', itemId: 7, session: 'bbbbbbbbbbbbbbbb', ip: '192.0.2.2' },
			new Date(TODAY_NOON + 60_000),
		],
	]
	for (const [entry, at] of entries) await recordAudit(app.services.db, entry, at)
})
afterAll(() => app.close())

/** The export's bytes as a spreadsheet gets them: decoded without dropping the byte order mark. */
async function download(query: string, signedIn = true) {
	const response = await fetch(`${app.url}/admin/audit.csv${query}`, {
		headers: signedIn ? { authorization: `Bearer ${token}` } : {},
	})
	const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
	return { response, text, records: response.ok ? parseCsv(text.replace(/^\uFEFF/, '')) : [] }
}

const read = (query = '') => app.api('GET', `/admin/audit${query}`, { token })
const day = (date: Date) => date.toISOString().slice(0, 10)

describe('GET /admin/audit', () => {
	it('pages every entry, the newest first, 50 a page', async () => {
		const first = await read()
		expect(first.status).toBe(200)
		expect(first.headers.get('cache-control')).toBe('no-store')
		expect(first.body).toMatchObject({ total: 71, page: 1, pages: 2, page_size: AUDIT_PAGE_SIZE })
		expect(first.body.entries).toHaveLength(50)
		expect(first.body.entries[0]).toEqual({
			id: expect.any(Number),
			at: expect.any(String),
			action: 'media-deleted',
			collection: 'media',
			item_id: 7,
			session: 'bbbbbbbbbbbbbbbb',
			// Recorded without a user: no user named (docs/design.md §15; tests/integration/team-credit.test.ts names them).
			user_id: null,
			user_name: null,
			ip: '192.0.2.2',
			detail: {},
		})
		const times = first.body.entries.map((entry: { at: string }) => entry.at)
		expect(times).toEqual([...times].sort().reverse())
		const second = await read('?page=2')
		expect(second.body.entries).toHaveLength(21)
		expect(second.body.entries[0].at <= times.at(-1)).toBe(true)
		// Past the last page: the last page.
		expect((await read('?page=9')).body.page).toBe(2)
	})

	it('filters by action, by collection and by days (UTC, both ends included)', async () => {
		const failed = await read('?action=sign-in-failed')
		expect(failed.body.total).toBe(10)
		expect(failed.body.entries[0]).toMatchObject({ session: null, ip: '203.0.113.9', detail: { method: 'password' } })
		expect((await read('?collection=media')).body.total).toBe(1)
		expect((await read('?collection=faqs&action=content-updated')).body.total).toBe(60)
		expect((await read(`?from=${day(daysAgo(10))}&to=${day(daysAgo(5))}&collection=faqs`)).body.total).toBe(6)
		expect((await read(`?from=${day(daysAgo(3))}&to=${day(daysAgo(3))}`)).body.total).toBe(11)
		expect((await read('?action=&collection=&from=&to=')).body.total).toBe(71)
	})

	it('refuses a filter it does not know, with 400 naming the parameter', async () => {
		for (const query of [
			'?action=dance',
			'?collection=spaceships',
			'?from=yesterday',
			'?page=0',
			'?from=2026-02-02&to=2026-01-01',
		]) {
			const response = await read(query)
			expect(response.status, query).toBe(400)
			expect(Object.keys(response.body.fields ?? {}).length, query).toBe(1)
		}
		expect((await app.api('GET', '/admin/audit')).status).toBe(401)
	})
})

describe('GET /admin/audit.csv', () => {
	it('downloads the filtered entries as RFC 4180 CSV, formulas neutralised', async () => {
		const tricky: Array<[string, string]> = [
			['=HYPERLINK("https://evil.example")', 'Name, with "quotes",\nand a line'],
			['+1+1', '-2'],
			['-1', '@SUM(A1)'],
			['@cmd', 'plain'],
		]
		for (const [ip, name] of tricky) {
			await recordAudit(app.services.db, { action: 'passkey-added', ip, detail: { name } })
		}
		const {
			response,
			text,
			records: [header, ...records],
		} = await download('?action=passkey-added')
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('content-disposition')).toMatch(
			/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
		)
		expect(response.headers.get('cache-control')).toBe('no-store')
		expect(text.startsWith('\uFEFF')).toBe(true)
		expect(text).toContain('\r\n')
		expect(header).toEqual(['id', 'at', 'action', 'collection', 'item_id', 'session', 'ip', 'detail', 'user'])
		expect(records).toHaveLength(4)
		// Newest first: the last recorded comes first.
		const byIp = records.map((record) => [record[6], JSON.parse(record[7]!)])
		expect(byIp).toEqual([
			["'@cmd", { name: 'plain' }],
			["'-1", { name: '@SUM(A1)' }],
			["'+1+1", { name: '-2' }],
			[`'=HYPERLINK("https://evil.example")`, { name: 'Name, with "quotes",\nand a line' }],
		])
		for (const record of records) expect(record[2]).toBe('passkey-added')
		await app.services.db.deleteFrom('audit_log').where('action', '=', 'passkey-added').execute()
	})

	it('keeps the same filters, and needs a session', async () => {
		expect((await download(`?collection=faqs&from=${day(daysAgo(10))}`)).records).toHaveLength(1 + 10)
		expect((await download('?action=nope')).response.status).toBe(400)
		expect((await download('', false)).response.status).toBe(401)
	})
})

describe('AUDIT_DAYS', () => {
	it('is 365 days unless set, and must be a whole number of days from 1 to 3650', () => {
		expect(loadConfig({}).auditDays).toBe(365)
		expect(loadConfig({ AUDIT_DAYS: '30' }).auditDays).toBe(30)
		for (const value of ['0', '-1', '1.5', 'a year', '3651']) {
			expect(() => loadConfig({ AUDIT_DAYS: value }), value).toThrow(/AUDIT_DAYS/)
		}
	})

	it('prunes entries older than AUDIT_DAYS', async () => {
		// As if it ran an hour before today's noon: the entries of 31 days ago and more are past keeping.
		expect(await pruneAudit(app.services.db, 30, TODAY_NOON - 60 * 60 * 1000)).toBe(30)
		expect((await read('?collection=faqs')).body.total).toBe(30)
	})

	it('is applied by the housekeeping of every starting instance', async () => {
		await recordAudit(app.services.db, { action: 'sign-out', session: 'cccccccccccccccc' }, daysAgo(20))
		const other = await startTestApp({ AUDIT_DAYS: '10' }, { sameDatabaseAs: app })
		try {
			await expect.poll(async () => (await read('?action=sign-out')).body.total, { timeout: 10_000 }).toBe(0)
			expect((await read(`?to=${day(daysAgo(11))}`)).body.total).toBe(0)
			expect((await read(`?collection=faqs&from=${day(daysAgo(9))}`)).body.total).toBe(9)
		} finally {
			await other.close()
		}
	})
})
