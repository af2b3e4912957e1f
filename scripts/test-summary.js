// Adds up the JSON reports of the test runs in `npm test` and prints one closing line:
// "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
	if (!existsSync(file)) continue
	const report = JSON.parse(readFileSync(file, 'utf8'))
	if (report.stats) {
		// Playwright
		passed += report.stats.expected + report.stats.flaky
		failed += report.stats.unexpected
		skipped += report.stats.skipped
	} else {
		// Vitest
		passed += report.numPassedTests
		failed += report.numFailedTests
		skipped += report.numPendingTests + report.numTodoTests
	}
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exitCode = failed > 0 || passed === 0 ? 1 : 0
