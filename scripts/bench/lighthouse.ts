import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'

import { CHROME_PATH, LIGHTHOUSE_PAGES, options } from '#scripts/bench/options.ts'
import {
	log,
	stop,
	tail,
	temporaryDir,
	temporaryDirs,
	type Tracked,
	tracked,
	withTimeout,
} from '#scripts/bench/processes.ts'

export type LighthouseRun = {
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
export type LighthousePage = {
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

/** Lighthouse on each of LIGHTHOUSE_PAGES, `options.lighthouseRuns` times; "(a blog post)" is `blogPost`. */
export async function lighthouseAll(siteUrl: string, blogPost: string): Promise<LighthousePage[]> {
	const lighthousePages: LighthousePage[] = []
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
					const { run: one, warnings: found } = await lighthouseOnce(siteUrl + pagePath)
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
	return lighthousePages
}
