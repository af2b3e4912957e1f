import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { TLSSocket } from 'node:tls'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type Express } from 'express'
import type { ServerBuild } from 'react-router'

import { createPageViewCollector } from '#server/analytics/collector.ts'
import { apiErrorHandler, rejectCrossOriginWrites } from '#server/api/http.ts'
import { appOperations } from '#server/api/operations.ts'
import { apiRouter, operationHandlers } from '#server/api/router.ts'
import { ensureAdminAccount } from '#server/auth/admin-account.ts'
import { cheaperThanDefault, passwordHashParams } from '#server/auth/passwords.ts'
import { isPrivatePath } from '#server/cache/policy.ts'
import { createResponseCache } from '#server/cache/response-cache.ts'
import { ContentVersionWatcher } from '#server/cache/version.ts'
import { listenForContentVersions } from '#server/cache/version-listener.ts'
import { relayContentVersions } from '#server/cache/version-relay.ts'
import type { Config } from '#server/config.ts'
import { addStarterPages } from '#server/content/starter-pages.ts'
import { navigation } from '#server/content/types/navigation.ts'
import { settings } from '#server/content/types/settings.ts'
import { type Db, openDatabase } from '#server/db/database.ts'
import { log, requestLogger, setLogLevel, startRequestLog } from '#server/logging.ts'
import { createContactMailer, noContactMailer } from '#server/mail/contact-notifier.ts'
import { adoptExistingUploads, startHousekeeping } from '#server/ops/housekeeping.ts'
import { addSampleContent } from '#server/ops/sample-content.ts'
import {
	createCspNonce,
	HSTS,
	SECURE_SECURITY_HEADERS,
	SECURITY_HEADERS,
	securityHeaders,
	UPLOAD_POLICY,
} from '#server/security-headers.ts'
import type { Services } from '#server/services.ts'
import { privateFiles } from '#server/uploads/private-storage.ts'
import { serveUploads } from '#server/uploads/serve-uploads.ts'
import { createStorage } from '#server/uploads/storage-from-config.ts'

/**
 * The single records every page shows, read for every rendering (a cached page skips it): a save shows on
 * the next one, on every instance (docs/design.md §13, docs/decisions/0042-navigation.md).
 */
async function pageSingletons(db: Db) {
	const [site, links] = await Promise.all([settings.get(db), navigation.get(db)])
	return { settings: site, navigation: links }
}

export type AppOptions = {
	config: Config
	/** The React Router server build; without it only the API is served (as in the API tests). */
	build?: ServerBuild | (() => Promise<ServerBuild>)
	/** Built browser assets to serve (production); in development Vite serves them. */
	clientDir?: string
	/** Where the one-time admin password notice goes. */
	announce?: (text: string) => void
	/**
	 * How long a checked content version counts as current (default 1000 ms). Tests of the PostgreSQL
	 * listener make it long, so that only a notification or a reconnection can bring a change in.
	 */
	versionMaxAgeMs?: number
}

export type App = {
	app: Express
	/** For the `node:http` server: answers a request from the response cache without Express, or returns false. */
	handleDirect(req: IncomingMessage, res: ServerResponse): boolean
	services: Services
	/** The start's housekeeping pass is over (server/ops/housekeeping.ts). */
	housekept: Promise<void>
	close(): Promise<void>
}

