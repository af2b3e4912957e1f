// The process: starts the HTTP server on the app (built, or through Vite in development) and stops it
// gracefully; with WEB_CONCURRENCY > 1 it is the primary of that many workers that do so (server/cluster.ts).
// Everything else lives in server/.
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(fileURLToPath(import.meta.url))
const development = process.env.NODE_ENV === 'development'
process.env.NODE_ENV ??= 'production'
/** How long a drain may take, for one process or all the workers together, before the exit is forced. */
const DRAIN_TIMEOUT_MS = 15_000

/** @type {undefined | { app: import('express').Express, handleDirect?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean, close(): Promise<void> }} */
let instance
/** @type {import('vite').ViteDevServer | undefined} */
let vite
/** The app's log (server/logging.ts): one buffered stream, so this file's lines keep their place among the app's. */
/** @type {(level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, string | number | boolean | undefined>) => void} */
let log
if (development) {
	const { createServer: createViteServer } = await import('vite')
	vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })
	const entry = await vite.ssrLoadModule('./server/app.ts')
	log = entry.log
	entry.logCrashes()
	const started = await entry.start()
	const express = (await import('express')).default
	const outer = express()
	outer.use(vite.middlewares)
	outer.use(started.app)
	instance = { app: outer, close: started.close }
} else {
	const serverBuild = path.join(root, 'build/server/index.js')
	if (!existsSync(serverBuild)) {
		console.error('There is no production build yet: run `npm run build` first (or `npm start`, which builds).')
		process.exit(1)
	}
	const entry = await import(serverBuild)
	log = entry.log
	entry.logCrashes()
	// The primary reads (and validates) the settings once: a bad value stops it before any worker starts.
	// Development stays one process: Vite's server and its reloads are per process.
	const workers = cluster.isPrimary ? entry.loadConfig().webConcurrency : 1
	if (workers > 1) entry.superviseWorkers({ workers, drainTimeoutMs: DRAIN_TIMEOUT_MS })
	else instance = await entry.start({ clientDir: path.join(root, 'build/client') })
}
if (instance) serve(instance)

/**
 * The HTTP server of one process (the only one, or a worker: workers share the port through the primary).
 * @param {NonNullable<typeof instance>} instance
 */
function serve(instance) {
	const port = Number(process.env.PORT ?? 3000)
	const host = process.env.HOST ?? '0.0.0.0'
	const { app, handleDirect } = instance
	// Stored answers (the response cache) go out before Express; everything else through it.
	const server = createServer(handleDirect ? (req, res) => handleDirect(req, res) || app(req, res) : app)
	server.keepAliveTimeout = 65_000
	server.listen(port, host, () => {
		const address = server.address()
		const shown = typeof address === 'object' && address ? address.port : port
		log('info', `listening on http://localhost:${shown}`)
	})

	let stopping = false
	/**
	 * Stops taking connections, lets requests in flight finish, then closes the database.
	 * @param {string} signal
	 */
	async function shutdown(signal) {
		if (stopping) return
		stopping = true
		log('info', `${signal}: draining`)
		const forced = setTimeout(() => process.exit(1), DRAIN_TIMEOUT_MS)
		forced.unref()
		// Connections whose request ends during the drain go idle then: closed too, else a keep-alive client
		// would hold the process until it lets go (5 s for Node's own agent).
		const closeIdle = setInterval(() => server.closeIdleConnections(), 100)
		await new Promise((resolve) => {
			server.close(resolve)
			server.closeIdleConnections()
		})
		clearInterval(closeIdle)
		await vite?.close()
		await instance.close()
		// The log's buffer is written out synchronously on the way (server/logging.ts).
		process.exit(0)
	}
	process.on('SIGTERM', () => void shutdown('SIGTERM'))
	process.on('SIGINT', () => void shutdown('SIGINT'))
}
