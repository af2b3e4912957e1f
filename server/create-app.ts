import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type Express, type Request, type RequestHandler, type Response } from 'express'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import helmet from 'helmet'
import { sql } from 'kysely'
import type { ServerBuild } from 'react-router'
import { apiErrorHandler, rejectCrossOriginWrites } from './api/http'
import { apiRouter } from './api/routes'
import { ensureAdminAccount } from './auth/admin-account'
import { createResponseCache } from './cache/response-cache'
import type { Config } from './config'
import { openDatabase } from './db/database'
import { log, requestLogger, setLogLevel, trackRequest } from './logging'
import type { Services } from './services'
import { localStorage } from './uploads/storage'
import { addSampleContent } from './content/sample-content'
import { ContentVersionWatcher } from './content/version'

export type AppOptions = {
	config: Config
	/** The React Router server build; without it only the API is served (as in the API tests). */
	build?: ServerBuild | (() => Promise<ServerBuild>)
	/** Built browser assets to serve (production); in development Vite serves them. */
	clientDir?: string
	/** Where the one-time admin password notice goes. */
	announce?: (text: string) => void
}

export type App = {
	app: Express
	/** For the `node:http` server: answers a request from the response cache without Express, or returns false. */
	handleDirect(req: IncomingMessage, res: ServerResponse): boolean
	services: Services
	close(): Promise<void>
}

const HSTS = 'max-age=31536000; includeSubDomains'
/** Powerful browser features the site never uses, turned off for it and anything it embeds. */
const PERMISSIONS_POLICY =
	'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), browsing-topics=()'

/** The headers a header-setting middleware (helmet) sets, collected once on a stand-in response. */
function headersSetBy(middleware: RequestHandler): OutgoingHttpHeaders {
	const headers: OutgoingHttpHeaders = {}
	const response = {
		setHeader: (name: string, value: string) => void (headers[name] = value),
		removeHeader: (name: string) => void delete headers[name],
		getHeader: (name: string) => headers[name],
	}
	middleware({ headers: {}, method: 'GET' } as unknown as Request, response as unknown as Response, () => {})
	return headers
}

/** Opens the database (migrating it), makes sure an admin exists, and assembles the Express app. */
export async function createApp(options: AppOptions): Promise<App> {
	const { config } = options
	setLogLevel(config.logLevel)
	const database = await openDatabase(config)
	await ensureAdminAccount(database.db, {
		email: config.adminEmail,
		password: config.adminPassword,
		announce: options.announce ?? ((text) => console.log(text)),
	})
	const storage = localStorage(path.join(config.dataDir, 'uploads'))
	const services: Services = { config, db: database.db, dbKind: database.kind, storage }
	if (config.sampleContent && database.created) await addSampleContent(services)

	const cache = createResponseCache({
		// In development a page changes with its code, not only with the content.
		enabled: config.serverCache && config.env !== 'development',
		versions: new ContentVersionWatcher(database.db),
	})

	const app = express()
	app.disable('x-powered-by')
	// The response cache makes the ETags of pages and API reads (from their bytes, in every encoding).
	app.disable('etag')
	app.set('trust proxy', config.trustProxy ? 1 : false)
	app.use(requestLogger(config.logRequests))
	// The page Content-Security-Policy (nonce-based) is set with the pages; HSTS only means something over HTTPS.
	const helmetHeaders = helmet({
		contentSecurityPolicy: false,
		crossOriginEmbedderPolicy: false,
		strictTransportSecurity: false,
		// `no-referrer` (helmet's default) makes browsers send `Origin: null` on same-origin form posts.
		referrerPolicy: { policy: 'same-origin' },
	})
	const securityHeaders: RequestHandler = (req, res, next) =>
		helmetHeaders(req, res, () => {
			res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
			next()
		})
	app.use(securityHeaders)
	app.use((req, res, next) => {
		if (req.secure) res.setHeader('Strict-Transport-Security', HSTS)
		next()
	})
	// Stored answers go out before compression and static files, at the cost of a Map lookup.
	app.use(cache.lookup)
	app.use(compression({ filter: (req, res) => !cache.isPrecompressed(res) && compression.filter(req, res) }))

	app.get('/healthz', async (_req, res) => {
		try {
			await sql`select 1`.execute(services.db)
			res.setHeader('Cache-Control', 'no-store')
			res.json({ status: 'ok' })
		} catch {
			res.status(503).json({ status: 'unavailable', error: 'The database is not reachable' })
		}
	})

	if (storage.localDirectory) {
		app.use(
			'/uploads',
			express.static(storage.localDirectory, {
				immutable: true,
				maxAge: '1y',
				index: false,
				redirect: false,
				dotfiles: 'deny',
				fallthrough: false,
				setHeaders(res) {
					// An uploaded file is only ever an image; if a browser were tricked into opening one as a
					// document, it could run nothing.
					res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
				},
			}),
		)
	}
	if (options.clientDir) {
		app.use('/assets', express.static(path.join(options.clientDir, 'assets'), { immutable: true, maxAge: '1y' }))
		app.use(express.static(options.clientDir, { maxAge: '1h', index: false }))
	}

	app.use(rejectCrossOriginWrites(config.publicUrl))
	// Cache-Control by kind of answer; public 200s are stored (with ETag, Last-Modified, encodings) and answered.
	app.use(cache.fill)
	app.use(apiRouter(services))

	if (options.build) {
		app.all(
			'/{*splat}',
			createRequestHandler({
				build: options.build,
				mode: config.env === 'development' ? 'development' : 'production',
				getLoadContext: (req, res) => ({
					services,
					requestId: String(res.locals.requestId),
					clientAddress: req.ip ?? 'unknown',
				}),
			}),
		)
	}
	app.use(apiErrorHandler)

	// Cache hits skip Express: the same security headers, request id and log line, then the stored bytes.
	const staticSecurityHeaders = headersSetBy(securityHeaders)
	const handleDirect = (req: IncomingMessage, res: ServerResponse) =>
		cache.serveDirect(req, res, () => {
			trackRequest(req, res, config.logRequests)
			const secure =
				(req.socket as TLSSocket).encrypted === true ||
				(config.trustProxy && String(req.headers['x-forwarded-proto']).split(',')[0]?.trim() === 'https')
			return secure ? { ...staticSecurityHeaders, 'Strict-Transport-Security': HSTS } : staticSecurityHeaders
		})

	return {
		app,
		handleDirect,
		services,
		async close() {
			await database.close()
			log('info', 'database closed')
		},
	}
}
