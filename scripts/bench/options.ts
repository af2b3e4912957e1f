import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

export const root = path.resolve(import.meta.dirname, '../..')
export const started = Date.now()

/**
 * The benchmark's command line, read only when it is the script run: other scripts that reuse these
 * modules (scripts/screenshots.ts starts its server with them) have options of their own.
 */
const benchIsEntry = path.resolve(process.argv[1] ?? '') === path.join(root, 'scripts/bench.ts')
export const { values: args } = parseArgs({
	args: benchIsEntry ? process.argv.slice(2) : [],
	options: {
		quick: { type: 'boolean', default: false },
		'no-build': { type: 'boolean', default: false },
		'no-lighthouse': { type: 'boolean', default: false },
		'fresh-data': { type: 'boolean', default: false },
		'no-pin': { type: 'boolean', default: false },
		'no-workers': { type: 'boolean', default: false },
		'no-collector': { type: 'boolean', default: false },
		'no-site-health': { type: 'boolean', default: false },
		connections: { type: 'string' },
		duration: { type: 'string' },
		warmup: { type: 'string' },
		runs: { type: 'string' },
		out: { type: 'string' },
		help: { type: 'boolean', short: 'h', default: false },
	},
})
if (args.help) {
	// The usage is the entry script's opening comment, so it is written once.
	console.log(
		readFileSync(path.join(root, 'scripts/bench.ts'), 'utf8')
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
export const options = {
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
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
/** Like a browser: the server may answer compressed, as it would to a visitor. */
export const REQUEST_HEADERS = { 'accept-encoding': 'br, gzip' }
export const LIGHTHOUSE_PAGES = ['/', '/portfolio/software-development', '(a blog post)'] as const
