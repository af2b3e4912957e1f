// `npm run bench`: how fast the production server answers, side by side with what a bare Node server
// manages on this machine, and what Lighthouse thinks of the pages. See docs/performance.md.
//
//   npm run bench                      full run (about 6 minutes)
//   npm run bench -- --quick           under 2 minutes: 2 s per target, 1 Lighthouse run per page
//   npm run bench -- --no-build        use the existing build/ (builds anyway when there is none)
//   npm run bench -- --no-lighthouse   only the load test
//   npm run bench -- --fresh-data      seed the sample content anew even when a copy for this build is kept
//   options: --connections N (10), --duration S (5; quick 2), --warmup S (2; quick: one shared 1 s warm-up),
//            --runs N (Lighthouse runs per page: 5; quick 1), --out FILE (bench-results/latest.json)
//
// Everything happens on 127.0.0.1. Every process it starts (two servers, the baseline, Chromium) is
// tracked by its id and killed at the end, also on an error or Ctrl-C; nothing else is touched.
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import type { EventEmitter } from 'node:events'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import fs from 'node:fs/promises'
import { request, type IncomingHttpHeaders } from 'node:http'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

const root = path.resolve(import.meta.dirname, '..')
const started = Date.now()

// ---------------------------------------------------------------------------------------------------
// Options

const { values: args } = parseArgs({
	options: {
		quick: { type: 'boolean', default: false },
		'no-build': { type: 'boolean', default: false },
		'no-lighthouse': { type: 'boolean', default: false },
		'fresh-data': { type: 'boolean', default: false },
		connections: { type: 'string' },
		duration: { type: 'string' },
		warmup: { type: 'string' },
		runs: { type: 'string' },
		out: { type: 'string' },
		help: { type: 'boolean', short: 'h', default: false },
	},
})
if (args.help) {
	console.log(
		readFileSync(new URL(import.meta.url), 'utf8')
			.split('\n')
			.filter((line, i, lines) => lines.slice(0, i + 1).every((one) => one.startsWith('//')))
			.join('\n'),
	)
	process.exit(0)
}
function numberOption(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
	if (value === undefined) return fallback
	const parsed = Number(value)
	if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
		console.error(`--${name} must be a number from ${min} to ${max}, not ${JSON.stringify(value)}`)
		process.exit(2)
	}
	return parsed
}
const quick = args.quick
const options = {
	quick,
	connections: Math.round(numberOption('connections', args.connections, 10, 1, 1000)),
	/** Seconds measured per target and server. */
	duration: numberOption('duration', args.duration, quick ? 2 : 5, 1, 120),
	/** Seconds of warm-up per target and server before it is measured; quick: one shared warm-up per server. */
	warmup: numberOption('warmup', args.warmup, quick ? 0 : 2, 0, 60),
	/** Seconds of the warm-up over all targets that each server gets once, before any measurement. */
	sharedWarmup: quick ? 1 : 2,
	lighthouseRuns: Math.round(numberOption('runs', args.runs, quick ? 1 : 5, 0, 25)),
	lighthouse: !args['no-lighthouse'],
	out: path.resolve(root, args.out ?? 'bench-results/latest.json'),
}
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
/** Like a browser: the server may answer compressed, as it would to a visitor. */
const REQUEST_HEADERS = { 'accept-encoding': 'br, gzip' }
const LIGHTHOUSE_PAGES = ['/', '/portfolio/software-development', '(a blog post)'] as const

// ---------------------------------------------------------------------------------------------------
// The processes we start, and the temporary folders we make: all of them go at the end, whatever happens.

type Tracked = { child: ChildProcess; name: string; group: boolean }
const tracked = new Set<Tracked>()
const temporaryDirs = new Set<string>()

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

function signal(entry: Tracked, name: NodeJS.Signals) {
	const pid = entry.child.pid
	if (!pid || !alive(entry.child)) return
	try {
		// A group leader we spawned (Chromium, detached) takes its own helper processes with it.
		process.kill(entry.group ? -pid : pid, name)
	} catch {
		// already gone
	}
}

/** Kills what is left of a group leader's process group (Chromium's helpers may outlive it briefly). */
function killGroup(entry: Tracked) {
	if (!entry.group || !entry.child.pid) return
	try {
		process.kill(-entry.child.pid, 'SIGKILL')
	} catch {
		// none left
	}
}

