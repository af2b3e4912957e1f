import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

import Database from '#server/db/better-sqlite3.ts'
import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'crash@example.com', ADMIN_PASSWORD: 'crash test password 42' }
let server: ServerProcess | undefined
afterEach(async () => {
	await server?.stop('SIGKILL')
	server = undefined
})

async function signIn(url: string): Promise<string> {
	const response = await fetch(`${url}/admin/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
	})
	return ((await response.json()) as { token: string }).token
}

describe('a crash in the middle of writing', () => {
	it('loses no acknowledged write and leaves a consistent database (SQLite, WAL)', async () => {
		server = await startServerProcess(ADMIN)
		const { url, dataDir } = server
		const token = await signIn(url)
		const acknowledged: string[] = []
		let stop = false

		// Eight clients write as fast as they can until the server dies under them.
		const writer = async (client: number) => {
			for (let n = 0; !stop && n < 10_000; n++) {
				const question = `Crash question ${client}-${n}?`
				try {
					const response = await fetch(`${url}/faqs`, {
						method: 'POST',
						headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
						body: JSON.stringify({ question, answer: 'Written before the crash.' }),
					})
					if (response.status === 201) acknowledged.push(question)
				} catch {
					return // the server is gone
				}
			}
		}
		const writers = Array.from({ length: 8 }, (_, client) => writer(client))
		// Killed in the middle of the writing, once a few hundred writes were acknowledged (what the fixed
		// second and a half this test once waited gave).
		await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(300), { timeout: 30_000, interval: 20 })
		server.child.kill('SIGKILL')
		await server.exited
		stop = true
		await Promise.all(writers)

		server = await startServerProcess({ ...ADMIN, DATA_DIR: dataDir })
		const stored = new Set(
			((await (await fetch(`${server.url}/faqs`)).json()) as Array<{ question: string }>).map((faq) => faq.question),
		)
		const lost = acknowledged.filter((question) => !stored.has(question))
		expect(lost).toEqual([])

		const sqlite = new Database(path.join(dataDir, 'sigma.sqlite'), { readonly: true })
		try {
			expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok')
			expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal')
		} finally {
			sqlite.close()
		}
	}, 60_000)
})
