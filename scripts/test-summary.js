// Adds up the JSON reports of the test runs in `npm test` and prints one line per Node version (the
// reports are named `<run>.node<major>.json`), then one closing line:
// "tests: N passed, N failed, N skipped". Failed tests are listed last, with the start of their errors:
// `npm test` also runs this when a step fails, so the end of its output (all that CI shows) names them,
// after anything a tool prints on its way out (pg_virtualenv prints PostgreSQL's whole log).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

// eslint-disable-next-line no-control-regex -- the escapes are what it removes
const ANSI_ESCAPES = /\x1b\[[0-9;]*m/g

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** @type {Counts} */
const total = { passed: 0, failed: 0, skipped: 0 }
/** @type {Map<string, Counts>} */
const byNode = new Map()
/** @type {{ where: string, name: string, error: string }[]} */
const failures = []
/** @param {Counts} sum @param {Counts} counts */
const add = (sum, counts) => {
	sum.passed += counts.passed
	sum.failed += counts.failed
	sum.skipped += counts.skipped
}
for (const file of process.argv.slice(2)) {
	// timings.json (scripts/test-timings.js) is beside the reports, not one of them.
	if (!existsSync(file) || path.basename(file) === 'timings.json') continue
	const report = JSON.parse(readFileSync(file, 'utf8'))
	const node = /\.node(\d+)\.json$/.exec(path.basename(file))?.[1]
	const counts = report.stats
		? // Playwright
			{
				passed: report.stats.expected + report.stats.flaky,
				failed: report.stats.unexpected,
				skipped: report.stats.skipped,
			}
		: // Vitest
			{
				passed: report.numPassedTests,
				// A file whose hook failed fails with no failed test of its own: it counts as one.
				failed: Math.max(report.numFailedTests, report.numFailedTestSuites ?? 0),
				skipped: report.numPendingTests + report.numTodoTests,
			}
	add(total, counts)
	failures.push(
		...(report.stats ? playwrightFailures(report) : vitestFailures(report)).map((failure) => ({
			where: path.basename(file),
			...failure,
		})),
	)
	if (node) {
		const sum = byNode.get(node) ?? { passed: 0, failed: 0, skipped: 0 }
		byNode.set(node, sum)
		add(sum, counts)
	}
}
if (byNode.size > 1) {
	for (const [node, sum] of [...byNode].sort(([a], [b]) => Number(b) - Number(a))) {
		console.log(`  on Node ${node}: ${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`)
	}
}
const SHOWN_FAILURES = 20
const ERROR_LINES = 12
for (const { where, name, error } of failures.slice(0, SHOWN_FAILURES)) {
	console.log(`\nFAILED (${where}) ${name}`)
	const lines = error
		.replace(ANSI_ESCAPES, '')
		.split('\n')
		.filter((line) => line.trim())
	for (const line of lines.slice(0, ERROR_LINES)) console.log(`    ${line}`)
}
if (failures.length > SHOWN_FAILURES) console.log(`\n... and ${failures.length - SHOWN_FAILURES} more failed`)
if (failures.length > 0) console.log()
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exitCode =
	total.failed > 0 || total.passed === 0 || [...byNode.values()].some((sum) => sum.passed === 0) ? 1 : 0

/** @param {any} report a Vitest JSON report @returns {{ name: string, error: string }[]} */
function vitestFailures(report) {
	return (report.testResults ?? []).flatMap((/** @type {any} */ file) => {
		const where = path.relative(process.cwd(), file.name)
		const failed = (file.assertionResults ?? []).filter((/** @type {any} */ test) => test.status === 'failed')
		const tests = failed.map((/** @type {any} */ test) => ({
			name: `${where} > ${test.fullName}`,
			error: (test.failureMessages ?? []).join('\n'),
		}))
		// A failed hook's error (a `beforeAll` in a describe) is not in the report: the step's output has it.
		const fileError = file.message || (failed.length === 0 ? 'a hook failed: its error is in the output above' : '')
		return file.status === 'failed' && fileError ? [{ name: where, error: fileError }, ...tests] : tests
	})
}

/** @param {any} report a Playwright JSON report @returns {{ name: string, error: string }[]} */
function playwrightFailures(report) {
	/** @param {any} suite @returns {{ name: string, error: string }[]} */
	const inSuite = (suite) => [
		...(suite.specs ?? []).flatMap((/** @type {any} */ spec) =>
			(spec.tests ?? [])
				.filter((/** @type {any} */ test) => test.status === 'unexpected')
				.map((/** @type {any} */ test) => ({
					name: `${spec.file}:${spec.line} > ${spec.title}`,
					error: (test.results ?? []).map((/** @type {any} */ result) => result.error?.message ?? '').join('\n'),
				})),
		),
		...(suite.suites ?? []).flatMap(inSuite),
	]
	const errors = (report.errors ?? []).map((/** @type {any} */ error) => ({
		name: 'outside any test',
		error: error.message ?? '',
	}))
	return [...errors, ...(report.suites ?? []).flatMap(inSuite)]
}