/** SIGTERM, then SIGKILL after `graceMs`. */
async function stop(entry: Tracked, graceMs = 5_000): Promise<void> {
	if (alive(entry.child)) {
		const exited = new Promise<void>((resolve) => entry.child.once('exit', () => resolve()))
		signal(entry, 'SIGTERM')
		const timer = setTimeout(() => signal(entry, 'SIGKILL'), graceMs)
		await exited
		clearTimeout(timer)
	}
	killGroup(entry)
	tracked.delete(entry)
}

function killEverythingNow() {
	for (const entry of tracked) {
		signal(entry, 'SIGKILL')
		killGroup(entry)
	}
	tracked.clear()
	for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true })
	temporaryDirs.clear()
}
process.on('exit', killEverythingNow)
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
	process.on(name, () => {
		console.error(`\n${name}: stopping every process the benchmark started`)
		killEverythingNow()
		process.exit(130)
	})
}

async function temporaryDir(prefix: string): Promise<string> {
	const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix))
	temporaryDirs.add(dir)
	return dir
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(`${what}: no answer within ${Math.round(ms / 1000)} s`)), ms)
	})
	try {
		return await Promise.race([promise, timeout])
	} finally {
		clearTimeout(timer)
	}
}

async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer()
		probe.once('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const address = probe.address()
			const port = typeof address === 'object' && address ? address.port : 0
			probe.close(() => resolve(port))
		})
	})
}

/** Keeps the last `limit` characters a process printed, for error messages. */
function tail(child: ChildProcess, limit = 20_000): () => string {
	let text = ''
	const add = (chunk: Buffer) => {
		text = (text + chunk.toString()).slice(-limit)
	}
	child.stdout?.on('data', add)
	child.stderr?.on('data', add)
	return () => text
}

const log = (message: string) =>
	console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`)

// ---------------------------------------------------------------------------------------------------
// Build, servers, baseline

async function run(command: string, commandArgs: string[], timeoutMs: number): Promise<void> {
	const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
	const entry: Tracked = { child, name: command, group: false }
	tracked.add(entry)
	const output = tail(child)
	const code = await withTimeout(
		new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode))),
		timeoutMs,
		`${command} ${commandArgs.join(' ')}`,
	).catch(async (error: unknown) => {
		await stop(entry)
		throw error
	})
	tracked.delete(entry)
	if (code !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${code}):\n${output()}`)
}

type Site = { name: string; url: string; entry: Tracked; output: () => string }

