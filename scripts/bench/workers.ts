import { fixed, thousands } from '#scripts/bench/format.ts'
import { load, type LoadResult, measure, type Target } from '#scripts/bench/load.ts'
import { options } from '#scripts/bench/options.ts'
import { log, stop } from '#scripts/bench/processes.ts'
import { startSite } from '#scripts/bench/servers.ts'

/*
 * What WEB_CONCURRENCY buys (ADR 0026: two workers above one worker's throughput). Measured on rendering
 * (SERVER_CACHE=0), the work that needs the cores: a cache hit is about as cheap as the load generator's
 * own request, so on a small machine the generator, not the server, is what more hits would need. Both
 * servers and the generator may use every core here.
 */

const WORKER_ROUNDS = 2

export type WorkersResult = {
	target: string
	path: string
	oneWorker: { requestsPerSecond: number; p99Ms: number }
	twoWorkers: { requestsPerSecond: number; p99Ms: number }
	/** Two workers' mean req/s over one worker's (p99: the worst round's). */
	ratio: number
}

export async function workersTest(dataDir: string, targets: Target[]): Promise<WorkersResult[]> {
	const env = { SERVER_CACHE: '0' }
	const one = await startSite('server, 1 worker', dataDir, { ...env, WEB_CONCURRENCY: '1' }, { pinned: false })
	const two = await startSite('server, 2 workers', dataDir, { ...env, WEB_CONCURRENCY: '2' }, { pinned: false })
	try {
		log(`workers: warm-up, ${options.sharedWarmup} s each over all targets`)
		const paths = targets.map((target) => target.path)
		for (const site of [one, two]) await load(site.url, options.sharedWarmup, paths)
		const results: WorkersResult[] = []
		for (const target of targets) {
			// Two rounds, alternating, averaged: on a small machine a run's neighbours (a GC, the other server's
			// idle timers) move one number by more than the difference measured.
			const rounds: Array<readonly [LoadResult, LoadResult]> = []
			for (let round = 0; round < WORKER_ROUNDS; round++) {
				rounds.push([await measure(target, 'uncached', one), await measure(target, 'uncached', two)] as const)
			}
			const mean = (pick: (round: readonly [LoadResult, LoadResult]) => LoadResult) => ({
				requestsPerSecond: rounds.reduce((sum, r) => sum + pick(r).requestsPerSecond, 0) / rounds.length,
				p99Ms: Math.max(...rounds.map((r) => pick(r).p99Ms)),
			})
			const single = mean((r) => r[0])
			const double = mean((r) => r[1])
			const ratio = single.requestsPerSecond > 0 ? double.requestsPerSecond / single.requestsPerSecond : NaN
			log(
				`${target.name.padEnd(28)} 1 worker ${thousands(single.requestsPerSecond).padStart(6)} req/s, ` +
					`2 workers ${thousands(double.requestsPerSecond).padStart(6)} req/s (${fixed(ratio, 2)}×)`,
			)
			results.push({
				target: target.name,
				path: target.path,
				oneWorker: { requestsPerSecond: single.requestsPerSecond, p99Ms: single.p99Ms },
				twoWorkers: { requestsPerSecond: double.requestsPerSecond, p99Ms: double.p99Ms },
				ratio,
			})
		}
		return results
	} finally {
		await stop(one.entry)
		await stop(two.entry)
	}
}
