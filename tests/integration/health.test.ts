import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

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

	it('carries the security headers every answer has', async () => {
		const { headers } = await app.api('GET', '/healthz')
		expect(headers.get('x-content-type-options')).toBe('nosniff')
		expect(headers.get('referrer-policy')).toBe('same-origin')
		expect(headers.get('x-frame-options')).toBe('DENY')
		expect(headers.get('content-security-policy')).toBe(
			"default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
		)
		expect(headers.get('permissions-policy')).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/)
		expect(headers.get('strict-transport-security')).toBeNull()
	})

	it('runs on the database the test run asked for', () => {
		expect(app.services.dbKind).toBe(process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite')
	})
})

describe('the API namespace', () => {
	it.each([
		['DELETE', '/faqs', 405, 'GET, POST'],
		['PUT', '/products', 405, 'GET, POST'],
		['POST', '/blogs/1', 405, 'GET, PUT, DELETE'],
		['GET', '/upload', 405, 'POST'],
		['GET', '/contact', 405, 'POST'],
		['GET', '/admin/login', 405, 'POST'],
	])('%s %s answers %i in JSON with Allow: %s', async (method, path, status, allow) => {
		const response = await app.api(method, path)
		expect(response.status).toBe(status)
		expect(response.headers.get('allow')).toBe(allow)
		expect(response.headers.get('content-type')).toContain('application/json')
		expect(response.body.error).toEqual(expect.any(String))
	})

	it('answers a path below an item with a JSON 404', async () => {
		const response = await app.api('GET', '/faqs/1/anything/else')
		expect(response.status).toBe(404)
		expect(response.body).toEqual({ error: 'Not found' })
	})
})