async function startSite(name: string, dataDir: string, extraEnv: Record<string, string>): Promise<Site> {
	const port = await freePort()
	const env: NodeJS.ProcessEnv = {
		...process.env,
		NODE_ENV: 'production',
		HOST: '127.0.0.1',
		PORT: String(port),
		DATA_DIR: dataDir,
		SAMPLE_CONTENT: '1',
		LOG_REQUESTS: '0',
		// One load generator is one address: the per-address limits would measure 429s instead of the site.
		API_RATE_LIMIT: '0',
		UPLOAD_RATE_LIMIT: '0',
		// Set, so the server does not print a generated one.
		ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
	}
	// The default configuration unless asked otherwise: SQLite in DATA_DIR, the server cache as shipped.
	delete env.DATABASE_URL
	delete env.SERVER_CACHE
	Object.assign(env, extraEnv)
	const child = spawn(process.execPath, ['server.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
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

type Recorded = { path: string; status: number; headers: Record<string, string>; body: Buffer }

/** A GET whose body comes back as sent (still compressed). */
function fetchRaw(url: string): Promise<Recorded> {
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

async function startBaseline(responses: Recorded[]): Promise<Site> {
	const dir = await temporaryDir('sigma-bench-baseline-')
	const file = path.join(dir, 'responses.json')
	await fs.writeFile(
		file,
		JSON.stringify(responses.map((response) => ({ ...response, body: response.body.toString('base64') }))),
	)
	// stdin is a pipe: should this process die without cleaning up, the baseline sees it close and exits.
	const child = spawn(process.execPath, [path.join(root, 'scripts/bench-baseline.js'), file], {
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

// ---------------------------------------------------------------------------------------------------
// Load test

/** page and api targets have the issue's goal (≥ 0.5 × baseline, p99 < 20 ms); the upload is shown for comparison. */
type Target = { name: string; path: string; kind: 'page' | 'api' | 'upload' }
type Mode = 'baseline' | 'cached' | 'uncached'
type LoadResult = {
	target: string
	path: string
	kind: Target['kind']
	mode: Mode
	requestsPerSecond: number
	p50Ms: number
	p99Ms: number
	bytesPerResponse: number
	responses: number
	non2xx: number
	errors: number
	timeouts: number
	/** Requests per second over the baseline's for the same target. */
	ratioToBaseline: number | null
}

function percentile(sorted: number[], q: number): number {
	if (sorted.length === 0) return NaN
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** One autocannon run; latencies are taken from every 2xx response at full (sub-millisecond) precision. */
async function load(url: string, seconds: number, paths?: string[]) {
	const latencies: number[] = []
	const result = await new Promise<autocannon.Result>((resolve, reject) => {
		const instance = autocannon(
			{
				url,
				connections: options.connections,
				duration: seconds,
				headers: REQUEST_HEADERS,
				timeout: 10,
				...(paths ? { requests: paths.map((p) => ({ method: 'GET' as const, path: p })) } : {}),
			},
			(error, value) => (error ? reject(error) : resolve(value)),
		)
		// At run time autocannon passes the client first (its type declarations leave it out).
		;(instance as unknown as EventEmitter).on(
			'response',
			(_client: unknown, status: number, _bytes: number, ms: number) => {
				if (status >= 200 && status < 300 && latencies.length < 5_000_000) latencies.push(ms)
			},
		)
		// autocannon stops by itself after `seconds`; this is only a guard against a stuck run.
		const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000)
		instance.once('done', () => clearTimeout(guard))
	})
	latencies.sort((a, b) => a - b)
	return { result, latencies }
}

async function measure(target: Target, mode: Mode, site: Site): Promise<LoadResult> {
	if (options.warmup > 0) await load(site.url + target.path, options.warmup)
	const { result, latencies } = await load(site.url + target.path, options.duration)
	const ok = result['2xx']
	return {
		target: target.name,
		path: target.path,
		kind: target.kind,
		mode,
		requestsPerSecond: ok / result.duration,
		p50Ms: percentile(latencies, 0.5),
		p99Ms: percentile(latencies, 0.99),
		bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
		responses: result.requests.total,
		non2xx: result.non2xx,
		errors: result.errors,
		timeouts: result.timeouts,
		ratioToBaseline: null,
	}
}

// ---------------------------------------------------------------------------------------------------
// Lighthouse

type LighthouseRun = {
	performance: number
	accessibility: number
	bestPractices: number
	seo: number
	cls: number
	lcpMs: number
	tbtMs: number
	jsBytes: number
	totalBytes: number
	requests: number
	/** Requests to an origin other than the page's. */
	externalRequests: number
}
type LighthousePage = {
	path: string
	runs: LighthouseRun[]
	median: LighthouseRun
	/** Audits that did not pass in some run, and Lighthouse's own warnings. */
	warnings: string[]
	/** Tries that failed and were repeated. */
	failedTries: number
}

const CHROMIUM_FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--no-first-run',
	'--remote-debugging-address=127.0.0.1',
	'--remote-debugging-port=0',
]

/** A fresh Chromium (own profile, own process group) for one Lighthouse run. */
async function launchChromium(): Promise<{ entry: Tracked; port: number; profile: string }> {
	const profile = await temporaryDir('sigma-bench-chromium-')
	const child = spawn(CHROME_PATH, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, 'about:blank'], {
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	const entry: Tracked = { child, name: 'chromium', group: true }
	tracked.add(entry)
	const output = tail(child)
	const port = await withTimeout(
		new Promise<number>((resolve, reject) => {
			child.stderr.on('data', () => {
				const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output())
				if (match) resolve(Number(match[1]))
			})
			child.once('error', reject)
			child.once('exit', () => reject(new Error(`Chromium (${CHROME_PATH}) exited early:\n${output()}`)))
		}),
		30_000,
		`Chromium (${CHROME_PATH})`,
	).catch(async (error: unknown) => {
		await stop(entry)
		throw error
	})
	return { entry, port, profile }
}

async function lighthouseOnce(url: string): Promise<{ run: LighthouseRun; warnings: string[] }> {
	// Loaded on first use: the load test alone does not pay for it.
	const { default: lighthouse } = await import('lighthouse')
	const chromium = await launchChromium()
	try {
		const pending = lighthouse(url, {
			port: chromium.port,
			hostname: '127.0.0.1',
			output: 'json',
			logLevel: 'error',
			onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
			// The default config is the mobile preset; this machine is already slower than Lighthouse's
			// reference device, so the CPU is not slowed down further.
			throttling: { cpuSlowdownMultiplier: 1 } as never,
		})
		pending.catch(() => {}) // rejected after a timeout below: nobody is listening any more
		const result = await withTimeout(pending, 180_000, `Lighthouse on ${url}`)
		if (!result) throw new Error(`Lighthouse on ${url} gave no result`)
		const { lhr } = result
		if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
		const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)
		const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
		type SummaryItem = { resourceType: string; requestCount: number; transferSize: number }
		type NetworkItem = { url: string; transferSize?: number }
		const summary = ((lhr.audits['resource-summary']?.details as { items?: SummaryItem[] } | undefined)?.items ??
			[]) as SummaryItem[]
		const network = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
			[]) as NetworkItem[]
		const row = (type: string) => summary.find((item) => item.resourceType === type)
		const origin = new URL(lhr.finalDisplayedUrl || url).origin
		const external = network.filter((item) => /^https?:/.test(item.url) && new URL(item.url).origin !== origin)
		return {
			run: {
				performance: score('performance'),
				accessibility: score('accessibility'),
				bestPractices: score('best-practices'),
				seo: score('seo'),
				cls: numeric('cumulative-layout-shift'),
				lcpMs: numeric('largest-contentful-paint'),
				tbtMs: numeric('total-blocking-time'),
				jsBytes: row('script')?.transferSize ?? NaN,
				totalBytes: row('total')?.transferSize ?? NaN,
				requests: row('total')?.requestCount ?? network.length,
				externalRequests: external.length,
			},
			warnings: [
				...lhr.runWarnings.map(String),
				...Object.values(lhr.audits)
					.filter(
						(audit) =>
							audit.score !== null &&
							audit.score < 1 &&
							(audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'metricSavings'),
					)
					.map((audit) => audit.id),
			],
		}
	} finally {
		await stop(chromium.entry)
		await fs.rm(chromium.profile, { recursive: true, force: true })
		temporaryDirs.delete(chromium.profile)
	}
}

function median(values: number[]): number {
	const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
	if (sorted.length === 0) return NaN
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
	const keys = Object.keys(runs[0]!) as Array<keyof LighthouseRun>
	return Object.fromEntries(keys.map((key) => [key, median(runs.map((one) => one[key]))])) as LighthouseRun
}

// ---------------------------------------------------------------------------------------------------
// Output

const fixed = (value: number, digits: number) => (Number.isNaN(value) ? '–' : value.toFixed(digits))
const kB = (bytes: number) => (Number.isNaN(bytes) ? '–' : (bytes / 1000).toFixed(1))
const thousands = (value: number) => (Number.isNaN(value) ? '–' : Math.round(value).toLocaleString('en-US'))

function markdownTable(header: string[], rows: string[][], right: boolean[]): string {
	const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length), 3))
	const line = (cells: string[]) =>
		`| ${cells.map((cell, i) => (right[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`
	const rule = `|${widths.map((width, i) => (right[i] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`
	return [line(header), rule, ...rows.map(line)].join('\n')
}

const MODE_LABEL: Record<Mode, string> = { baseline: 'baseline', cached: 'server', uncached: 'SERVER_CACHE=0' }

/** The issue's goal for cached public pages and API reads. */
const meetsGoal = (r: LoadResult) => (r.ratioToBaseline ?? 0) >= 0.5 && r.p99Ms < 20

function loadTable(results: LoadResult[]): string {
	return markdownTable(
		['Target', 'Run', 'req/s', 'p50 ms', 'p99 ms', '× baseline', 'kB/resp', 'Goal'],
		results.map((r) => [
			r.target,
			MODE_LABEL[r.mode] + (r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''),
			thousands(r.requestsPerSecond),
			fixed(r.p50Ms, 2),
			fixed(r.p99Ms, 2),
			r.ratioToBaseline === null ? '–' : fixed(r.ratioToBaseline, 2),
			kB(r.bytesPerResponse),
			r.mode === 'cached' && r.kind !== 'upload' ? (meetsGoal(r) ? 'met' : 'missed') : '',
		]),
		[false, false, true, true, true, true, true, false],
	)
}

function lighthouseTable(pages: LighthousePage[]): string {
	return markdownTable(
		['Page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'CLS', 'LCP ms', 'TBT ms', 'JS kB', 'Total kB', 'Requests', 'External'],
		pages.map(({ path: page, median: m }) => [
			page,
			fixed(m.performance, 0),
			fixed(m.accessibility, 0),
			fixed(m.bestPractices, 0),
			fixed(m.seo, 0),
			fixed(m.cls, 3),
			fixed(m.lcpMs, 0),
			fixed(m.tbtMs, 0),
			kB(m.jsBytes),
			kB(m.totalBytes),
			fixed(m.requests, 0),
			fixed(m.externalRequests, 0),
		]),
		[false, true, true, true, true, true, true, true, true, true, true, true],
	)
}

function lighthouseGoals(pages: LighthousePage[]): string[] {
	const missed: string[] = []
	for (const { path: page, median: m } of pages) {
		if (!(m.performance >= 95)) missed.push(`${page}: Performance ${m.performance} < 95`)
		if (!(m.accessibility === 100)) missed.push(`${page}: Accessibility ${m.accessibility} < 100`)
		if (!(m.bestPractices === 100)) missed.push(`${page}: Best Practices ${m.bestPractices} < 100`)
		if (!(m.seo === 100)) missed.push(`${page}: SEO ${m.seo} < 100`)
		if (!(m.cls === 0)) missed.push(`${page}: CLS ${m.cls} > 0`)
		if (m.externalRequests > 0) missed.push(`${page}: ${m.externalRequests} requests to other origins`)
		if (page === '/' && !(m.totalBytes <= 400_000)) missed.push(`/: ${kB(m.totalBytes)} kB transferred > 400 kB`)
	}
	return missed
}

// ---------------------------------------------------------------------------------------------------
// The run

async function main() {
	log(
		`${quick ? 'quick' : 'full'} run: ${options.connections} connections, ${options.duration} s per target` +
			` (warm-up ${options.warmup} s each, ${options.sharedWarmup} s shared), Lighthouse ${options.lighthouse ? `${options.lighthouseRuns}× per page` : 'off'}`,
	)
	const loadBefore = os.loadavg()
	if (!existsSync(path.join(root, 'build/server/index.js')) || !args['no-build']) {
		log('building the production app (npm run build)')
		await run('npm', ['run', 'build'], 300_000)
	} else {
		log('using the existing build (--no-build)')
	}
	const serverCacheKnown = buildMentions('SERVER_CACHE')
	if (!serverCacheKnown) {
		log('note: this build does not read SERVER_CACHE: the SERVER_CACHE=0 rows run the same server as the others')
	}

	const dataDir = await temporaryDir('sigma-bench-data-')
	const template = sampleDataTemplate()
	const reuse = !args['fresh-data'] && existsSync(template)
	if (reuse) await fs.cp(template, dataDir, { recursive: true })
	log(
		`starting the server on a fresh DATA_DIR (${dataDir}) with sample content` +
			(reuse
				? ', copied from the one this build made in an earlier run'
				: ' (made now: the first start takes a while)'),
	)
	let startedAt = Date.now()
	const cached = await startSite('server', dataDir, {})
	log(`server up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`)
	// The same data (same upload URLs); started after the first has made the database and its content.
	startedAt = Date.now()
	const uncached = await startSite('server with SERVER_CACHE=0', dataDir, { SERVER_CACHE: '0' })
	log(`server with SERVER_CACHE=0 up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`)

	const posts = (await (await fetch(`${cached.url}/blogs`)).json()) as Array<{ id: number | string }>
	if (!Array.isArray(posts) || !posts[0]) throw new Error('GET /blogs has no sample post')
	const productsText = await (await fetch(`${cached.url}/products`)).text()
	const upload = /"?(\/uploads\/[^",\s]+)/.exec(productsText)?.[1]
	if (!upload) throw new Error('GET /products names no upload URL')
	const blogPost = `/blog/${posts[0].id}`
	const targets: Target[] = [
		{ name: '/', path: '/', kind: 'page' },
		{ name: '/blog', path: '/blog', kind: 'page' },
		{ name: blogPost, path: blogPost, kind: 'page' },
		{ name: '/portfolio/products', path: '/portfolio/products', kind: 'page' },
		{ name: 'GET /products', path: '/products', kind: 'api' },
		{ name: 'GET /blogs', path: '/blogs', kind: 'api' },
		{ name: `upload ${path.extname(upload)}`, path: upload, kind: 'upload' },
	]

	const recorded: Recorded[] = []
	for (const target of targets) {
		const response = await fetchRaw(cached.url + target.path)
		if (response.status !== 200) throw new Error(`GET ${target.path}: ${response.status}, not 200`)
		const other = await fetchRaw(uncached.url + target.path)
		if (other.status !== 200) throw new Error(`GET ${target.path} (SERVER_CACHE=0): ${other.status}, not 200`)
		recorded.push(response)
	}
	const baseline = await startBaseline(recorded)
	log(`servers up: baseline ${baseline.url}, server ${cached.url}, SERVER_CACHE=0 ${uncached.url}`)

	const sites: Record<Mode, Site> = { baseline, cached, uncached }
	const modes: Mode[] = ['baseline', 'cached', 'uncached']
	for (const mode of modes) {
		log(`warm-up: ${MODE_LABEL[mode]}, ${options.sharedWarmup} s over all targets`)
		await load(
			sites[mode].url,
			options.sharedWarmup,
			targets.map((target) => target.path),
		)
	}
	// Target by target, the three runs back to back: the ratio compares numbers taken moments apart.
	const results: LoadResult[] = []
	for (const target of targets) {
		const runs: LoadResult[] = []
		for (const mode of modes) {
			const result = await measure(target, mode, sites[mode])
			runs.push(result)
			log(
				`${target.name.padEnd(28)} ${MODE_LABEL[mode].padEnd(15)} ${thousands(result.requestsPerSecond).padStart(7)} req/s` +
					`  p50 ${fixed(result.p50Ms, 2)} ms  p99 ${fixed(result.p99Ms, 2)} ms`,
			)
		}
		const reference = runs[0]!.requestsPerSecond
		for (const result of runs) result.ratioToBaseline = reference > 0 ? result.requestsPerSecond / reference : null
		results.push(...runs)
	}
	await stop(baseline.entry)
	await stop(uncached.entry)

	const lighthousePages: LighthousePage[] = []
	if (options.lighthouse && options.lighthouseRuns > 0) {
		if (!existsSync(CHROME_PATH))
			throw new Error(`No Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`)
		for (const page of LIGHTHOUSE_PAGES) {
			const pagePath = page === '(a blog post)' ? blogPost : page
			const runs: LighthouseRun[] = []
			const warnings = new Set<string>()
			const failures: string[] = []
			for (let i = 1; i <= options.lighthouseRuns; i++) {
				// Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is
				// repeated, up to three tries.
				for (let attempt = 1; attempt <= 3; attempt++) {
					log(`Lighthouse ${pagePath} (${i}/${options.lighthouseRuns}${attempt > 1 ? `, try ${attempt}` : ''})`)
					try {
						const { run: one, warnings: found } = await lighthouseOnce(cached.url + pagePath)
						runs.push(one)
						for (const warning of found) warnings.add(warning)
						break
					} catch (error) {
						const message = error instanceof Error ? error.message : String(error)
						log(`  failed: ${message.split('\n')[0]}`)
						failures.push(message)
					}
				}
			}
			if (runs.length === 0) throw new Error(`Lighthouse failed on ${pagePath}:\n${failures.join('\n')}`)
			lighthousePages.push({
				path: pagePath,
				runs,
				median: medianRun(runs),
				warnings: [...warnings],
				failedTries: failures.length,
			})
		}
	}
	await stop(cached.entry)
	// Kept only after a clean stop (the database closed, nothing half-written).
	if (!reuse && cached.entry.child.exitCode === 0) await keepSampleData(dataDir, template)

	const seconds = (Date.now() - started) / 1000
	const report = {
		date: new Date().toISOString(),
		seconds,
		machine: {
			cpus: os.cpus().length,
			cpuModel: os.cpus()[0]?.model ?? '',
			memoryGB: Math.round(os.totalmem() / 1e9),
			node: process.version,
			loadAverageBefore: loadBefore,
			loadAverageAfter: os.loadavg(),
		},
		options: { ...options, out: path.relative(root, options.out) },
		serverCacheKnown,
		requestHeaders: REQUEST_HEADERS,
		targets,
		load: results,
		loadGoalsMissed: results
			.filter((r) => r.mode === 'cached' && r.kind !== 'upload' && !meetsGoal(r))
			.map((r) => `${r.target}: ${r.ratioToBaseline?.toFixed(2)} × baseline, p99 ${r.p99Ms.toFixed(1)} ms`),
		lighthouse: lighthousePages,
		lighthouseGoalsMissed: options.lighthouse ? lighthouseGoals(lighthousePages) : [],
	}
	await fs.mkdir(path.dirname(options.out), { recursive: true })
	await fs.writeFile(options.out, `${JSON.stringify(report, null, 2)}\n`)

	const print = (text = '') => console.log(text)
	print()
	print(
		`## Load test (${new Date().toISOString().slice(0, 10)}, ${options.connections} connections, ${options.duration} s per run)`,
	)
	print()
	print(loadTable(results))
	print()
	print(
		'server: the production server as configured by default; SERVER_CACHE=0: the same with its response cache off; ' +
			'baseline: bare node:http answering the same bytes from memory. ' +
			'Goal (pages and API reads): server ≥ 0.5 × baseline and p99 < 20 ms.',
	)
	print(
		report.loadGoalsMissed.length
			? `Goal missed by ${report.loadGoalsMissed.length} of ${results.filter((r) => r.mode === 'cached' && r.kind !== 'upload').length}: ${report.loadGoalsMissed.join('; ')}`
			: 'Goal met by every page and API read.',
	)
	if (!serverCacheKnown)
		print('Note: this build does not read SERVER_CACHE yet, so "server" and "SERVER_CACHE=0" are the same server.')
	if (lighthousePages.length) {
		print()
		print(`## Lighthouse 12 (mobile, cpuSlowdownMultiplier 1, median of ${options.lighthouseRuns})`)
		print()
		print(lighthouseTable(lighthousePages))
		print()
		print(
			report.lighthouseGoalsMissed.length
				? `Goals missed: ${report.lighthouseGoalsMissed.join('; ')}`
				: 'Every Lighthouse goal met.',
		)
		for (const page of lighthousePages) {
			if (page.warnings.length) print(`${page.path}: audits not passed: ${page.warnings.join(', ')}`)
		}
	}
	print()
	print(
		`Load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} before, ${report.machine.loadAverageAfter.map((n) => n.toFixed(2)).join(' ')} after; ` +
			`${report.machine.cpus} CPUs. Took ${seconds.toFixed(0)} s. Written to ${path.relative(root, options.out)}.`,
	)
}

