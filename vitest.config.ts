import { defineConfig } from 'vitest/config'

// npm test runs the suite on two Node versions (scripts/test.sh) and names the one of each run: a run that
// landed on another (a PATH lost on the way) stops here instead of passing on the wrong Node.
const testNodeMajor = process.env.TEST_NODE_MAJOR
if (testNodeMajor && process.versions.node.split('.')[0] !== testNodeMajor) {
	throw new Error(`TEST_NODE_MAJOR=${testNodeMajor}, but this is Node ${process.versions.node} (${process.execPath})`)
}

/** System tests run alone: a load test, and the ones that time a server (a flush, a cache, a worker). */
const SYSTEM_ALONE = [
	'tests/system/load.test.ts',
	'tests/system/web-concurrency.test.ts',
	'tests/system/log-flush.test.ts',
	'tests/system/page-caching.test.ts',
]

/*
 * Speed on a 2-core machine (docs/testing.md): two files at a time, and the unit, integration and s3 files
 * share their worker's modules (`isolate: false`: imported once per worker instead of once per file, a
 * third of the integration step's time). That is safe because every file makes its own app, database and
 * storage, and a file that changes process-wide state (the log's destination, environment variables,
 * timers) puts it back in its own hooks. The built-server tests (system) run after them, two at a time,
 * then SYSTEM_ALONE one at a time.
 */
export default defineConfig({
	test: {
		testTimeout: 30_000,
		hookTimeout: 60_000,
		maxWorkers: 2,
		projects: [
			{ extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
			// Over real HTTP against a real database: SQLite by default, PostgreSQL when TEST_DATABASE=postgres.
			{
				extends: true,
				test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], isolate: false },
			},
			// The built server as a process (needs `npm run build` first), after the others: two files at a time,
			// then, one at a time, the files that load the whole machine or hold a server to a time limit.
			{
				extends: true,
				test: {
					name: 'system',
					include: ['tests/system/**/*.test.ts'],
					exclude: SYSTEM_ALONE,
					sequence: { groupOrder: 1 },
				},
			},
			{
				extends: true,
				test: { name: 'system-alone', include: SYSTEM_ALONE, fileParallelism: false, sequence: { groupOrder: 2 } },
			},
			// The tests that touch uploaded files, again with every app's uploads in a bucket of its own: run
			// under scripts/with-rgw.sh (Ceph's RADOS Gateway, TEST_S3=1), on SQLite.
			{
				extends: true,
				test: {
					name: 's3',
					isolate: false,
					include: [
						'tests/integration/upload-storage.test.ts',
						'tests/integration/uploads.test.ts',
						'tests/integration/image-variants.test.ts',
						'tests/integration/backup.test.ts',
						'tests/integration/media*.test.ts',
						// Résumés are kept in the bucket's private prefix (ADR 0060).
						'tests/integration/job-applications*.test.ts',
						// The ready check writes a probe to the storage.
						'tests/integration/health.test.ts',
					],
				},
			},
			// Stops and starts the PostgreSQL cluster, so it runs alone (its own pg_virtualenv in npm test).
			{ extends: true, test: { name: 'outage', include: ['tests/outage/**/*.test.ts'] } },
			// Three built servers behind HAProxy, then three behind nginx, on PostgreSQL and RGW (needs `npm run
			// build`): run under `pg_virtualenv -t -- scripts/with-rgw.sh`, alone (its own step in npm test).
			// One file at a time: six servers at once would crowd a small machine and its timing checks.
			{
				extends: true,
				test: { name: 'cluster', include: ['tests/cluster/**/*.test.ts'], fileParallelism: false },
			},
		],
	},
})
