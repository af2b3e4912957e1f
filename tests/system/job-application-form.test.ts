/**
 * The position page's application form (docs/design.md §17) as a browser without script sends it: a plain
 * multipart post to the page, answered with the page again (the confirmation, or the errors tied to their
 * fields, the typed text kept and the first error focused). On the production build (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { APPLICATION_SENT, CHOOSE_FILE_AGAIN } from '#app/components/application-form.tsx'
import { htmlPage, pdf } from '#tests/helpers/documents.ts'
import { candidate } from '#tests/helpers/job-applications.ts'
import { type ServerProcess, signIn, startServerProcess } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'hiring@example.com', ADMIN_PASSWORD: 'system test password 42', LOG_REQUESTS: '0' }
let server: ServerProcess
let token: string
let page: string
beforeAll(async () => {
	server = await startServerProcess(ADMIN)
	;({ token } = await signIn(server, ADMIN))
	const response = await fetch(`${server.url}/careers`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
		body: JSON.stringify({ position_name: 'Form Engineer', job_description: 'Forms that work without script.' }),
	})
	page = `/career/${((await response.json()) as { slug: string }).slug}`
})
afterAll(() => server?.stop('SIGKILL'))

async function post(fields: Record<string, string>, resume?: Buffer) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.append(name, value)
	if (resume) form.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'cv.pdf')
	const response = await fetch(server.url + page, { method: 'POST', body: form, headers: { accept: 'text/html' } })
	return { status: response.status, html: await response.text() }
}
const count = async () => {
	const response = await fetch(`${server.url}/job-applications`, { headers: { authorization: `Bearer ${token}` } })
	return ((await response.json()) as unknown[]).length
}

describe('the application form without script', () => {
	it('is a multipart form on the position page, with labelled fields and a link to the privacy notice', async () => {
		const html = await (await fetch(server.url + page)).text()
		// HTML's attribute names are case-insensitive: React writes `encType`.
		const form = html.match(/<form[^>]*aria-labelledby="apply-heading"[^>]*>/)?.[0] ?? ''
		expect(form).toMatch(/enctype="multipart\/form-data"/i)
		expect(form).toMatch(/method="post"/)
		for (const name of ['name', 'email', 'phone', 'message', 'resume', 'consent']) {
			expect(html).toContain(`for="apply-${name}"`)
		}
		expect(html).toContain('href="/privacy"')
	})

	it('stores the application and answers with the confirmation', async () => {
		const before = await count()
		const { status, html } = await post(candidate, pdf())
		expect(status).toBe(200)
		expect(html).toContain(APPLICATION_SENT)
		expect(await count()).toBe(before + 1)
	})

	it('keeps the typed text on a refusal, ties each error to its field and focuses the first', async () => {
		const before = await count()
		const { status, html } = await post({ ...candidate, email: 'not-an-address', consent: '' }, htmlPage())
		expect(status).toBe(400)
		expect(html).toContain(CHOOSE_FILE_AGAIN)
		expect(html).toMatch(/id="apply-email"[^>]*aria-invalid="true"[^>]*aria-describedby="apply-email-error"/)
		expect(html).toMatch(/<input[^>]*autofocus=""[^>]*id="apply-email"|<input[^>]*id="apply-email"[^>]*autofocus=""/)
		expect(html).toContain('value="Maria Candidate"')
		expect(html).toContain('value="not-an-address"')
		expect(await count()).toBe(before)
	})

	it('refuses a file that is not a PDF or DOCX, naming the CV', async () => {
		const { status, html } = await post(candidate, htmlPage())
		expect(status).toBe(415)
		expect(html).toContain('id="apply-resume-error"')
	})
})
