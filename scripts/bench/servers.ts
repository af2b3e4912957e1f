import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { type IncomingHttpHeaders, request } from 'node:http'
import path from 'node:path'

import { onServerCores } from '#scripts/bench/cpus.ts'
import { REQUEST_HEADERS, root } from '#scripts/bench/options.ts'
import {
	alive,
	freePort,
	sleep,
	tail,
	temporaryDir,
	type Tracked,
	tracked,
	withTimeout,
} from '#scripts/bench/processes.ts'

export type Site = { name: string; url: string; entry: Tracked; output: () => string }

/** A production server on `dataDir`; on the servers' cores unless `pinned` is false (scripts/bench/cpus.ts). */
export async function startSite(
	name: string,
	dataDir: string,
	extraEnv: Record<string, string>,
	{ pinned = true } = {},
): Promise<Site> {
	const port = await freePort()
	const env: NodeJS.ProcessEnv = {
		...process.env,
		NODE_ENV: 'production',
		HOST: '127.0.0.1',
		PORT: String(port),
		DATA_DIR: dataDir,
		SAMPLE_CONTENT: '1',
		// The request log stays on, as shipped: what a user runs is what is measured (a LOG_REQUESTS=0 row compares).
		// One load generator is one address: the per-address limits would measure 429s instead of the site.
		API_RATE_LIMIT: '0',
		UPLOAD_RATE_LIMIT: '0',
		// Set, so the server does not print a generated one.
		ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
		// One process, like the baseline: the comparison is process to process. The workers' section sets 2.
		WEB_CONCURRENCY: '1',
	}
	// The default configuration unless asked otherwise: SQLite in DATA_DIR, the server cache as shipped.
	delete env.DATABASE_URL
	delete env.SERVER_CACHE
	delete env.LOG_REQUESTS
	delete env.LOG_LEVEL
	Object.assign(env, extraEnv)
	const [command, commandArgs] = onServerCores(process.execPath, ['server.js'], pinned)
	const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
	const entry: Tracked = { child, name, group: false }
	tracked.add(entry)
	const output = tail(child)
	const url = `http://127.0.0.1:${port}`
	const deadline = Date.now() + 90_000
	for (;;) {
		if (!alive(child)) throw new Error(`${name} exited early:\n${output()}`)
		try {
			if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) break
		} catch {
			// not listening yet
		}
		if (Date.now() > deadline) throw new Error(`${name} did not start within 90 s:\n${output()}`)
		await sleep(150)
	}
	return { name, url, entry, output }
}

export type Recorded = { path: string; status: number; headers: Record<string, string>; body: Buffer }

/** A GET whose body comes back as sent (still compressed). */
export function fetchRaw(url: string): Promise<Recorded> {
	return new Promise((resolve, reject) => {
		const req = request(url, { headers: REQUEST_HEADERS, timeout: 30_000 }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (chunk: Buffer) => chunks.push(chunk))
			res.on('error', reject)
			res.on('end', () =>
				resolve({
					path: new URL(url).pathname + new URL(url).search,
					status: res.statusCode ?? 0,
					headers: replayableHeaders(res.headers),
					body: Buffer.concat(chunks),
				}),
			)
		})
		req.on('timeout', () => req.destroy(new Error(`GET ${url}: timed out`)))
		req.on('error', reject)
		req.end()
	})
}

/** Every header but those about this one connection and message framing (the baseline sets its own). */
function replayableHeaders(headers: IncomingHttpHeaders): Record<string, string> {
	const skip = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'])
	const out: Record<string, string> = {}
	for (const [name, value] of Object.entries(headers)) {
		if (skip.has(name) || value === undefined) continue
		out[name] = Array.isArray(value) ? value.join(', ') : value
	}
	return out
}

export async function startBaseline(responses: Recorded[]): Promise<Site> {
	const dir = await temporaryDir('sigma-bench-baseline-')
	const file = path.join(dir, 'responses.json')
	await fs.writeFile(
		file,
		JSON.stringify(responses.map((response) => ({ ...response, body: response.body.toString('base64') }))),
	)
	// stdin is a pipe: should this process die without cleaning up, the baseline sees it close and exits.
	const [command, commandArgs] = onServerCores(
		process.execPath,
		[path.join(root, 'scripts/bench-baseline.js'), file],
		true,
	)
	const child = spawn(command, commandArgs, {
		cwd: root,
		stdio: ['pipe', 'pipe', 'pipe'],
	})
	const entry: Tracked = { child, name: 'baseline', group: false }
	tracked.add(entry)
	const output = tail(child)
	const port = await withTimeout(
		new Promise<number>((resolve, reject) => {
			child.stdout.on('data', () => {
				const match = /\{"port":(\d+)\}/.exec(output())
				if (match) resolve(Number(match[1]))
			})
			child.once('exit', () => reject(new Error(`the baseline exited early:\n${output()}`)))
		}),
		15_000,
		'the baseline server',
	)
	return { name: 'baseline', url: `http://127.0.0.1:${port}`, entry, output }
}
