import fs from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PROBE_PREFIX, type UploadStorage } from '#server/uploads/storage.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
beforeAll(async () => {
	app = await startTestApp()
})
afterAll(() => app.close())

describe('GET /healthz', () => {
	it('answers ok: the process lives', async () => {
		const response = await app.api('GET', '/healthz')
		expect(response.status).toBe(200)
		expect(response.body).toEqual({ status: 'ok' })
		expect(response.headers.get('cache-control')).toBe('no-store')
	})

	it.each(['/healthz', '/readyz'])('%s carries the security headers every answer has', async (path) => {
		const { headers } = await app.api('GET', path)
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

describe('GET /readyz', () => {
	/** Makes the storage refuse writes (as a read-only folder or a bucket without write access would) until undone. */
	const breakStorage = (storage: UploadStorage) => {
		const save = storage.save.bind(storage)
		const attempts = { count: 0 }
		storage.save = () => {
			attempts.count++
			return Promise.reject(new Error('EACCES: permission denied, open /secret/path'))
		}
		return { attempts, restore: () => void (storage.save = save) }
	}

	it('answers 503 naming the storage check while the storage takes no write, /healthz 200 all along', async () => {
		// A fresh app: no earlier success of the storage probe is trusted.
		const other = await startTestApp()
		try {
			const broken = breakStorage(other.services.storage)
			const refused = await other.api('GET', '/readyz')
			expect(refused.status).toBe(503)
			expect(refused.body).toEqual({
				status: 'unavailable',
				error: 'Not ready: storage',
				checks: { database: 'ok', migrations: 'ok', storage: 'failed' },
			})
			expect(refused.headers.get('cache-control')).toBe('no-store')
			expect(refused.text).not.toContain('/secret/path')
			expect((await other.api('GET', '/healthz')).status).toBe(200)
			// A failure is not remembered: the next poll probes again.
			expect((await other.api('GET', '/readyz')).status).toBe(503)
			expect(broken.attempts.count).toBe(2)

			broken.restore()
			expect((await other.api('GET', '/readyz')).status).toBe(200)
		} finally {
			await other.close()
		}
	})

	it('answers ready with each check, never cached, and leaves no probe object behind', async () => {
		const response = await app.api('GET', '/readyz')
		expect(response.status).toBe(200)
		expect(response.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } })
		expect(response.headers.get('cache-control')).toBe('no-store')
		const folder = app.services.storage.localDirectory
		if (folder) expect(await fs.readdir(folder).catch(() => [])).toEqual([])
	})

	it('keeps probe objects out of the storage listing (backups and the media library never see a leftover one)', async () => {
		const leftover = `${PROBE_PREFIX}left-by-a-crash.txt`
		await app.services.storage.save(leftover, Buffer.from('ok'))
		try {
			expect(await app.storedNames()).not.toContain(leftover)
			expect(await app.readStored(leftover)).toEqual(Buffer.from('ok'))
		} finally {
			await app.services.storage.remove([leftover])
		}
	})

	it('trusts a success of the storage probe for a few seconds, so polling does not write every time', async () => {
		expect((await app.api('GET', '/readyz')).status).toBe(200)
		const broken = breakStorage(app.services.storage)
		try {
			for (let i = 0; i < 3; i++) expect((await app.api('GET', '/readyz')).status).toBe(200)
			expect(broken.attempts.count).toBe(0)
		} finally {
			broken.restore()
		}
	})

	it('needs no session and is not rate limited', async () => {
		const limited = await startTestApp({ API_RATE_LIMIT: '2' })
		try {
			for (let i = 0; i < 5; i++) {
				expect((await limited.api('GET', '/readyz')).status).toBe(200)
				expect((await limited.api('GET', '/healthz')).status).toBe(200)
			}
			expect((await limited.api('GET', '/faqs')).status).toBe(200)
		} finally {
			await limited.close()
		}
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
