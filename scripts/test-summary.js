// Adds up the JSON reports of the test runs in `npm test` and prints one line per Node version (the
// reports are named `<run>.node<major>.json`), then one closing line:
// "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** @type {Counts} */
const total = { passed: 0, failed: 0, skipped: 0 }
/** @type {Map<string, Counts>} */
const byNode = new Map()
/** @param {Counts} sum @param {Counts} counts */
const add = (sum, counts) => {
	sum.passed += counts.passed
	sum.failed += counts.failed
	sum.skipped += counts.skipped
}
for (const file of process.argv.slice(2)) {
	if (!existsSync(file)) continue
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
				failed: report.numFailedTests,
				skipped: report.numPendingTests + report.numTodoTests,
			}
	add(total, counts)
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
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exitCode =
	total.failed > 0 || total.passed === 0 || [...byNode.values()].some((sum) => sum.passed === 0) ? 1 : 0
