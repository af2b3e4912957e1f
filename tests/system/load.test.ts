import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'load@example.com', ADMIN_PASSWORD: 'load test password 42' }
const CLIENTS = 50
const DURATION_MS = 30_000

let server: ServerProcess
beforeAll(async () => {
	server = await startServerProcess({ ...ADMIN, SAMPLE_CONTENT: '1', LOG_REQUESTS: '0' })
}, 60_000)
afterAll(() => server.stop('SIGKILL'))

describe('under load', () => {
	it(`${CLIENTS} clients sending messages and reading pages for ${DURATION_MS / 1000} s: no 5xx, every message stored once`, async () => {
		const pages = ['/', '/blog', '/portfolio/products', '/career', '/faqs', '/blogs']
		const statuses = new Map<number, number>()
		const acknowledged: string[] = []
		const deadline = Date.now() + DURATION_MS
		const client = async (id: number) => {
			for (let n = 0; Date.now() < deadline; n++) {
				const isMessage = n % 3 === 0
				const response = isMessage
					? await fetch(`${server.url}/contact`, {
							method: 'POST',
							headers: { 'content-type': 'application/json' },
							body: JSON.stringify({
								name: `Load ${id}-${n}`,
								email: `load${id}@example.com`,
								phone: '12345',
								message: `Message ${n} from client ${id}`,
							}),
						})
					: await fetch(server.url + pages[n % pages.length], { headers: { 'accept-encoding': 'br, gzip' } })
				await response.arrayBuffer()
				statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
				if (isMessage && response.status === 201) acknowledged.push(`Load ${id}-${n}`)
			}
		}
		await Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)))

		const serverErrors = [...statuses].filter(([status]) => status >= 500)
		expect(serverErrors).toEqual([])
		expect(acknowledged.length).toBeGreaterThan(CLIENTS)

		const login = await fetch(`${server.url}/admin/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
		})
		const { token } = (await login.json()) as { token: string }
		const stored = (
			(await (
				await fetch(`${server.url}/contact_submissions`, { headers: { authorization: `Bearer ${token}` } })
			).json()) as Array<{ name: string }>
		).map((row) => row.name)
		expect(stored.length).toBe(acknowledged.length)
		expect(new Set(stored)).toEqual(new Set(acknowledged))
	}, 90_000)
})
