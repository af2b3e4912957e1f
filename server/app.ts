import type { ServerBuild } from 'react-router'

import { loadConfig } from '#server/config.ts'
import { createApp } from '#server/create-app.ts'

// For server.js's primary process, which reads the settings and supervises the workers without the app.
export { loadConfig } from '#server/config.ts'
export { superviseWorkers } from '#server/cluster.ts'
// For server.js's own lines: the same buffered log, so they stay in order with the app's (ADR 0035).
export { log, logCrashes } from '#server/logging.ts'

/**
 * The entry of the server bundle (vite.config.ts). server.js imports it from build/ in production and
 * through Vite in development.
 */
export async function start(options: { clientDir?: string } = {}) {
	return createApp({
		config: loadConfig(),
		// A virtual module that React Router's Vite plugin provides (typed by `react-router typegen`).
		build: (): Promise<ServerBuild> => import('virtual:react-router/server-build'),
		...options,
	})
}
