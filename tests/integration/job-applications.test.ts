/**
 * Job applications (docs/design.md §17, docs/decisions/0060-job-applications.md), on SQLite or PostgreSQL,
 * with the résumés in the local folder or (under scripts/with-rgw.sh) the bucket: a candidate's call and
 * its checks, the résumés' privacy, the team's calls, the audit log's entries, erasure and retention.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RESUME_MAX_BYTES } from '#shared/job-applications.ts'
import { eraseExpiredApplications } from '#server/content/job-applications.ts'
import { careers } from '#server/content/types/careers.ts'
import { docx, htmlPage, pdf, plainZip } from '#tests/helpers/documents.ts'
import { apply, candidate, openCareer, storedApplication } from '#tests/helpers/job-applications.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
let token: string
let careerId: number
beforeAll(async () => {
	app = await startTestApp()
	token = await app.adminToken()
	careerId = (await openCareer(app)).id
})
afterAll(async () => app?.close())

const team = (method: string, pathname: string, body?: unknown) => app.api(method, pathname, { token, body })
const resumeNames = async () => {
	const names: string[] = []
	for await (const name of app.services.resumes.list()) names.push(name)
	return names
}
const storedRow = (id: number) =>
	app.services.db.selectFrom('job_applications').selectAll().where('id', '=', id).executeTakeFirst()

describe('POST /careers/{id}/applications (candidates, no session)', () => {
	it('stores a PDF application: 201 { id }, and the team reads every field', async () => {
		const response = await apply(app, careerId, candidate, { data: pdf() })
		expect(response.status, response.text).toBe(201)
		expect(Object.keys(response.body)).toEqual(['id'])
		const stored = await team('GET', `/job-applications/${response.body.id}`)
		expect(stored.status, stored.text).toBe(200)
		expect(stored.body).toMatchObject({
			career_id: careerId,
			name: candidate.name,
			email: candidate.email,
			phone: candidate.phone,
			message: candidate.message,
			resume_type: 'application/pdf',
			resume_size: pdf().length,
			status: 'new',
			notes: '',
		})
		expect(stored.body).not.toHaveProperty('resume_file')
	})

	it('stores a DOCX, whatever name and type the browser gives it', async () => {
		const response = await apply(app, careerId, candidate, { data: docx(), name: 'cv.bin', type: 'text/plain' })
		expect(response.status, response.text).toBe(201)
		const stored = await team('GET', `/job-applications/${response.body.id}`)
		expect(stored.body.resume_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
	})

	it('takes phone and message as optional', async () => {
		const { phone: _phone, message: _message, ...required } = candidate
		const response = await apply(app, careerId, required, { data: pdf() })
		expect(response.status, response.text).toBe(201)
		expect((await storedRow(Number(response.body.id)))?.phone).toBe('')
	})

	it.each([
		['an HTML page named .pdf', htmlPage(), 'cv.pdf', 'application/pdf'],
		['a PNG image', undefined, 'cv.png', 'image/png'],
		['a ZIP that is no Word document', plainZip(), 'cv.docx', 'application/zip'],
		['a text file starting like a PDF', Buffer.from('%PDX-1.4 not a pdf'), 'cv.pdf', 'application/pdf'],
	])('refuses %s with 415, naming the resume', async (_label, data, name, type) => {
		const bytes =
			data ??
			(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
				.png()
				.toBuffer())
		const before = await resumeNames()
		const response = await apply(app, careerId, candidate, { data: bytes, name, type })
		expect(response.status, response.text).toBe(415)
		expect(response.body.fields).toHaveProperty('resume')
		expect(await resumeNames()).toEqual(before)
	})

	it('refuses a CV over 5 MB with 413, naming the resume', async () => {
		const big = Buffer.concat([pdf(), Buffer.alloc(RESUME_MAX_BYTES)])
		const response = await apply(app, careerId, candidate, { data: big })
		expect(response.status, response.text).toBe(413)
		expect(response.body.fields).toHaveProperty('resume')
	})

	it.each([
		['name', { ...candidate, name: '' }],
		['email', { ...candidate, email: 'not-an-address' }],
		['phone', { ...candidate, phone: 'call me maybe' }],
		['consent', { ...candidate, consent: 'false' }],
		['consent', (({ consent: _c, ...rest }) => rest)(candidate)],
	])('answers 400 naming %s', async (field, fields) => {
		const response = await apply(app, careerId, fields, { data: pdf() })
		expect(response.status, response.text).toBe(400)
		expect(response.body.fields).toHaveProperty(field)
	})

	it('answers 400 naming the resume when there is none', async () => {
		const response = await apply(app, careerId, candidate)
		expect(response.status, response.text).toBe(400)
		expect(response.body.fields).toHaveProperty('resume')
	})

	it('answers 404 for an unknown, unpublished, trashed or closed position', async () => {
		const closed = await careers.create(app.services.db, {
			position_name: 'Closed role',
			job_description: 'Filled.',
			valid_through: '2020-01-31',
		} as never)
		const draft = await careers.create(app.services.db, {
			position_name: 'Draft role',
			job_description: 'Not yet.',
			status: 'draft',
		} as never)
		const trashed = await openCareer(app, 'Gone role')
		await careers.remove(app.services.db, trashed.id)
		for (const id of [999_999, draft.id, trashed.id, closed.id, 'abc']) {
			const response = await apply(app, id, candidate, { data: pdf() })
			expect(response.status, `${id}: ${response.text}`).toBe(404)
		}
	})

	it('refuses a post from another site’s page (the same Origin rule as POST /contact)', async () => {
		const response = await apply(app, careerId, candidate, { data: pdf() }, { origin: 'https://evil.example' })
		expect(response.status).toBe(403)
	})
})

describe('the résumés are private', () => {
	it('are never in the uploads nor at an address under /uploads', async () => {
		const application = await storedApplication(app, careerId)
		const row = await storedRow(application.id)
		const name = row!.resume_file
		expect(await resumeNames()).toContain(name)
		expect(await app.storedNames()).not.toContain(name)
		for (const address of [
			`/uploads/${name}`,
			`/uploads/private/resumes/${name}`,
			`/uploads/private%2Fresumes%2F${name}`,
			`/uploads/..%2Fprivate%2Fresumes%2F${name}`,
		]) {
			const response = await fetch(app.url + address)
			// express.static refuses a `..` outright (403); everything else is not there (404).
			expect([403, 404], address).toContain(response.status)
			expect(await response.text()).not.toContain('%PDF')
		}
		if (!app.config.s3) {
			await expect(fs.stat(path.join(app.dataDir, 'uploads', name))).rejects.toThrow()
			await expect(fs.stat(path.join(app.dataDir, 'private', 'resumes', name))).resolves.toBeTruthy()
		}
	})

	it('answer 401 to every team call without a session', async () => {
		const { id } = await storedApplication(app, careerId)
		for (const [method, pathname] of [
			['GET', '/job-applications'],
			['GET', '/job-applications.csv'],
			['GET', `/job-applications/${id}`],
			['GET', `/job-applications/${id}/resume`],
			['PUT', `/job-applications/${id}`],
			['DELETE', `/job-applications/${id}`],
		] as const) {
			const response = await app.api(method, pathname, method === 'PUT' ? { body: { status: 'hired' } } : {})
			expect(response.status, `${method} ${pathname}`).toBe(401)
		}
		expect(await storedRow(id)).toBeDefined()
	})
})

describe('the team’s calls', () => {
	it('download the CV as an attachment, with its type and nosniff', async () => {
		const response = await apply(app, careerId, candidate, { data: docx() })
		const id = Number(response.body.id)
		const download = await fetch(`${app.url}/job-applications/${id}/resume`, {
			headers: { authorization: `Bearer ${token}` },
		})
		expect(download.status).toBe(200)
		expect(download.headers.get('content-type')).toBe(
			'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
		)
		expect(download.headers.get('content-disposition')).toBe(`attachment; filename="application-${id}.docx"`)
		expect(download.headers.get('x-content-type-options')).toBe('nosniff')
		expect(download.headers.get('cache-control')).toMatch(/no-store/)
		expect(Buffer.from(await download.arrayBuffer())).toEqual(docx())
	})

	it('list by position and by status, the newest first', async () => {
		const other = await openCareer(app, 'Designer')
		const first = await storedApplication(app, other.id)
		const second = await storedApplication(app, other.id)
		await team('PUT', `/job-applications/${second.id}`, { status: 'interview' })
		const ofPosition = await team('GET', `/job-applications?career_id=${other.id}`)
		expect(ofPosition.body.map((found: { id: number }) => found.id)).toEqual([second.id, first.id])
		const interviews = await team('GET', `/job-applications?career_id=${other.id}&status=interview`)
		expect(interviews.body.map((found: { id: number }) => found.id)).toEqual([second.id])
		expect((await team('GET', '/job-applications?status=maybe')).status).toBe(400)
	})

	it('change the status and the notes; refuse an unknown status', async () => {
		const { id } = await storedApplication(app, careerId)
		for (const status of ['reviewing', 'interview', 'offer', 'hired', 'rejected', 'new']) {
			const changed = await team('PUT', `/job-applications/${id}`, { status })
			expect(changed.status, changed.text).toBe(200)
			expect(changed.body.status).toBe(status)
		}
		const noted = await team('PUT', `/job-applications/${id}`, { notes: 'Call on Monday' })
		expect(noted.body).toMatchObject({ status: 'new', notes: 'Call on Monday' })
		const refused = await team('PUT', `/job-applications/${id}`, { status: 'maybe' })
		expect(refused.status).toBe(400)
		expect(refused.body.fields).toHaveProperty('status')
		expect((await team('PUT', `/job-applications/${id}`, {})).status).toBe(400)
		expect((await team('PUT', '/job-applications/999999', { status: 'new' })).status).toBe(404)
	})

	it('erase the application and its CV at once', async () => {
		const { id } = await storedApplication(app, careerId)
		const name = (await storedRow(id))!.resume_file
		const erased = await team('DELETE', `/job-applications/${id}`)
		expect(erased.status, erased.text).toBe(204)
		expect(await storedRow(id)).toBeUndefined()
		expect(await resumeNames()).not.toContain(name)
		expect((await team('GET', `/job-applications/${id}`)).status).toBe(404)
		expect((await team('GET', `/job-applications/${id}/resume`)).status).toBe(404)
	})

	it('export CSV without the files, formula cells neutralised', async () => {
		await storedApplication(app, careerId, { name: '=HYPERLINK("x")' })
		const response = await fetch(`${app.url}/job-applications.csv?career_id=${careerId}`, {
			headers: { authorization: `Bearer ${token}` },
		})
		expect(response.status).toBe(200)
		expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="job-applications-/)
		const text = await response.text()
		expect(text).toMatch(/^\uFEFF?id,created_at,career_id,position,name,email,phone,message,status,notes\r\n/)
		expect(text).toContain(`'=HYPERLINK`)
		expect(text).toContain('Data Engineer')
		expect(text).not.toMatch(/\.pdf|\.docx|%PDF/)
	})

	it('are in the audit log by id alone: who opened, downloaded, changed and erased, never the content', async () => {
		const { id } = await storedApplication(app, careerId, { name: 'Zed Secretname', email: 'zed@secret.example' })
		await team('GET', `/job-applications/${id}`)
		await fetch(`${app.url}/job-applications/${id}/resume`, { headers: { authorization: `Bearer ${token}` } })
		await team('PUT', `/job-applications/${id}`, { status: 'offer', notes: 'Secret note about Zed' })
		await team('DELETE', `/job-applications/${id}`)
		const entries = await app.services.db
			.selectFrom('audit_log')
			.selectAll()
			.where('collection', '=', 'job_applications')
			.where('item_id', '=', id)
			.orderBy('id')
			.execute()
		expect(entries.map((entry) => entry.action)).toEqual([
			'application-viewed',
			'application-downloaded',
			'application-updated',
			'application-deleted',
		])
		expect(entries.every((entry) => entry.user_id !== null)).toBe(true)
		expect(JSON.parse(entries[2]!.detail)).toEqual({ fields: 'notes, status' })
		const all = JSON.stringify(await app.services.db.selectFrom('audit_log').selectAll().execute())
		for (const secret of ['Secretname', 'zed@secret.example', 'Secret note', 'offer']) expect(all).not.toContain(secret)
	})
})

describe('retention (APPLICATION_DAYS)', () => {
	it('erases applications older than the days, their CVs included, and keeps the others', async () => {
		const old = await storedApplication(app, careerId)
		const recent = await storedApplication(app, careerId)
		const oldName = (await storedRow(old.id))!.resume_file
		const longAgo = new Date(Date.now() - 181 * 24 * 60 * 60 * 1000).toISOString()
		await app.services.db
			.updateTable('job_applications')
			.set({ created_at: longAgo })
			.where('id', '=', old.id)
			.execute()
		expect(await eraseExpiredApplications(app.services.db, app.services.resumes, 180)).toBe(1)
		expect(await storedRow(old.id)).toBeUndefined()
		expect(await storedRow(recent.id)).toBeDefined()
		expect(await resumeNames()).not.toContain(oldName)
		expect(await eraseExpiredApplications(app.services.db, app.services.resumes, 180)).toBe(0)
	})
})

describe('one limit per address over contact messages and applications (CONTACT_RATE_LIMIT)', () => {
	let limited: TestApp
	beforeAll(async () => {
		limited = await startTestApp({ CONTACT_RATE_LIMIT: '2' })
	})
	afterAll(async () => limited?.close())

	it('counts a contact message and an application together; an invalid one costs nothing', async () => {
		const career = await openCareer(limited)
		const message = { name: 'Maria', email: 'maria@example.com', phone: '+1 555 010 2030', message: 'Hello' }
		expect((await limited.api('POST', '/contact', { body: message })).status).toBe(201)
		expect((await apply(limited, career.id, { ...candidate, email: 'bad' }, { data: pdf() })).status).toBe(400)
		expect((await apply(limited, career.id, candidate, { data: pdf() })).status).toBe(201)
		const third = await apply(limited, career.id, candidate, { data: pdf() })
		expect(third.status).toBe(429)
		expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
		expect((await limited.api('POST', '/contact', { body: message })).status).toBe(429)
	})
})
