import { execFileSync } from 'node:child_process'
import { get } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'

import { createPostgresDatabase, usingPostgres } from '#tests/helpers/database.ts'
import {
	contactInFlightAtSigterm,
	type ServerProcess,
	signIn,
	startServerProcess,
} from '#tests/helpers/server-process.ts'

// The built server with WEB_CONCURRENCY=2 (server/cluster.ts): the primary's and the workers' log lines
// name their pids, which is how these tests tell the workers apart (no header gives a pid away).
const ADMIN = { ADMIN_EMAIL: 'workers@example.com', ADMIN_PASSWORD: 'workers test password 42' }
let server: ServerProcess | undefined
/** On PostgreSQL each test has a database of its own, as each has a data folder of its own on SQLite. */
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
afterEach(async () => {
	await server?.stop('SIGKILL')
	server = undefined
	await postgres?.drop()
	postgres = undefined
})

type LogLine = Record<string, unknown> & { msg: string; pid?: number }
const logLines = (output: string): LogLine[] =>
	output
		.split('\n')
		.filter((line) => line.startsWith('{'))
		.map((line) => JSON.parse(line) as LogLine)

/** The workers that said they listen, in order of start. */
const listeningPids = (server: ServerProcess) =>
	logLines(server.output())
		.filter((line) => line.msg === 'worker listening')
		.map((line) => line.pid!)

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
	const deadline = Date.now() + timeoutMs
	while (!condition()) {
		if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${server?.output()}`)
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
}

/** A GET on a connection of its own (the primary hands each new connection to the next worker). */
const fetchText = (url: string) =>
	new Promise<{ status: number; text: string; requestId: string }>((resolve, reject) => {
		get(url, { agent: false }, (res) => {
			let text = ''
			res.on('data', (chunk) => (text += chunk))
			res.on('end', () =>
				resolve({ status: res.statusCode ?? 0, text, requestId: String(res.headers['x-request-id']) }),
			)
		}).on('error', reject)
	})
const fetchStatus = async (url: string) => (await fetchText(url)).status

async function startWorkers(env: Record<string, string> = ADMIN): Promise<ServerProcess> {
	if (usingPostgres) postgres = await createPostgresDatabase()
	const started = await startServerProcess({
		...env,
		WEB_CONCURRENCY: '2',
		...(postgres ? { DATABASE_URL: postgres.url } : {}),
	})
	server = started
	await until(() => listeningPids(started).length >= 2, 'two workers listening')
	return started
}

describe('WEB_CONCURRENCY=2', () => {
	it('answers from two worker processes of the primary, and prints the admin password once', async () => {
		const { url, child, output } = await startWorkers({ ADMIN_EMAIL: ADMIN.ADMIN_EMAIL })
		const workers = listeningPids(server!)
		expect(new Set(workers).size).toBe(2)
		for (const pid of workers) {
			expect(
				Number(
					execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)])
						.toString()
						.trim(),
				),
			).toBe(child.pid)
		}
		const ids = new Set<string>()
		for (let n = 0; n < 10; n++) {
			const read = await fetchText(`${url}/faqs`)
			expect(read.status).toBe(200)
			ids.add(read.requestId)
		}
		// Each worker writes its log in batches (ADR 0035): wait for all ten lines, by request id.
		const readLines = () => logLines(output()).filter((line) => line.msg === 'request' && ids.has(String(line.id)))
		await until(() => readLines().length === 10, 'request logs')
		const servedBy = new Set(readLines().map((line) => line.pid))
		expect([...servedBy].sort()).toEqual([...workers].sort())
		// The first worker created the account alone; the second found it there.
		expect(output().split('Created the admin account').length - 1).toBe(1)
	}, 60_000)

	it("drops every worker's cached answers as soon as one worker commits a change", async () => {
		const { url, output } = await startWorkers()
		const { token } = await signIn(server!, ADMIN)
		// Both workers cache the list now and checked the version less than 1 s ago.
		for (let n = 0; n < 4; n++) expect(await fetchStatus(`${url}/faqs`)).toBe(200)
		const written = await fetch(`${url}/faqs`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, connection: 'close' },
			body: JSON.stringify({ question: 'Relayed between workers?', answer: 'At once.' }),
		})
		expect(written.status).toBe(201)
		// Within the 1 s a worker would otherwise trust its cache; the primary spreads connections over both.
		const reads = []
		for (let n = 0; n < 6; n++) reads.push(await fetchText(`${url}/faqs`))
		for (const read of reads) expect(read.text).toContain('Relayed between workers?')
		// Each worker writes its log in batches (ADR 0035): wait for these six reads' lines, by request id.
		const ids = new Set(reads.map((read) => read.requestId))
		const readLines = () => logLines(output()).filter((line) => line.msg === 'request' && ids.has(String(line.id)))
		await until(() => readLines().length === 6, 'request logs')
		expect(new Set(readLines().map((line) => line.pid)).size).toBe(2)
	}, 60_000)

	it('replaces a worker killed with SIGKILL and keeps answering meanwhile', async () => {
		const { url, output } = await startWorkers()
		const [victim, survivor] = listeningPids(server!)
		process.kill(victim!, 'SIGKILL')
		await until(() => output().includes('worker died; replacing it'), 'the death to be noticed')
		for (let n = 0; n < 6; n++) expect(await fetchStatus(`${url}/faqs`)).toBe(200)
		await until(() => listeningPids(server!).length >= 3, 'a replacement worker')
		const replacement = listeningPids(server!)[2]!
		expect([victim, survivor]).not.toContain(replacement)
		const died = logLines(output()).find((line) => line.msg === 'worker died; replacing it')!
		expect(died).toMatchObject({ pid: victim, signal: 'SIGKILL' })
		expect(await fetchStatus(`${url}/faqs`)).toBe(200)
	}, 60_000)

	it('on SIGTERM to the primary finishes the request in flight, drains every worker and exits 0', async () => {
		const { url, child, exited, output } = await startWorkers()
		const workers = listeningPids(server!)
		// Half the body first; SIGTERM arrives while the request is still being received.
		const answer = contactInFlightAtSigterm(url, child, 500)
		const started = Date.now()
		const { status, text } = await answer
		expect(status).toBe(201)
		expect(JSON.parse(text)).toMatchObject({ name: 'Ada' })
		expect(await exited).toBe(0)
		expect(Date.now() - started).toBeLessThan(15_000)
		const lines = logLines(output())
		for (const pid of workers) {
			expect(lines).toContainEqual(expect.objectContaining({ msg: 'database closed', pid }))
			expect(() => process.kill(pid, 0)).toThrow() // gone
		}
		expect(lines.at(-1)).toMatchObject({ msg: 'all workers stopped' })
	}, 60_000)
})
