import os from 'node:os'
import { defineConfig, devices } from '@playwright/test'

// npm test runs the suite on two Node versions (scripts/test.sh) and names the one of each run: a run that
// landed on another (a PATH lost on the way) stops here instead of passing on the wrong Node.
const testNodeMajor = process.env.TEST_NODE_MAJOR
if (testNodeMajor && process.versions.node.split('.')[0] !== testNodeMajor) {
	throw new Error(`TEST_NODE_MAJOR=${testNodeMajor}, but this is Node ${process.versions.node} (${process.execPath})`)
}

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'retain-on-first-failure'] as const
function traceMode(value: string | undefined): (typeof TRACE_MODES)[number] {
	if (!value) return 'off'
	const mode = TRACE_MODES.find((known) => known === value)
	if (!mode) throw new Error(`E2E_TRACE=${value}: one of ${TRACE_MODES.join(', ')}`)
	return mode
}

const launchArgs = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
]

/**
 * Specs that measure what only the full browser does as a visitor's Chrome does: text laid out with
 * subpixel glyph positions (the headless shell rounds them, so lines break elsewhere).
 */
const FULL_BROWSER_SPECS = ['brand-font.spec.ts']

/**
 * The production build, driven by Debian's Chromium (never a downloaded browser): its headless shell
 * (package chromium-headless-shell, the same engine without the desktop browser around it: half the
 * processor time of `/usr/bin/chromium` a test, ADR 0036) for every spec but FULL_BROWSER_SPECS, which run
 * in `/usr/bin/chromium`. CHROMIUM_PATH runs every spec in another build. Each worker starts a server of
 * its own on a throw-away data folder (the `e2eServer` fixture, tests/e2e/support/fixtures.ts, which also
 * sets the base URL); a spec's tests run in order, on its worker's server.
 */
export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: false,
	// One on a 2-core machine, where one browser already keeps both cores busy (docs/testing.md).
	workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(os.availableParallelism() / 2))),
	// A flaky test is a bug to fix, never to retry (docs/testing.md).
	retries: 0,
	reporter: [['list']],
	use: {
		// Recording a trace costs a test about half again its time, even when it passes and the trace is
		// dropped: off in npm test; E2E_TRACE=retain-on-failure (or on) when a failure needs one. A
		// screenshot of the moment a test failed costs nothing until then.
		trace: traceMode(process.env.E2E_TRACE),
		screenshot: 'only-on-failure',
	},
	projects: [
		{
			name: 'chromium',
			testIgnore: FULL_BROWSER_SPECS,
			use: {
				...devices['Desktop Chrome'],
				launchOptions: {
					executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
					args: launchArgs,
				},
			},
		},
		{
			name: 'chromium-full',
			testMatch: FULL_BROWSER_SPECS,
			use: {
				...devices['Desktop Chrome'],
				launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launchArgs },
			},
		},
	],
})
