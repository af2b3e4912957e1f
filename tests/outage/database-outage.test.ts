import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { usingPostgres } from '#tests/helpers/database.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const run = promisify(execFile)
/** The cluster pg_virtualenv made for this run. */
const cluster = (action: 'stop' | 'start') =>
	run('pg_ctlcluster', [process.env.PGVERSION ?? '15', 'regress', action, ...(action === 'stop' ? ['-m', 'fast'] : [])])

describe.runIf(usingPostgres)('a PostgreSQL restart under the running app', () => {
	let app: TestApp
	beforeAll(async () => {
		app = await startTestApp()
	})
	afterAll(async () => {
		await cluster('start').catch(() => {})
		await app.close()
	})

	it('fails requests cleanly with 503 during the outage, and serves again afterwards without a restart', async () => {
		const token = await app.adminToken()
		expect((await app.api('POST', '/faqs', { token, body: { question: 'Before?', answer: 'Yes' } })).status).toBe(201)

		await cluster('stop')
		for (const [method, path, body] of [
			['GET', '/faqs', undefined],
			['POST', '/faqs', { question: 'During?', answer: 'No' }],
			['GET', '/readyz', undefined],
		] as const) {
			const response = await app.api(method, path, { token, body })
			expect(response.status, `${method} ${path}`).toBe(503)
			expect(response.headers.get('content-type')).toContain('application/json')
			expect(response.text).not.toMatch(/\n\s+at /)
		}
		// The process itself lives (an orchestrator must not restart it), but it is not ready, and says why.
		expect((await app.api('GET', '/healthz')).status).toBe(200)
		expect((await app.api('GET', '/readyz')).body.checks).toMatchObject({ database: 'failed', migrations: 'failed' })

		await cluster('start')
		let status = 0
		for (let attempt = 0; attempt < 50 && status !== 201; attempt++) {
			status = (await app.api('POST', '/faqs', { token, body: { question: 'After?', answer: 'Yes' } })).status
			if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 200))
		}
		expect(status).toBe(201)
		const questions = ((await app.api('GET', '/faqs')).body as Array<{ question: string }>).map((faq) => faq.question)
		expect(questions).toEqual(['Before?', 'After?'])
		expect((await app.api('GET', '/healthz')).status).toBe(200)
		expect((await app.api('GET', '/readyz')).status).toBe(200)
	}, 60_000)

	it('answers page views with 204 through the outage, and writes the queued ones once it is back', async () => {
		const chrome =
			'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
		const view = (path: string, headers: Record<string, string> = {}) =>
			app.api('POST', '/analytics/views', {
				body: { path, width: 1280 },
				headers: { 'user-agent': chrome, ...headers },
			})
		const written = async () => {
			await app.services.pageViews.flush()
			const rows = await app.services.db.selectFrom('analytics_events').select('path').execute()
			return rows.map((row) => row.path).sort()
		}
		expect((await view('/about')).status).toBe(204)
		expect(await written()).toEqual(['/about'])

		await cluster('stop')
		expect((await view('/portfolio')).status).toBe(204)
		// A session cookie needs the database to tell the admin from a visitor: not counted, still 204.
		expect((await view('/blog', { cookie: 'sigma_auth_token=not-checked-now' })).status).toBe(204)
		await app.services.pageViews.flush()

		await cluster('start')
		await expect
			.poll(() => written().catch(() => []), { timeout: 20_000, interval: 500 })
			.toEqual(['/about', '/portfolio'])
	}, 60_000)
})