/**
 * Seeding the sample content (drawing and encoding every image) is most of a start-up. Its result
 * depends only on the build, so the DATA_DIR of a run, once its servers have stopped cleanly, is kept
 * under node_modules/.cache and copied into the next run's fresh DATA_DIR for the same build.
 */
function sampleDataTemplate(): string {
	const dir = path.join(root, 'build/server')
	const hash = createHash('sha256')
	for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
		if (file.endsWith('.js')) hash.update(file).update(readFileSync(path.join(dir, file)))
	}
	return path.join(root, 'node_modules/.cache/sigma-bench', `data-${hash.digest('hex').slice(0, 16)}`)
}

async function keepSampleData(dataDir: string, template: string): Promise<void> {
	try {
		const parent = path.dirname(template)
		await fs.mkdir(parent, { recursive: true })
		// Only the newest build's copy is kept.
		for (const old of await fs.readdir(parent)) {
			if (old.startsWith('data-')) await fs.rm(path.join(parent, old), { recursive: true, force: true })
		}
		const partial = `${template}.partial-${process.pid}`
		temporaryDirs.add(partial)
		await fs.cp(dataDir, partial, { recursive: true })
		await fs.rename(partial, template)
		temporaryDirs.delete(partial)
	} catch (error) {
		log(`could not keep the sample data for the next run: ${error instanceof Error ? error.message : String(error)}`)
	}
}

/** Whether the server build contains `text` (e.g. reads an environment variable of that name). */
function buildMentions(text: string): boolean {
	const dir = path.join(root, 'build/server')
	const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
	return files.some((file) => readFileSync(path.join(dir, file), 'utf8').includes(text))
}

try {
	await main()
} catch (error) {
	console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
	process.exitCode = 1
} finally {
	for (const entry of [...tracked]) await stop(entry, 2_000)
	killEverythingNow()
}
// autocannon and Lighthouse may leave timers behind; the work is done.
process.exit(process.exitCode ?? 0)
