import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { CollectorResult } from '#scripts/bench/collector.ts'
import { pinningNote } from '#scripts/bench/cpus.ts'
import { fixed, kB, markdownTable, thousands } from '#scripts/bench/format.ts'
import type { LighthousePage } from '#scripts/bench/lighthouse.ts'
import { GOAL_P99_MS, GOAL_RATIO, type LoadResult, meetsGoal, MODE_LABEL, type Target } from '#scripts/bench/load.ts'
import { options, REQUEST_HEADERS, root } from '#scripts/bench/options.ts'
import type { SiteHealthResult } from '#scripts/bench/site-health.ts'
import type { WorkersResult } from '#scripts/bench/workers.ts'

function loadTable(results: LoadResult[]): string {
	return markdownTable(
		['Target', 'Run', 'req/s', 'p50 ms', 'p99 ms', '× baseline', 'CPU µs/resp', 'CPU × baseline', 'kB/resp', 'Goal'],
		results.map((r) => [
			r.target,
			MODE_LABEL[r.mode] + (r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''),
			thousands(r.requestsPerSecond),
			fixed(r.p50Ms, 2),
			fixed(r.p99Ms, 2),
			r.ratioToBaseline === null ? '–' : fixed(r.ratioToBaseline, 2),
			fixed(r.cpuUsPerResponse, 0),
			r.cpuRatioToBaseline === null ? '–' : fixed(r.cpuRatioToBaseline, 2),
			kB(r.bytesPerResponse),
			r.mode === 'cached' && r.kind !== 'upload' ? (meetsGoal(r) ? 'met' : 'missed') : '',
		]),
		[false, false, true, true, true, true, true, true, true, false],
	)
}

function workersTable(workers: WorkersResult[]): string {
	return markdownTable(
		['Target (SERVER_CACHE=0)', '1 worker req/s', 'p99 ms', '2 workers req/s', 'p99 ms', '× 1 worker'],
		workers.map((w) => [
			w.target,
			thousands(w.oneWorker.requestsPerSecond),
			fixed(w.oneWorker.p99Ms, 2),
			thousands(w.twoWorkers.requestsPerSecond),
			fixed(w.twoWorkers.p99Ms, 2),
			fixed(w.ratio, 2),
		]),
		[false, true, true, true, true, true],
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

export function benchReport({
	seconds,
	loadBefore,
	serverCacheKnown,
	targets,
	results,
	workers,
	collector,
	siteHealth,
	lighthousePages,
}: {
	seconds: number
	loadBefore: number[]
	serverCacheKnown: boolean
	targets: Target[]
	results: LoadResult[]
	workers: WorkersResult[]
	collector: CollectorResult | undefined
	siteHealth: SiteHealthResult | undefined
	lighthousePages: LighthousePage[]
}) {
	return {
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
		pinning: pinningNote(),
		requestHeaders: REQUEST_HEADERS,
		targets,
		load: results,
		loadGoalsMissed: results
			.filter((r) => r.mode === 'cached' && r.kind !== 'upload' && !meetsGoal(r))
			.map((r) => `${r.target}: ${r.ratioToBaseline?.toFixed(2)} × baseline, p99 ${r.p99Ms.toFixed(1)} ms`),
		workers,
		workersGoalMissed: workers
			.filter((w) => !(w.ratio > 1))
			.map((w) => `${w.target}: ${fixed(w.ratio, 2)} × one worker`),
		collector: collector ?? null,
		siteHealth: siteHealth ?? null,
		// The Site health screen's goal (ADR 0057): under 200 ms with 2,000 items once computed.
		siteHealthGoalMissed:
			siteHealth && !(siteHealth.keptP50Ms < 200) ? `kept p50 ${fixed(siteHealth.keptP50Ms, 1)} ms` : null,
		lighthouse: lighthousePages,
		lighthouseGoalsMissed: options.lighthouse ? lighthouseGoals(lighthousePages) : [],
	}
}
export type BenchReport = ReturnType<typeof benchReport>

export async function writeReport(report: BenchReport): Promise<void> {
	await fs.mkdir(path.dirname(options.out), { recursive: true })
	await fs.writeFile(options.out, `${JSON.stringify(report, null, 2)}\n`)
}

/** The report as Markdown tables, ready for docs/performance.md. */
export function printReport(report: BenchReport): void {
	const { load: results, lighthouse: lighthousePages, serverCacheKnown, seconds } = report
	const loadBefore = report.machine.loadAverageBefore
	const print = (text = '') => console.log(text)
	print()
	print(
		`## Load test (${new Date().toISOString().slice(0, 10)}, ${options.connections} connections, ${options.duration} s per run)`,
	)
	print()
	print(loadTable(results))
	print()
	print(
		'server: the production server as shipped (one process, WEB_CONCURRENCY=1, request log on); LOG_REQUESTS=0: the same ' +
			'without its request log; SERVER_CACHE=0: the same with its response cache off; ' +
			'baseline: bare node:http answering the same bytes from memory. ' +
			`Goal (pages and API reads): server (every setting at its default) ≥ ${GOAL_RATIO} × baseline and p99 < ${GOAL_P99_MS} ms. Cores: ${report.pinning}.`,
	)
	print(
		report.loadGoalsMissed.length
			? `Goal missed by ${report.loadGoalsMissed.length} of ${results.filter((r) => r.mode === 'cached' && r.kind !== 'upload').length}: ${report.loadGoalsMissed.join('; ')}`
			: 'Goal met by every page and API read.',
	)
	if (!serverCacheKnown)
		print('Note: this build does not read SERVER_CACHE yet, so "server" and "SERVER_CACHE=0" are the same server.')
	if (report.workers.length) {
		print()
		print('## Workers (WEB_CONCURRENCY), rendering without the cache, every core shared')
		print()
		print(workersTable(report.workers))
		print()
		print(
			report.workersGoalMissed.length
				? `Two workers not above one: ${report.workersGoalMissed.join('; ')}`
				: 'Two workers above one on every target.',
		)
	}
	if (report.siteHealth) {
		const h = report.siteHealth
		print()
		print(`## Site health (GET /site-checks, ${thousands(h.items)} FAQs, ${thousands(h.findings)} findings)`)
		print()
		print(
			markdownTable(
				['Computed ms', 'Kept p50 ms', 'Kept max ms', 'After a write ms'],
				[[fixed(h.computedMs, 0), fixed(h.keptP50Ms, 1), fixed(h.keptMaxMs, 1), fixed(h.afterWriteMs, 0)]],
				[true, true, true, true],
			),
		)
	}
	if (report.collector) {
		const c = report.collector
		print()
		print('## Page-view collector (POST /analytics/views, each request from its own address)')
		print()
		print(
			markdownTable(
				['Views/s', 'p50 ms', 'p99 ms', 'Acknowledged', 'Written', 'Non-2xx', 'Errors'],
				[
					[
						thousands(c.requestsPerSecond),
						fixed(c.p50Ms, 2),
						fixed(c.p99Ms, 2),
						thousands(c.responses - c.non2xx),
						thousands(c.written),
						String(c.non2xx),
						String(c.errors),
					],
				],
				[true, true, true, true, true, true, true],
			),
		)
		print()
		print(
			// Views answered after the run's last second are written too, but not counted by the generator.
			c.written >= c.responses - c.non2xx
				? 'Every acknowledged view was written (in batches, the last ones when the server stopped).'
				: `Only ${c.written} of ${c.responses - c.non2xx} acknowledged views were written.`,
		)
	}
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
