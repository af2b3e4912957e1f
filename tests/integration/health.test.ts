import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app'

let app: TestApp
beforeAll(async () => {
	app = await startTestApp()
})
afterAll(() => app.close())

describe('GET /healthz', () => {
	it('answers ok while the database is reachable', async () => {
		const response = await app.api('GET', '/healthz')
		expect(response.status).toBe(200)
		expect(response.body).toEqual({ status: 'ok' })
		expect(response.headers.get('cache-control')).toBe('no-store')
	})

	it('runs on the database the test run asked for', () => {
		expect(app.services.dbKind).toBe(process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite')
	})
})
