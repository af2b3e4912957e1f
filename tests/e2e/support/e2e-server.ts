import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { testAdminEnv } from '#tests/helpers/admin-password.ts'
import { freePort } from '#scripts/free-port.ts'

/** The production build (`node server.js`) one Playwright worker drives, on a data folder of its own. */
export type E2eServer = {
	url: string
	port: number
	/** Everything it printed, kept so that `npm test` checks it holds no secret (scripts/check-log-secrets.js). */
	logFile: string
	stop(): Promise<void>
}

/** Where the servers' logs go: E2E_SERVER_LOGS, or .test-reports/. */
export const serverLogFolder = () => path.resolve(process.env.E2E_SERVER_LOGS ?? '.test-reports')

/**
 * Starts a server for worker `workerIndex` (unique for the run, a restarted worker gets a new one): the
 * specs of one worker share it, one after another, as they once shared the run's only server; two workers
 * never meet (docs/testing.md).
 */
export async function startE2eServer(workerIndex: number): Promise<E2eServer> {
	const port = await freePort()
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sigma-e2e-${workerIndex}-`))
	fs.mkdirSync(serverLogFolder(), { recursive: true })
	const logFile = path.join(serverLogFolder(), `e2e-server-${workerIndex}.log`)
	const log = fs.openSync(logFile, 'w')
	const child = spawn(process.execPath, ['server.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			// Never the shell's own ADMIN_PASSWORD beside the hash.
			ADMIN_PASSWORD: '',
			...(await testAdminEnv(E2E_ADMIN.email, E2E_ADMIN.password)),
			SAMPLE_CONTENT: '0',
			// One process, as the browser tests were written for; the workers have their system test.
			WEB_CONCURRENCY: '1',
			CONTACT_RATE_LIMIT: '0',
			API_RATE_LIMIT: '0',
			UPLOAD_RATE_LIMIT: '0',
		},
		stdio: ['ignore', log, log],
	})
	fs.closeSync(log)
	// Nor does it outlive its worker, however the worker ends.
	const killOnExit = () => child.kill('SIGKILL')
	process.once('exit', killOnExit)
	const exited = new Promise<void>((resolve) =>
		child.once('exit', () => {
			process.removeListener('exit', killOnExit)
			resolve()
		}),
	)
	const url = `http://127.0.0.1:${port}`
	const stop = async () => {
		// As an operator stops it, so that its last log lines are written (ADR 0035) and checked too.
		if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
		const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
		await exited
		clearTimeout(killer)
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
	const deadline = Date.now() + 60_000
	for (;;) {
		if (child.exitCode !== null) {
			await stop()
			throw new Error(`the e2e server exited at start:\n${fs.readFileSync(logFile, 'utf8')}`)
		}
		if (
			await fetch(`${url}/healthz`).then(
				(response) => response.ok,
				() => false,
			)
		)
			break
		if (Date.now() > deadline) {
			await stop()
			throw new Error(`the e2e server did not answer in 60 s:\n${fs.readFileSync(logFile, 'utf8')}`)
		}
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	return { url, port, logFile, stop }
}
