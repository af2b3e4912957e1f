import path from 'node:path'
import autocannon from 'autocannon'

import SQLite from '#server/db/better-sqlite3.ts'
import { options } from '#scripts/bench/options.ts'
import { log, stop } from '#scripts/bench/processes.ts'
import { startSite } from '#scripts/bench/servers.ts'

/*
 * The page-view collector (ADR 0033): POST /analytics/views as browsers send it, each request from an
 * address of its own (X-Forwarded-For behind TRUST_PROXY), so that the per-address limit never answers in
 * the counting's place. After the run the server is stopped (it writes what it holds) and the views it
 * wrote are counted in its database: every acknowledged view must be there.
 */

const BODY = JSON.stringify({ path: '/blog/bench-post', referrer: 'news.example.com', width: 1280 })
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

export type CollectorResult = {
	requestsPerSecond: number
	p50Ms: number
	p99Ms: number
	responses: number
	non2xx: number
	errors: number
	/** Views in the database once the server has stopped: the acknowledged ones, all of them. */
	written: number
}

export async function collectorTest(dataDir: string): Promise<CollectorResult> {
	const site = await startSite('server (collector)', dataDir, { TRUST_PROXY: '1' })
	const database = path.join(dataDir, 'sigma.sqlite')
	const countViews = () => {
		const db = new SQLite(database, { readonly: true })
		try {
			return Number((db.prepare('select count(*) as n from analytics_events').get() as { n: number }).n)
		} finally {
			db.close()
		}
	}
	let before = 0
	let result: autocannon.Result
	try {
		before = countViews()
		let address = 0
		result = await new Promise<autocannon.Result>((resolve, reject) => {
			autocannon(
				{
					url: site.url,
					connections: options.connections,
					duration: options.duration,
					requests: [
						{
							method: 'POST',
							path: '/analytics/views',
							body: BODY,
							headers: { 'content-type': 'application/json', 'user-agent': CHROME },
							setupRequest: (request) => {
								// RFC 2544's benchmarking range, 198.18.0.0/15: only ever a header's text here.
								address = (address + 1) % 131_072
								const ip = `198.${18 + (address >> 16)}.${(address >> 8) & 255}.${address & 255}`
								return { ...request, headers: { ...request.headers, 'x-forwarded-for': ip } }
							},
						},
					],
				},
				(error, value) => (error ? reject(error) : resolve(value)),
			)
		})
	} finally {
		// SIGTERM: the server drains and writes the views it holds before closing the database.
		await stop(site.entry)
	}
	const written = countViews() - before
	const ok = result['2xx']
	const collector: CollectorResult = {
		requestsPerSecond: ok / result.duration,
		p50Ms: result.latency.p50,
		p99Ms: result.latency.p99,
		responses: result.requests.total,
		non2xx: result.non2xx,
		errors: result.errors,
		written,
	}
	log(
		`collector: ${Math.round(collector.requestsPerSecond)} views/s, p99 ${collector.p99Ms} ms, ` +
			`${ok} acknowledged, ${written} written`,
	)
	return collector
}
