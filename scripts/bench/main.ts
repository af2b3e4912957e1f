import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { buildMentions, keepSampleData, sampleDataTemplate } from '#scripts/bench/build.ts'
import { type CollectorResult, collectorTest } from '#scripts/bench/collector.ts'
import { pinGenerator, pinningNote } from '#scripts/bench/cpus.ts'
import { lighthouseAll, type LighthousePage } from '#scripts/bench/lighthouse.ts'
import { loadTest, type Mode, type Target } from '#scripts/bench/load.ts'
import { args, options, root, started } from '#scripts/bench/options.ts'
import { log, run, stop, temporaryDir } from '#scripts/bench/processes.ts'
import { benchReport, printReport, writeReport } from '#scripts/bench/report.ts'
import { fetchRaw, type Recorded, type Site, startBaseline, startSite } from '#scripts/bench/servers.ts'
import { type SiteHealthResult, siteHealthTest } from '#scripts/bench/site-health.ts'
import { type WorkersResult, workersTest } from '#scripts/bench/workers.ts'

/** The whole benchmark; the processes it starts are stopped by the caller, also when it throws. */
export async function main() {
	log(
		`${options.quick ? 'quick' : 'full'} run: ${options.connections} connections, ${options.duration} s per target` +
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
	// The same server without its request log: what the log costs.
	const quiet = await startSite('server with LOG_REQUESTS=0', dataDir, { LOG_REQUESTS: '0' })
	// The same data (same upload URLs); started after the first has made the database and its content.
	startedAt = Date.now()
	const uncached = await startSite('server with SERVER_CACHE=0', dataDir, { SERVER_CACHE: '0' })
	log(`server with SERVER_CACHE=0 up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`)

	const posts = (await (await fetch(`${cached.url}/blogs`)).json()) as Array<{ id: number | string; slug?: string }>
	if (!Array.isArray(posts) || !posts[0]) throw new Error('GET /blogs has no sample post')
	const productsText = await (await fetch(`${cached.url}/products`)).text()
	const upload = /"?(\/uploads\/[^",\s]+)/.exec(productsText)?.[1]
	if (!upload) throw new Error('GET /products names no upload URL')
	// At its slug (ADR 0030): the id form answers 301.
	const blogPost = `/blog/${posts[0].slug ?? posts[0].id}`
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
	log(
		`servers up: baseline ${baseline.url}, server ${cached.url}, LOG_REQUESTS=0 ${quiet.url}, SERVER_CACHE=0 ${uncached.url}`,
	)

	const sites: Record<Mode, Site> = { baseline, cached, quiet, uncached }
	log(`load test: ${pinningNote()}`)
	pinGenerator(true)
	const results = await loadTest(sites, targets)
	pinGenerator(false)
	await stop(baseline.entry)
	await stop(uncached.entry)
	await stop(quiet.entry)

	let workers: WorkersResult[] = []
	if (!args['no-workers']) {
		const rendering = targets.filter((target) => target.kind !== 'upload' && target.path !== '/blog')
		workers = await workersTest(dataDir, rendering)
	}

	let collector: CollectorResult | undefined
	if (!args['no-collector']) collector = await collectorTest(dataDir)

	let siteHealth: SiteHealthResult | undefined
	if (!args['no-site-health']) siteHealth = await siteHealthTest()

	let lighthousePages: LighthousePage[] = []
	if (options.lighthouse && options.lighthouseRuns > 0) lighthousePages = await lighthouseAll(cached.url, blogPost)
	await stop(cached.entry)
	// Kept only after a clean stop (the database closed, nothing half-written).
	if (!reuse && cached.entry.child.exitCode === 0) await keepSampleData(dataDir, template)

	const seconds = (Date.now() - started) / 1000
	const report = benchReport({
		seconds,
		loadBefore,
		serverCacheKnown,
		targets,
		results,
		workers,
		collector,
		siteHealth,
		lighthousePages,
	})
	await writeReport(report)
	printReport(report)
}
