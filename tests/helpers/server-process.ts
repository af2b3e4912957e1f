import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'

import { cheapPasswordHash } from '#tests/helpers/admin-password.ts'
import { becomeTheSampleCompany } from '#tests/helpers/sample-company.ts'
import { freePort } from '#scripts/free-port.ts'

export { freePort } from '#scripts/free-port.ts'

export type ServerProcess = {
	url: string
	dataDir: string
	child: ChildProcess
	/** Everything the process printed so far (stdout and stderr). */
	output(): string
	exited: Promise<number | null>
	stop(signal?: NodeJS.Signals): Promise<number | null>
}

/**
 * The production server (`node server.js`, needs `npm run build`) as its own process on a fresh data folder;
 * `cwd`: another copy of the project to run (its own build). An ADMIN_PASSWORD in `env` reaches it as its
 * cheap hash (tests/helpers/admin-password.ts), so that signing in costs milliseconds, unless
 * `plainPassword` (a test of what the server does with the password itself).
 */
export async function startServerProcess(
	env: Record<string, string> = {},
	{
		cwd = path.resolve(import.meta.dirname, '../..'),
		plainPassword = false,
	}: { cwd?: string; plainPassword?: boolean } = {},
): Promise<ServerProcess> {
	const admin =
		env.ADMIN_PASSWORD && !plainPassword
			? {
					ADMIN_PASSWORD: '',
					ADMIN_PASSWORD_HASH: env.ADMIN_PASSWORD_HASH ?? (await cheapPasswordHash(env.ADMIN_PASSWORD)),
				}
			: // Never the shell's own: what the test gives, or nothing.
				{ ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? '', ADMIN_PASSWORD_HASH: env.ADMIN_PASSWORD_HASH ?? '' }
	const dataDir = env.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-system-')))
	const port = await freePort()
	const child = spawn(process.execPath, ['server.js'], {
		cwd,
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			DATA_DIR: dataDir,
			SAMPLE_CONTENT: '0',
			CONTACT_RATE_LIMIT: '0',
			API_RATE_LIMIT: '0',
			UPLOAD_RATE_LIMIT: '0',
			// One process, as before WEB_CONCURRENCY: tests of the workers ask for them.
			WEB_CONCURRENCY: '1',
			...env,
			...admin,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout?.on('data', (chunk) => (output += chunk))
	child.stderr?.on('data', (chunk) => (output += chunk))
	const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
	const url = `http://127.0.0.1:${port}`
	const deadline = Date.now() + 30_000
	for (;;) {
		if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
		try {
			if ((await fetch(`${url}/healthz`)).ok) break
		} catch {
			// not listening yet
		}
		if (Date.now() > deadline) {
			// Never left running by a failed start: the caller has no handle on it to stop.
			child.kill('SIGKILL')
			throw new Error(`server did not start:\n${output}`)
		}
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	return {
		url,
		dataDir,
		child,
		output: () => output,
		exited,
		async stop(signal = 'SIGTERM') {
			if (child.exitCode === null) child.kill(signal)
			return exited
		},
	}
}

/** Signs in to a server as the admin: the session's token (for the API) and its cookie (for the admin screens). */
export async function signIn(
	server: Pick<ServerProcess, 'url'>,
	admin: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string },
): Promise<{ token: string; cookie: string }> {
	const login = await fetch(`${server.url}/admin/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
	})
	if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`)
	const { token } = (await login.json()) as { token: string }
	return { token, cookie: login.headers.getSetCookie()[0]!.split(';')[0]! }
}

/**
 * Posts a contact message in two halves and sends `child` SIGTERM in between (after 200 ms), finishing
 * the body `finishAfterMs` later: a request in flight when the server is told to stop. Answers its reply.
 */
export function contactInFlightAtSigterm(
	url: string,
	child: ChildProcess,
	finishAfterMs: number,
): Promise<{ status: number; text: string }> {
	const body = JSON.stringify({ name: 'Ada', email: 'ada@example.com', phone: '12345', message: 'Hello there' })
	return new Promise((resolve, reject) => {
		const req = request(
			`${url}/contact`,
			{ method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
			(res) => {
				let text = ''
				res.on('data', (chunk) => (text += chunk))
				res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
			},
		)
		req.on('error', reject)
		req.write(body.slice(0, 10))
		setTimeout(() => {
			child.kill('SIGTERM')
			setTimeout(() => req.end(body.slice(10)), finishAfterMs)
		}, 200)
	})
}

/**
 * For a test file: the production server started before its tests and stopped after them, with the admin
 * signed in; `sampleCompany` makes the new (neutral) site the sample company first (ADR 0046).
 */
export function signedInServer(
	admin: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string } & Record<string, string>,
	{ sampleCompany = false }: { sampleCompany?: boolean } = {},
): { server: ServerProcess; session: { token: string; cookie: string } } {
	const site = {} as { server: ServerProcess; session: { token: string; cookie: string } }
	beforeAll(async () => {
		site.server = await startServerProcess(admin)
		site.session = await signIn(site.server, admin)
		if (sampleCompany) await becomeTheSampleCompany(site.server.url, site.session.token)
	})
	afterAll(() => site.server?.stop())
	return site
}
