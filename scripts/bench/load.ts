import type { EventEmitter } from 'node:events'
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'

import { fixed, thousands } from '#scripts/bench/format.ts'
import { options, REQUEST_HEADERS } from '#scripts/bench/options.ts'
import { log } from '#scripts/bench/processes.ts'
import type { Site } from '#scripts/bench/servers.ts'

/** page and api targets have a goal (≥ 0.6 × baseline, p99 < 10 ms); the upload is shown for comparison. */
export type Target = { name: string; path: string; kind: 'page' | 'api' | 'upload' }
/** `cached` is the server as shipped (every setting at its default); `quiet` the same without the request log. */
export type Mode = 'baseline' | 'cached' | 'quiet' | 'uncached'
export type LoadResult = {
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
	/** The server process's CPU time per response (µs; Linux only, else NaN): what each answer costs it. */
	cpuUsPerResponse: number
	/** The baseline's CPU time per response over this one's: how close to free, whatever else the machine runs. */
	cpuRatioToBaseline: number | null
}

export const MODE_LABEL: Record<Mode, string> = {
	baseline: 'baseline',
	cached: 'server',
	quiet: 'LOG_REQUESTS=0',
	uncached: 'SERVER_CACHE=0',
}

/** The goal for cached public pages and API reads, with every setting at its default (0.8 is the aim). */
export const GOAL_RATIO = 0.6
export const GOAL_P99_MS = 10
export const meetsGoal = (r: LoadResult) => (r.ratioToBaseline ?? 0) >= GOAL_RATIO && r.p99Ms < GOAL_P99_MS

function percentile(sorted: number[], q: number): number {
	if (sorted.length === 0) return NaN
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** One autocannon run; latencies are taken from every 2xx response at full (sub-millisecond) precision. */
export async function load(url: string, seconds: number, paths?: string[]) {
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

/**
 * The CPU time a process (every thread) has used so far, in µs, from /proc (clock ticks of 10 ms: over a
 * measured run of seconds, precise to a percent). NaN where there is no /proc.
 */
function cpuTimeUs(pid: number | undefined): number {
	try {
		// The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
		const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
		return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS
	} catch {
		return NaN
	}
}
const CLOCK_TICKS = 100

export async function measure(target: Target, mode: Mode, site: Site): Promise<LoadResult> {
	if (options.warmup > 0) await load(site.url + target.path, options.warmup)
	const cpuBefore = cpuTimeUs(site.entry.child.pid)
	const { result, latencies } = await load(site.url + target.path, options.duration)
	const cpuUsed = cpuTimeUs(site.entry.child.pid) - cpuBefore
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
		cpuUsPerResponse: result.requests.total ? cpuUsed / result.requests.total : NaN,
		cpuRatioToBaseline: null,
	}
}

/** Every target on every server, each server warmed up first over all of them. */
export async function loadTest(sites: Record<Mode, Site>, targets: Target[]): Promise<LoadResult[]> {
	const modes: Mode[] = ['baseline', 'cached', 'quiet', 'uncached']
	for (const mode of modes) {
		log(`warm-up: ${MODE_LABEL[mode]}, ${options.sharedWarmup} s over all targets`)
		await load(
			sites[mode].url,
			options.sharedWarmup,
			targets.map((target) => target.path),
		)
	}
	// Target by target, the runs back to back: the ratio compares numbers taken moments apart.
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
		const referenceCpu = runs[0]!.cpuUsPerResponse
		for (const result of runs) {
			result.ratioToBaseline = reference > 0 ? result.requestsPerSecond / reference : null
			result.cpuRatioToBaseline = result.cpuUsPerResponse > 0 ? referenceCpu / result.cpuUsPerResponse : null
		}
		results.push(...runs)
	}
	return results
}