/** Opens the database (migrating it), makes sure an admin exists, and assembles the Express app. */
export async function createApp(options: AppOptions): Promise<App> {
	const { config } = options
	setLogLevel(config.logLevel)
	// The bucket first: a wrong S3 setting stops the start before anything else is touched.
	const storage = await createStorage(config)
	const resumes = privateFiles(config)
	if (config.s3) log('info', 'uploads in an S3 bucket', { bucket: config.s3.bucket })
	const given = config.adminPasswordHash && passwordHashParams(config.adminPasswordHash)
	if (given && cheaperThanDefault(given)) {
		// Signing in then takes less time for the admin's e-mail than for others, which tells the two apart.
		log('warn', 'ADMIN_PASSWORD_HASH is cheaper than new passwords get: make it with npm run admin -- --hash', {
			N: given.N,
			r: given.r,
			p: given.p,
		})
	}
	// Each send reads the settings then (the company's name, who hears of contact messages), from the
	// database opened below: a save takes effect at once, on every instance.
	const opened: { db?: Db } = {}
	const contactMailer = config.mail
		? createContactMailer(config.mail, {
				publicUrl: config.publicUrl,
				readSettings: () => {
					if (!opened.db) throw new Error('the database is not open yet')
					return settings.get(opened.db)
				},
			})
		: noContactMailer
	if (config.mail) log('info', 'e-mail on', { fallbackRecipients: config.mail.fallbackTo.length })
	// A link to choose a password is written with the site's address, never a request's (docs/decisions/0054-password-resets.md).
	if (config.mail && !config.publicUrl) {
		log('warn', 'password reset links are not e-mailed to whoever asks without PUBLIC_URL: set it to the site address')
	}
	const database = await openDatabase({
		databaseUrl: config.databaseUrl,
		dataDir: config.dataDir,
		// Under the start lock: of instances starting together on an empty database, one creates the admin
		// account, the starter pages and the sample content, the others find them there.
		prepare: async ({ db, kind, created }) => {
			await ensureAdminAccount(db, {
				email: config.adminEmail,
				password: config.adminPassword,
				passwordHash: config.adminPasswordHash,
				announce: options.announce ?? ((text) => console.log(text)),
			})
			if (created && config.sampleContent)
				await addSampleContent({ config, db, dbKind: kind, storage, resumes, contactMailer })
			else if (created) await addStarterPages(db)
		},
	}).catch(async (error: unknown) => {
		await contactMailer.close()
		throw error
	})
	opened.db = database.db
	const pageViews = createPageViewCollector(database.db)
	const services: Services = {
		config,
		db: database.db,
		dbKind: database.kind,
		storage,
		resumes,
		contactMailer,
		pageViews,
	}
	await adoptExistingUploads(database.db, storage)
	const housekeeping = startHousekeeping({
		db: database.db,
		storage,
		resumes,
		trashDays: config.trashDays,
		auditDays: config.auditDays,
		applicationDays: config.applicationDays,
		analyticsRawDays: config.analyticsRawDays,
	})

	const versions = new ContentVersionWatcher(database.db, options.versionMaxAgeMs)
	// PostgreSQL tells every instance of each commit (ADR 0025); the watcher's polling stays as the fallback.
	const listener =
		database.kind === 'postgres' && config.databaseUrl
			? listenForContentVersions(config.databaseUrl, versions)
			: undefined
	// Not required to start (polling covers), but a started instance normally hears from its first request on.
	await listener?.started
	// The workers of one instance (WEB_CONCURRENCY > 1) hear each other's commits through the primary.
	relayContentVersions(versions)
	const cache = createResponseCache({
		// In development a page changes with its code, not only with the content.
		enabled: config.serverCache && config.env !== 'development',
		versions,
		// Without PUBLIC_URL, pages write the address they were reached at (canonical, Open Graph, sitemap).
		perOrigin: config.publicUrl === undefined,
	})

	const app = express()
	app.disable('x-powered-by')
	// The response cache makes the ETags of pages and API reads (from their bytes, in every encoding).
	app.disable('etag')
	app.set('trust proxy', config.trustProxy ? 1 : false)
	app.use(requestLogger(config.logRequests))
	app.use(securityHeaders)
	app.use((req, res, next) => {
		if (req.secure) res.setHeader('Strict-Transport-Security', HSTS)
		// The admin area's pages carry a robots meta tag too; this also covers its data requests and API answers.
		if (isPrivatePath(req.path)) res.setHeader('X-Robots-Tag', 'noindex, nofollow')
		next()
	})
	// Stored answers go out before compression and static files, at the cost of a Map lookup.
	app.use(cache.lookup)
	app.use(compression({ filter: (req, res) => !cache.isPrecompressed(res) && compression.filter(req, res) }))

	// The health and ready checks: declared with the API's operations (their documentation too), mounted here
	// ahead of the caches, limits and session checks.
	for (const operation of appOperations)
		app[operation.method](operation.path, ...operationHandlers(operation, services))

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
				setHeaders: (res) => res.setHeader('Content-Security-Policy', UPLOAD_POLICY),
			}),
		)
	} else {
		// A bucket: every instance answers every image from it, with the same headers.
		app.use('/uploads', serveUploads(storage))
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
				getLoadContext: async (req, res) => ({
					services,
					...(await pageSingletons(services.db)),
					requestId: String(res.locals.requestId),
					clientAddress: req.ip ?? 'unknown',
					// Per rendering; a page stored by the response cache keeps the nonce it was made with (ADR 0011).
					cspNonce: createCspNonce(),
				}),
			}),
		)
	}
	app.use(apiErrorHandler)

	// Cache hits skip Express: the same security headers, request id and log line, then the stored bytes.
	const handleDirect = (req: IncomingMessage, res: ServerResponse) =>
		cache.serveDirect(req, res, () => {
			const requestId = startRequestLog(req, res, config.logRequests)
			const secure =
				(req.socket as TLSSocket).encrypted === true ||
				(config.trustProxy && String(req.headers['x-forwarded-proto']).split(',')[0]?.trim() === 'https')
			return { requestId, security: secure ? SECURE_SECURITY_HEADERS : SECURITY_HEADERS }
		})

	return {
		app,
		handleDirect,
		services,
		housekept: housekeeping.firstPass,
		async close() {
			await housekeeping.stop()
			await listener?.close()
			// After the HTTP server has stopped: messages stored in the last requests still get their e-mail.
			await contactMailer.close()
			// The last second's page views, before the database goes.
			await pageViews.close()
			await database.close()
			log('info', 'database closed')
		},
	}
}
