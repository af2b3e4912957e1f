import express, { type Router } from 'express'
import { rateLimit } from 'express-rate-limit'
import multer from 'multer'
import { readSessionToken } from '../auth/request-auth'
import { expiredSessionCookie, sessionCookie, signIn, SignInInput, signOut } from '../auth/sign-in'
import {
	applications,
	blogs,
	careers,
	consulting,
	contactSubmissions,
	faqs,
	partners,
	products,
	testimonials,
} from '../content'
import { parseOrThrow } from '../content/collection'
import { submitContactMessage } from '../content/contact-submissions'
import type { Services } from '../services'
import { storeImage, UploadError } from '../uploads/images'
import { parseId, requireAdmin, type ApiErrorBody } from './http'

/** The shape every content collection offers (see content/collection.ts). */
type CrudCollection = {
	list(db: Services['db']): Promise<unknown[]>
	getOrThrow(db: Services['db'], id: number): Promise<unknown>
	create(db: Services['db'], input: unknown): Promise<unknown>
	update(db: Services['db'], id: number, input: unknown): Promise<unknown>
	remove(db: Services['db'], id: number): Promise<void>
}

/** A per-address limit (in memory, per instance) that answers 429 in JSON with Retry-After. */
function perMinute(limit: number, skip: (req: express.Request) => boolean) {
	return rateLimit({
		windowMs: 60_000,
		limit,
		skip,
		standardHeaders: 'draft-8',
		legacyHeaders: false,
		handler: (_req, res, _next, options) => {
			res.setHeader('Retry-After', String(Math.ceil(options.windowMs / 1000)))
			res.status(429).json({ error: 'Too many requests. Please wait a minute and try again.' } satisfies ApiErrorBody)
		},
	})
}

/** The JSON API of the spec's §7, at the site's own origin. Each handler parses, calls the content module, answers. */
export function apiRouter(services: Services): Router {
	const { db } = services
	const router = express.Router()
	const admin = requireAdmin(services)
	const json = express.json({ limit: '200kb', strict: true })

	const collections: Array<[string, CrudCollection]> = [
		['/partners', partners],
		['/faqs', faqs],
		['/testimonials', testimonials],
		['/applications', applications],
		['/products', products],
		['/consulting', consulting],
		['/blogs', blogs],
		['/careers', careers],
	]

	// Limits per client address, before any route: the API as a whole (page requests pass through this
	// router too, so only its own paths count), and uploads (the costly call) more tightly.
	const apiPaths = [
		...collections.map(([path]) => path),
		'/contact',
		'/contact_submissions',
		'/admin/login',
		'/admin/logout',
		'/upload',
	]
	const isApiPath = (path: string) => apiPaths.some((base) => path === base || path.startsWith(`${base}/`))
	const { apiRateLimit, uploadRateLimit } = services.config
	if (apiRateLimit > 0) router.use(perMinute(apiRateLimit, (req) => !isApiPath(req.path)))
	if (uploadRateLimit > 0)
		router.use(
			'/upload',
			perMinute(uploadRateLimit, (req) => req.method !== 'POST'),
		)
	for (const [path, collection] of collections) {
		router.get(path, async (_req, res) => {
			res.json(await collection.list(db))
		})
		router.get(`${path}/:id`, async (req, res) => {
			res.json(await collection.getOrThrow(db, parseId(req.params.id)))
		})
		router.post(path, admin, json, async (req, res) => {
			res.status(201).json(await collection.create(db, req.body))
		})
		router.put(`${path}/:id`, admin, json, async (req, res) => {
			const id = parseId(req.params.id)
			res.json(await collection.update(db, id, req.body))
		})
		router.delete(`${path}/:id`, admin, async (req, res) => {
			await collection.remove(db, parseId(req.params.id))
			res.status(204).end()
		})
	}

	router.post('/contact', json, async (req, res) => {
		const outcome = await submitContactMessage(db, req.body, {
			clientAddress: req.ip ?? 'unknown',
			limit: services.config.contactRateLimit,
		})
		if (outcome.kind === 'limited') {
			res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
			res.status(429).json({ error: outcome.message } satisfies ApiErrorBody)
			return
		}
		// A message caught by the honeypot gets the same answer as any other, so a bot learns nothing.
		res.status(201).json(outcome.kind === 'stored' ? outcome.submission : { message: 'Your message has been sent!' })
	})
	router.get('/contact_submissions', admin, async (_req, res) => {
		res.setHeader('Cache-Control', 'no-store')
		res.json(await contactSubmissions.list(db))
	})

	router.post('/admin/login', json, async (req, res) => {
		const { email, password } = parseOrThrow(SignInInput, req.body)
		const result = await signIn(db, {
			email,
			password,
			clientAddress: req.ip ?? 'unknown',
			requestId: String(res.locals.requestId),
		})
		res.setHeader('Cache-Control', 'no-store')
		if (!result.ok) {
			if (result.status === 429) res.setHeader('Retry-After', String(result.retryAfterSeconds))
			res.status(result.status).json({ error: result.error } satisfies ApiErrorBody)
			return
		}
		res.setHeader('Set-Cookie', sessionCookie(result.token, req.secure))
		res.json({ message: 'Login successful', token: result.token })
	})

	router.post('/admin/logout', admin, async (req, res) => {
		await signOut(db, readSessionToken({ cookie: req.get('cookie'), authorization: req.get('authorization') }))
		res.setHeader('Set-Cookie', expiredSessionCookie(req.secure))
		res.json({ message: 'Logged out' })
	})

	const upload = multer({
		storage: multer.memoryStorage(),
		limits: { fileSize: services.config.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
	}).single('image')
	router.post('/upload', admin, upload, async (req, res) => {
		if (!req.file) throw new UploadError(400, 'Send the image as multipart/form-data in the field "image"')
		res.status(201).json(await storeImage(services.storage, req.file.buffer))
	})

	// The API's own paths answer in JSON even for a method they do not take, or a path below an item.
	const methodNotAllowed = (allow: string) => (_req: express.Request, res: express.Response) => {
		res.setHeader('Allow', allow)
		res.status(405).json({ error: `This address accepts only ${allow}` } satisfies ApiErrorBody)
	}
	for (const [path] of collections) {
		router.all(path, methodNotAllowed('GET, POST'))
		router.all(`${path}/:id`, methodNotAllowed('GET, PUT, DELETE'))
		router.all(`${path}/:id/{*rest}`, (_req, res) => {
			res.status(404).json({ error: 'Not found' } satisfies ApiErrorBody)
		})
	}
	router.all('/contact', methodNotAllowed('POST'))
	router.all('/contact_submissions', methodNotAllowed('GET'))
	router.all('/admin/login', methodNotAllowed('POST'))
	router.all('/admin/logout', methodNotAllowed('POST'))
	router.all('/upload', methodNotAllowed('POST'))
	router.all('/healthz', methodNotAllowed('GET'))

	return router
}
