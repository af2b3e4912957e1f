/**
 * The log is buffered (ADR 0035): a line waits in memory and is written with others. None may be lost: the
 * lines before `process.exit()`, before an uncaught error or an unhandled rejection (which is logged too),
 * and before a server's drain on SIGTERM all reach stdout; a quiet process's lines appear within about a
 * second, without an exit.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { FLUSH_MS } from '#server/logging.ts'
import { projectRoot } from '#tests/helpers/scripts.ts'
import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process.ts'

const fixture = path.join(projectRoot, 'tests/fixtures/log-then.ts')

type Run = {
	stdout: string
	stderr: string
	code: number | null
	kill(): void
	lines(): Array<Record<string, unknown>>
}

/** Runs the fixture as its own process; `exited` when it ends by itself. */
function runFixture(mode: string, count: number): { run: Run; exited: Promise<Run> } {
	const child = spawn(process.execPath, ['--import', 'tsx', fixture, mode, String(count)], {
		cwd: projectRoot,
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	const run: Run = {
		stdout: '',
		stderr: '',
		code: null,
		kill: () => child.kill('SIGKILL'),
		lines: () =>
			run.stdout
				.split('\n')
				.filter(Boolean)
				.map((line) => JSON.parse(line) as Record<string, unknown>),
	}
	child.stdout.on('data', (chunk) => (run.stdout += chunk))
	child.stderr.on('data', (chunk) => (run.stderr += chunk))
	const exited = new Promise<Run>((resolve) =>
		child.once('close', (code) => {
			run.code = code
			resolve(run)
		}),
	)
	return { run, exited }
}

const numbered = (run: Run) => run.lines().flatMap((line) => (line.msg === 'line' ? [line.n] : []))
const every = (count: number) => Array.from({ length: count }, (_, n) => n)

describe('the buffered log loses no line', () => {
	it('writes every line before process.exit()', async () => {
		const run = await runFixture('exit', 5000).exited
		expect(run.code).toBe(0)
		expect(numbered(run)).toEqual(every(5000))
	})

	it('writes every line before an uncaught error, then the error itself', async () => {
		const run = await runFixture('crash', 3000).exited
		expect(run.code).toBe(1)
		expect(numbered(run)).toEqual(every(3000))
		expect(run.lines().at(-1)).toMatchObject({
			level: 'error',
			msg: 'the process is stopping on an uncaught error',
			origin: 'uncaughtException',
			error: 'Error: Something broke',
		})
		// Node still prints the stack where it always has.
		expect(run.stderr).toMatch(/Error: Something broke\n\s+at /)
	})

	it('writes every line before an unhandled rejection, then the rejection', async () => {
		const run = await runFixture('reject', 3000).exited
		expect(run.code).toBe(1)
		expect(numbered(run)).toEqual(every(3000))
		expect(run.lines().at(-1)).toMatchObject({ level: 'error', error: 'Error: Nobody caught this' })
	})

	it('writes a quiet process’s few lines within about a second, without waiting for an exit', async () => {
		const { run, exited } = runFixture('idle', 3)
		try {
			const started = Date.now()
			await expect.poll(() => numbered(run), { timeout: FLUSH_MS * 5, interval: 50 }).toEqual(every(3))
			expect(Date.now() - started).toBeLessThan(FLUSH_MS * 5)
			expect(run.code).toBeNull()
		} finally {
			run.kill()
			await exited
		}
	})
})

describe('a server stopped with SIGTERM', () => {
	let server: ServerProcess | undefined
	afterEach(async () => {
		await server?.stop('SIGKILL')
		server = undefined
	})

	it('has logged every request it answered, then its drain, in order', async () => {
		server = await startServerProcess({ LOG_REQUESTS: '1', LOG_LEVEL: 'info' })
		const paths = Array.from({ length: 300 }, (_, n) => `/faqs?n=${n}`)
		for (let i = 0; i < paths.length; i += 30) {
			await Promise.all(
				paths.slice(i, i + 30).map(async (path) => expect((await fetch(server!.url + path)).status).toBe(200)),
			)
		}
		expect(await server.stop('SIGTERM')).toBe(0)
		const lines = server
			.output()
			.split('\n')
			.filter((line) => line.startsWith('{'))
			.map((line) => JSON.parse(line) as Record<string, unknown>)
		const requests = lines.filter((line) => line.msg === 'request' && line.path === '/faqs')
		expect(requests).toHaveLength(300)
		const draining = lines.findIndex((line) => line.msg === 'SIGTERM: draining')
		expect(draining).toBeGreaterThan(lines.indexOf(requests.at(-1)!))
	})
})
