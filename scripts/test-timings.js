// `node scripts/test-timings.js <reports folder>`: where `npm test`'s time went. Prints each step's wall
// time (steps.tsv, written by scripts/test.sh) and the ten slowest test files of each run (its Vitest or
// Playwright JSON report), and keeps both in timings.json beside the reports (docs/testing.md).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const SLOWEST = 10
const folder = process.argv[2] ?? '.test-reports'

/** @param {number} seconds */
const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`

const stepsFile = path.join(folder, 'steps.tsv')
const steps = existsSync(stepsFile)
	? readFileSync(stepsFile, 'utf8')
			.split('\n')
			.filter(Boolean)
			.map((line) => {
				const [name = '', seconds = '0'] = line.split('\t')
				return { name, seconds: Number(seconds) }
			})
	: []

/** @param {any} report @returns {{ file: string, seconds: number }[]} */
function vitestFiles(report) {
	return (report.testResults ?? []).map((/** @type {any} */ file) => ({
		file: path.relative(process.cwd(), file.name),
		seconds: (file.endTime - file.startTime) / 1000,
	}))
}

/** @param {any} report @returns {{ file: string, seconds: number }[]} */
function playwrightFiles(report) {
	/** @type {Map<string, number>} */
	const byFile = new Map()
	/** @param {any} suite */
	const walk = (suite) => {
		for (const spec of suite.specs ?? []) {
			const ms = (spec.tests ?? [])
				.flatMap((/** @type {any} */ test) => test.results ?? [])
				.reduce((/** @type {number} */ sum, /** @type {any} */ result) => sum + (result.duration ?? 0), 0)
			byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms / 1000)
		}
		for (const child of suite.suites ?? []) walk(child)
	}
	for (const suite of report.suites ?? []) walk(suite)
	return [...byFile].map(([file, seconds]) => ({ file: path.join('tests/e2e', file), seconds }))
}

/** @type {Record<string, { file: string, seconds: number }[]>} */
const slowest = {}
for (const name of existsSync(folder) ? readdirSync(folder).sort() : []) {
	if (!name.endsWith('.json') || name === 'timings.json') continue
	const report = JSON.parse(readFileSync(path.join(folder, name), 'utf8'))
	const files = report.stats ? playwrightFiles(report) : vitestFiles(report)
	slowest[name.replace(/\.json$/, '')] = files.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)
}

const total = steps.reduce((sum, step) => sum + step.seconds, 0)
console.log('==> Where the time went')
const width = Math.max(...steps.map((step) => step.name.length), 10)
for (const step of steps) console.log(`  ${step.name.padEnd(width)}  ${clock(step.seconds).padStart(6)}`)
console.log(`  ${'all steps'.padEnd(width)}  ${clock(total).padStart(6)}`)
for (const [run, files] of Object.entries(slowest)) {
	console.log(`  slowest files of ${run}:`)
	for (const { file, seconds } of files) console.log(`    ${seconds.toFixed(1).padStart(6)} s  ${file}`)
}
writeFileSync(
	path.join(folder, 'timings.json'),
	`${JSON.stringify({ steps, totalSeconds: total, slowest }, null, '\t')}\n`,
)
