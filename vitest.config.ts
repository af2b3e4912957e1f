import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		testTimeout: 30_000,
		hookTimeout: 60_000,
		projects: [
			{ extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
			// Over real HTTP against a real database: SQLite by default, PostgreSQL when TEST_DATABASE=postgres.
			{ extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
			// The built server as a process (needs `npm run build` first).
			{ extends: true, test: { name: 'system', include: ['tests/system/**/*.test.ts'] } },
			// Stops and starts the PostgreSQL cluster, so it runs alone (its own pg_virtualenv in npm test).
			{ extends: true, test: { name: 'outage', include: ['tests/outage/**/*.test.ts'] } },
		],
	},
})
