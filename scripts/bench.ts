// `npm run bench`: how fast the production server answers, side by side with what a bare Node server
// manages on this machine, and what Lighthouse thinks of the pages. See docs/performance.md.
//
//   npm run bench                      full run (about 6 minutes)
//   npm run bench -- --quick           under 2 minutes: 2 s per target, 1 Lighthouse run per page
//   npm run bench -- --no-build        use the existing build/ (builds anyway when there is none)
//   npm run bench -- --no-lighthouse   only the load test
//   npm run bench -- --fresh-data      seed the sample content anew even when a copy for this build is kept
//   npm run bench -- --no-pin          the load generator shares every core with the servers (default: taskset
//                                      gives it core 0 and the servers the others)
//   npm run bench -- --no-workers      without the section that renders with WEB_CONCURRENCY=1 and 2
//   npm run bench -- --no-site-health  without GET /site-checks over 2,000 items
//   options: --connections N (10), --duration S (5; quick 2), --warmup S (2; quick: one shared 1 s warm-up),
//            --runs N (Lighthouse runs per page: 5; quick 1), --out FILE (bench-results/latest.json)
//
// Everything happens on 127.0.0.1. Every process it starts (the servers, the baseline, Chromium) is
// tracked by its id and killed at the end, also on an error or Ctrl-C; nothing else is touched.

// The parts live in scripts/bench/ (options, processes, servers, load, lighthouse, report); main.ts runs them.
import { main } from '#scripts/bench/main.ts'
import { cleanUpOnExit, killEverythingNow, stop, tracked } from '#scripts/bench/processes.ts'

cleanUpOnExit()
try {
	await main()
} catch (error) {
	console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
	process.exitCode = 1
} finally {
	for (const entry of [...tracked]) await stop(entry, 2_000)
	killEverythingNow()
}
// autocannon and Lighthouse may leave timers behind; the work is done.
process.exit(process.exitCode ?? 0)
