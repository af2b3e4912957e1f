/**
 * What the cluster tests (tests/cluster/) share: N built servers (`node server.js`) on one PostgreSQL
 * database and one bucket in Ceph's RADOS Gateway, with their files in a temporary folder; the balancer in
 * front of them as a child process; and requests on connections of their own, each from a loopback
 * address of its own (127.1.x.y), so that the per-address limits only bite where a test means them to.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll } from 'vitest'

import { createPostgresDatabase } from '#tests/helpers/database.ts'
import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process.ts'

/** The cluster tests need both: a PostgreSQL cluster (`pg_virtualenv`) and a bucket (scripts/with-rgw.sh). */
export const clusterReady = Boolean(process.env.TEST_S3 && process.env.PGHOST)

export const ADMIN = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'cluster-test-password-1' }

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; text: string }

let addresses = 0
/** A loopback address no other request of this test file used (127.1.0.1 onwards). */
export function freshAddress(): string {
	const n = addresses++
	return `127.1.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`
}

export type CallOptions = {
	method?: string
	headers?: Record<string, string>
	body?: Buffer | string
	from?: string
	timeoutMs?: number
	/** For an https: URL, the certificate to trust (a test's self-signed one). */
	ca?: string
}

/**
 * One HTTP or HTTPS request on a connection of its own from `from` (a fresh address when left out); a
 * refused or reset connection answers status 0.
 */
export function call(
	url: string,
	{ method = 'GET', headers = {}, body, from = freshAddress(), timeoutMs = 20_000, ca }: CallOptions = {},
): Promise<Answer> {
	const failed = (text: string): Answer => ({ status: 0, headers: {}, body: Buffer.alloc(0), text })
	return new Promise((resolve) => {
		const options = { method, headers, localAddress: from, agent: false, ca }
		const request = (url.startsWith('https:') ? https : http).request(url, options, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () => {
				const all = Buffer.concat(chunks)
				resolve({ status: response.statusCode ?? 0, headers: response.headers, body: all, text: all.toString() })
			})
			response.on('error', () => resolve(failed('')))
		})
		request.setTimeout(timeoutMs, () => request.destroy(new Error('timed out')))
		request.on('error', (error) => resolve(failed(String(error.message))))
		request.end(body)
	})
}

export const json = (value: unknown) => ({
	headers: { 'content-type': 'application/json' },
	body: JSON.stringify(value),
})

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Asks `url` until it answers 200; `why` names a reason to give up early. */
export async function waitFor(
	url: string,
	timeoutMs: number,
	why: () => string = () => '',
	options: CallOptions = {},
): Promise<void> {
	const deadline = Date.now() + timeoutMs
	for (;;) {
		const reason = why()
		if (reason) throw new Error(reason)
		const last = await call(url, { timeoutMs: 5_000, ...options })
		if (last.status === 200) return
		if (Date.now() > deadline) throw new Error(`${url} answered ${last.status}: ${last.text}`)
		await sleep(100)
	}
}

/** Stops a process the test started: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
	if (!child.pid || child.exitCode !== null || child.signalCode !== null) return
	const exited = new Promise((resolve) => child.once('exit', resolve))
	child.kill('SIGTERM')
	const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
	await exited
	clearTimeout(timer)
}

/** A signed-in admin's bearer token, from a sign-in at `url` (a balancer or an instance). */
export async function adminToken(url: string, options: CallOptions = {}): Promise<string> {
	const login = await call(`${url}/admin/login`, {
		method: 'POST',
		...json({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
		...options,
	})
	if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${login.text}`)
	return (JSON.parse(login.text) as { token: string }).token
}

export type Balancer = { child: ChildProcess; output(): string }

export type Cluster = {
	/** The temporary folder: each instance's DATA_DIR is `app<n>` in it; the balancer runs in it. */
	readonly folder: string
	readonly databaseUrl: string
	readonly instances: ServerProcess[]
	/** Each instance's address as a balancer names it (127.0.0.1:port). */
	addresses(): string[]
	/**
	 * Starts a balancer in the folder once it has been spawned; it is stopped before the instances, and its
	 * output is shown with theirs when a test fails.
	 */
	startBalancer(name: string, command: string, args: string[], env?: Record<string, string>): Promise<Balancer>
}

/**
 * Inside a `describe`: `count` instances with `env` on a fresh database and bucket, started together
 * before its tests (the start lock lets one migrate, ADR 0024) and ready on /readyz; everything stopped and
 * removed after them.
 */
export function useCluster({ count = 3, env = {} }: { count?: number; env?: Record<string, string> }): Cluster {
	let folder = ''
	let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
	const instances: ServerProcess[] = []
	const balancers: Array<Balancer & { name: string }> = []
	const children: ChildProcess[] = []
	// If the worker itself goes, no process of ours outlives it.
	const killAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL'))

	beforeAll(async () => {
		process.once('exit', killAll)
		folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-cluster-'))
		database = await createPostgresDatabase()
		const shared = {
			...ADMIN,
			DATABASE_URL: database.url,
			S3_BUCKET: `cluster-${randomBytes(6).toString('hex')}`,
			TRUST_PROXY: '1',
			SAMPLE_CONTENT: '0',
			AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
			...env,
		}
		const started = await Promise.allSettled(
			Array.from({ length: count }, async (_, i) => {
				const dataDir = path.join(folder, `app${i + 1}`)
				await fs.mkdir(dataDir)
				const server = await startServerProcess({ ...shared, DATA_DIR: dataDir })
				instances[i] = server
				children.push(server.child)
			}),
		)
		const failed = started.find((outcome) => outcome.status === 'rejected')
		if (failed) throw failed.reason
		for (const server of instances) await waitFor(`${server.url}/readyz`, 60_000)
	}, 180_000)

	afterAll(async () => {
		await Promise.all(balancers.map((balancer) => stopChild(balancer.child, 5_000)))
		await Promise.all(instances.map((server) => server && stopChild(server.child)))
		killAll()
		process.removeListener('exit', killAll)
		await database?.drop().catch(() => {})
		if (folder) await fs.rm(folder, { recursive: true, force: true })
	}, 60_000)

	// What the processes said, when a test failed.
	afterEach(({ task }) => {
		if (task.result?.state !== 'fail') return
		for (const { name, output } of balancers) console.log(`${name}:\n${output().slice(-3000)}`)
		instances.forEach((server, i) => console.log(`instance ${i + 1}:\n${server?.output().slice(-3000)}`))
	})

	return {
		get folder() {
			return folder
		},
		get databaseUrl() {
			return database?.url ?? ''
		},
		instances,
		addresses: () => instances.map((server) => server.url.replace('http://', '')),
		async startBalancer(name, command, args, extraEnv = {}) {
			let output = ''
			const child = spawn(command, args, {
				cwd: folder,
				env: { ...process.env, ...extraEnv },
				stdio: ['ignore', 'pipe', 'pipe'],
			})
			children.push(child)
			child.stdout?.on('data', (chunk) => (output += chunk))
			child.stderr?.on('data', (chunk) => (output += chunk))
			const balancer = { name, child, output: () => output }
			balancers.push(balancer)
			await new Promise((resolve, reject) => {
				child.once('spawn', resolve)
				child.once('error', (error) => reject(new Error(`could not run ${command}: ${error.message}`)))
			})
			return balancer
		},
	}
}
