import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'

// npm test runs the suite on two Node versions (scripts/test.sh) and names the one of each run: a run that
// landed on another (a PATH lost on the way) stops here instead of passing on the wrong Node.
const testNodeMajor = process.env.TEST_NODE_MAJOR
if (testNodeMajor && process.versions.node.split('.')[0] !== testNodeMajor) {
	throw new Error(`TEST_NODE_MAJOR=${testNodeMajor}, but this is Node ${process.versions.node} (${process.execPath})`)
}

const port = Number(process.env.E2E_PORT ?? 4310)
/** Where the e2e server's output goes (checked for secrets by scripts/check-log-secrets.js). */
export const SERVER_LOG = path.resolve(process.env.E2E_SERVER_LOG ?? '.test-reports/e2e-server.log')
fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true })

/** The production build on a throw-away data folder, driven by Debian's Chromium (never a downloaded browser). */
export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: false,
	workers: 1,
	// A flaky test is a bug to fix, never to retry (docs/testing.md).
	retries: 0,
	reporter: process.env.CI ? [['list']] : [['list']],
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
	webServer: {
		// The server's log is kept, so that `npm test` can check it holds no secret the tests used.
		command: `node server.js > ${JSON.stringify(SERVER_LOG)} 2>&1`,
		url: `http://127.0.0.1:${port}/healthz`,
		reuseExistingServer: false,
		timeout: 60_000,
		// Stopped as an operator would, so its last log lines are written (ADR 0035) and checked too.
		gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
		env: {
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: path.join(os.tmpdir(), `sigma-e2e-${process.pid}`),
			ADMIN_EMAIL: E2E_ADMIN.email,
			ADMIN_PASSWORD: E2E_ADMIN.password,
			SAMPLE_CONTENT: '0',
			// One process, as the browser tests were written for; the workers have their system test.
			WEB_CONCURRENCY: '1',
			CONTACT_RATE_LIMIT: '0',
			API_RATE_LIMIT: '0',
			UPLOAD_RATE_LIMIT: '0',
		},
	},
})
