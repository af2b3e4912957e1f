import express, { type RequestHandler, type Router } from 'express'
import { rateLimit } from 'express-rate-limit'
import multer from 'multer'
import { z } from 'zod'
import { readSessionToken } from '#server/auth/request-auth.ts'
import { SESSION_COOKIE } from '#server/auth/sessions.ts'
import { expiredSessionCookie, sessionCookie, signIn, SignInInput, signOut } from '#server/auth/sign-in.ts'
import {
	applications,
	blogs,
	careers,
	consulting,
	faqs,
	partners,
	products,
	testimonials,
} from '#server/content/index.ts'
import { parseOrThrow } from '#server/content/collection.ts'
import {
	ContactInput,
	ContactReadInput,
	contactSubmissions,
	contactSubmissionsCsv,
	ContactSubmissionFields,
	csvFileName,
	submitContactMessage,
	type ContactSubmission,
} from '#server/content/contact-submissions.ts'
import { databaseAnswers } from '#server/ops/health.ts'
import type { Services } from '#server/services.ts'
import { storeImage, UploadError } from '#server/uploads/images.ts'
import { parseId, requireAdmin, TOO_MANY_REQUESTS, type ApiErrorBody } from '#server/api/http.ts'
import { buildOpenApiDocument, type ApiTag } from '#server/api/openapi.ts'
import { HTTP_METHODS, type ApiOperation } from '#server/api/operation.ts'

/*
 * The JSON API of the spec's §7, at the site's own origin: one table of operations (operation.ts), from
 * which the router below is mounted and the OpenAPI document (/openapi.json, the /api-reference page) is
 * built. To add a call, add an entry to `apiOperations` (or a collection to `collectionRoutes`), with its
 * summary, access, request schema (a Zod schema from server/content) and an example body the API accepts;
 * tests/integration/openapi.test.ts fails until the router and the document agree, and posts the example.
 * Order matters where paths overlap: Express tries entries in order (`/x/export.csv` before `/x/:id`).
 */

/** The shape every content collection offers (see content/collection.ts). */
type CrudCollection = {
	label: string
	createSchema: z.ZodType<Record<string, unknown>>
	updateSchema: z.ZodType<Record<string, unknown>>
	list(db: Services['db']): Promise<unknown[]>
	getOrThrow(db: Services['db'], id: number): Promise<unknown>
	create(db: Services['db'], input: unknown): Promise<unknown>
	update(db: Services['db'], id: number, input: unknown): Promise<unknown>
	remove(db: Services['db'], id: number): Promise<void>
}

type CollectionRoutes = {
	path: string
	collection: CrudCollection
	tag: ApiTag
	/** The record's name in the document (`Partner`: schemas `Partner`, `PartnerInput`, `PartnerUpdate`). */
	name: string
	singular: string
	plural: string
	/** A body POST accepts, and one PUT accepts over it. */
	example: Record<string, unknown>
	updateExample: Record<string, unknown>
}

const EXAMPLE_PICTURES = '/uploads/3f1c2a9e-6b1d-4c8e-9a7f-2d5e8b0c4a11_1600x900.jpg'
const EXAMPLE_VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

const collectionRoutes: CollectionRoutes[] = [
	{
		path: '/partners',
		collection: partners,
		tag: 'Partners',
		name: 'Partner',
		singular: 'partner',
		plural: 'partners',
		example: { partner_name: 'Northwind Traders', image_url: '/uploads/northwind-logo.png' },
		updateExample: { partner_name: 'Northwind Traders Ltd' },
	},
	{
		path: '/faqs',
		collection: faqs,
		tag: 'FAQs',
		name: 'Faq',
		singular: 'FAQ',
		plural: 'FAQs',
		example: {
			question: 'How long does a prototype take?',
			answer: 'Most prototypes take four to eight weeks, depending on the data we start from.',
		},
		updateExample: { answer: 'Usually four to eight weeks.' },
	},
	{
		path: '/testimonials',
		collection: testimonials,
		tag: 'Testimonials',
		name: 'Testimonial',
		singular: 'testimonial',
		plural: 'testimonials',
		example: {
			name: 'Priya Nair',
			position: 'Head of Operations, Kalinga Foods',
			message: 'Their demand forecasts cut our waste by a third in one season.',
			stars: 4.5,
			picture: '/uploads/priya-nair.jpg',
			linkedin: 'https://www.linkedin.com/in/example',
		},
		updateExample: { stars: 5 },
	},
	{
		path: '/applications',
		collection: applications,
		tag: 'Applications',
		name: 'Application',
		singular: 'application',
		plural: 'applications',
		example: {
			title: 'Demand Forecaster',
			description: 'Forecasts daily demand per store from sales, weather and holidays.',
			picture: EXAMPLE_PICTURES,
			category: 'AI',
			youtube_link: EXAMPLE_VIDEO,
		},
		updateExample: { category: 'BI Solution' },
	},
	{
		path: '/products',
		collection: products,
		tag: 'Products',
		name: 'Product',
		singular: 'product',
		plural: 'products',
		example: {
			title: 'Sigma Lens',
			description: 'Visual inspection for production lines: finds defects in real time.',
			picture: [EXAMPLE_PICTURES, 'https://cdn.example.com/lens-2.png'],
		},
		updateExample: { youtube_link: EXAMPLE_VIDEO },
	},
	{
		path: '/consulting',
		collection: consulting,
		tag: 'Consulting',
		name: 'ConsultingItem',
		singular: 'consulting item',
		plural: 'consulting items',
		example: { title: 'Data strategy', description: 'A roadmap from the data you have to the decisions you need.' },
		updateExample: { picture: EXAMPLE_PICTURES },
	},
	{
		path: '/blogs',
		collection: blogs,
		tag: 'Blogs',
		name: 'Blog',
		singular: 'blog',
		plural: 'blogs',
		example: {
			heading: 'Forecasting with little data',
			body: 'Small shops have **short histories**. Here is what works:\n\n- pool similar stores\n- add the calendar',
			picture: '/uploads/forecasting.jpg',
		},
		updateExample: { heading: 'Forecasting when data is scarce' },
	},
	{
		path: '/careers',
		collection: careers,
		tag: 'Careers',
		name: 'Career',
		singular: 'career',
		plural: 'careers',
		example: {
			position_name: 'Data Engineer',
			job_description: 'Build and run the pipelines behind our analytics products. Python and SQL.',
		},
		updateExample: { position_name: 'Senior Data Engineer' },
	},
]

const EXAMPLE_TIMES = { created_at: '2025-03-14T09:30:00.000Z', updated_at: '2025-03-14T09:30:00.000Z' }

/** The five calls of a content collection. Example answers are the example bodies as the schemas store them. */
function crudOperations(routes: CollectionRoutes): ApiOperation[] {
	const { path, collection, tag, name, singular, plural } = routes
	const item = `${path}/:id`
	const article = /^[aeiou]/i.test(singular) ? 'an' : 'a'
	const pascal = (words: string) => words.replace(/(?:^|\s)(\w)/g, (_match, letter: string) => letter.toUpperCase())
	const created = { id: 1, ...collection.createSchema.parse(routes.example), ...EXAMPLE_TIMES }
	const updated = {
		...created,
		...collection.updateSchema.parse({ ...created, ...routes.updateExample }),
		updated_at: '2025-03-15T16:05:00.000Z',
	}
	const record = (example: unknown) => ({ name, schema: collection.createSchema, shape: 'record' as const, example })
	return [
		{
			method: 'get',
			path,
			operationId: `list${pascal(plural)}`,
			tag,
			summary: `List ${plural}`,
			description: 'Oldest first (ascending id).',
			access: 'public',
			answer: {
				status: 200,
				description: `Every ${singular}`,
				body: { name, schema: collection.createSchema, shape: 'records', example: [created] },
			},
			handle: async (_req, res, { db }) => {
				res.json(await collection.list(db))
			},
		},
		{
			method: 'get',
			path: item,
			operationId: `get${pascal(singular)}`,
			tag,
			summary: `Get ${article} ${singular}`,
			access: 'public',
			answer: { status: 200, description: `The ${singular}`, body: record(created) },
			handle: async (req, res, { db }) => {
				res.json(await collection.getOrThrow(db, parseId(req.params.id)))
			},
		},
		{
			method: 'post',
			path,
			operationId: `create${pascal(singular)}`,
			tag,
			summary: `Add ${article} ${singular}`,
			access: 'admin',
			request: { kind: 'json', name: `${name}Input`, schema: collection.createSchema, example: routes.example },
			answer: { status: 201, description: `The stored ${singular}, with its id`, body: record(created) },
			handle: async (req, res, { db }) => {
				res.status(201).json(await collection.create(db, req.body))
			},
		},
		{
			method: 'put',
			path: item,
			operationId: `update${pascal(singular)}`,
			tag,
			summary: `Update ${article} ${singular}`,
			description:
				'The fields sent are merged over the stored record (fields left out keep their value); the result is validated as a whole.',
			access: 'admin',
			request: {
				kind: 'json',
				name: `${name}Update`,
				schema: collection.updateSchema,
				example: routes.updateExample,
				partial: true,
			},
			answer: { status: 200, description: `The updated ${singular}`, body: record(updated) },
			handle: async (req, res, { db }) => {
				const id = parseId(req.params.id)
				res.json(await collection.update(db, id, req.body))
			},
		},
		{
			method: 'delete',
			path: item,
			operationId: `delete${pascal(singular)}`,
			tag,
			summary: `Delete ${article} ${singular}`,
			access: 'admin',
			answer: { status: 204, description: `The ${singular} is gone` },
			handle: async (req, res, { db }) => {
				await collection.remove(db, parseId(req.params.id))
				res.status(204).end()
			},
		},
	]
}

/** What a session token looks like (256 random bits, base64url). */
const EXAMPLE_TOKEN = 'Qm9vdHN0cmFwLXRva2VuLWV4YW1wbGUtMjU2LWJpdHM'
const LoginAnswer = z.object({ message: z.literal('Login successful'), token: z.string() })
const MessageAnswer = z.object({ message: z.string() })
const UploadAnswer = z.object({ imageUrl: z.string().meta({ description: 'The stored original, under /uploads/' }) })
const HealthAnswer = z.object({ status: z.literal('ok') })
const contactExample = {
	name: 'Asha Mohanty',
	email: 'asha@example.com',
	phone: '+91 98765 43210',
	subject: 'A dashboard for our sales team',
	message: 'We would like a BI dashboard over our ERP data. Could we talk next week?',
}
const exampleSubmission = {
	id: 7,
	...ContactInput.parse(contactExample),
	...EXAMPLE_TIMES,
	read_at: null,
	read: false,
} satisfies ContactSubmission
const exampleReadSubmission = { ...exampleSubmission, read_at: '2025-03-14T11:02:00.000Z', read: true }
/** Every answer about messages: the record schema (the visitor's fields, and the read state). */
const submissionBody = (example: unknown, shape: 'record' | 'records' = 'record') => ({
	name: 'ContactSubmission',
	schema: ContactSubmissionFields,
	shape,
	example,
})

/** Mounted by create-app ahead of everything else (a load balancer's probe should cost next to nothing). */
export const healthCheck: ApiOperation = {
	method: 'get',
	path: '/healthz',
	operationId: 'checkHealth',
	tag: 'Service',
	summary: 'Check that the service is up',
	description: 'Answers ok while the database is reachable. Never cached.',
	access: 'public',
	mountedBy: 'app',
	answer: {
		status: 200,
		description: 'Up, and the database answers',
		body: { schema: HealthAnswer, example: { status: 'ok' } },
	},
	failures: { 503: 'The database is not reachable: `{ "status": "unavailable", "error": "…" }`' },
	handle: async (_req, res, { db }) => {
		if (await databaseAnswers(db)) {
			res.setHeader('Cache-Control', 'no-store')
			res.json({ status: 'ok' } satisfies z.infer<typeof HealthAnswer>)
		} else {
			res.status(503).json({ status: 'unavailable', error: 'The database is not reachable' })
		}
	},
}

export const apiOperations: ApiOperation[] = [
	...collectionRoutes.flatMap(crudOperations),
	{
		method: 'post',
		path: '/contact',
		operationId: 'sendContactMessage',
		tag: 'Contact',
		summary: 'Send a contact message',
		description:
			'For visitors: no session needed. Each client address may send a limited number of messages per 10 minutes (`CONTACT_RATE_LIMIT`, 5 by default).',
		access: 'public',
		request: { kind: 'json', name: 'ContactMessage', schema: ContactInput, example: contactExample },
		answer: {
			status: 201,
			description:
				'The message is stored (and, when `SMTP_URL` and `CONTACT_NOTIFY_TO` are set, e-mailed to the company in the background)',
			body: submissionBody(exampleSubmission),
		},
		failures: {
			429: 'Too many messages from this address (`CONTACT_RATE_LIMIT` per 10 minutes), or too many API requests; `Retry-After` says when to try again',
		},
		handle: async (req, res, services) => {
			const outcome = await submitContactMessage(
				services.db,
				req.body,
				{ clientAddress: req.ip ?? 'unknown', limit: services.config.contactRateLimit },
				services.contactMailer,
			)
			if (outcome.kind === 'limited') {
				res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
				res.status(429).json({ error: outcome.message } satisfies ApiErrorBody)
				return
			}
			// A message caught by the honeypot gets the same status as any other, so a bot learns nothing.
			res.status(201).json(outcome.kind === 'stored' ? outcome.submission : { message: 'Your message has been sent!' })
		},
	},
	// The admin's inbox. Personal data: every answer is no-store (server/cache/policy.ts says so for every
	// path under /contact_submissions; the handlers say it too, where the answer is made).
	{
		method: 'get',
		path: '/contact_submissions',
		operationId: 'listContactSubmissions',
		tag: 'Contact',
		summary: 'List contact submissions',
		description: 'Personal data: admin only, never cached. Oldest first.',
		access: 'admin',
		answer: {
			status: 200,
			description: 'Every submission',
			body: submissionBody([exampleSubmission, exampleReadSubmission], 'records'),
		},
		handle: async (_req, res, { db }) => {
			res.setHeader('Cache-Control', 'no-store')
			res.json(await contactSubmissions.list(db))
		},
	},
	{
		method: 'get',
		path: '/contact_submissions.csv',
		operationId: 'exportContactSubmissions',
		tag: 'Contact',
		summary: 'Export every contact submission as CSV',
		description: `A download (\`Content-Disposition: attachment\`), UTF-8 with a byte order mark, CRLF between records, oldest first. Columns: id, created_at, name, email, phone, subject, message, read (\`yes\`/\`no\`). A cell that starts with \`=\`, \`+\`, \`-\`, \`@\`, a tab or a carriage return gets a leading apostrophe, so that a spreadsheet shows it as text rather than running it as a formula. Personal data: admin only, never cached.`,
		access: 'admin',
		answer: {
			status: 200,
			description: 'The CSV file',
			headers: {
				'Content-Disposition': {
					description: 'A download, named by the day it was made',
					example: `attachment; filename="${csvFileName(new Date('2025-03-14T12:00:00Z'))}"`,
				},
				'Cache-Control': { description: 'Personal data: never stored', example: 'no-store' },
			},
			body: {
				schema: z.string(),
				mediaType: 'text/csv',
				example: contactSubmissionsCsv([exampleSubmission, exampleReadSubmission]).replace(/^\uFEFF/, ''),
			},
		},
		handle: async (_req, res, { db }) => {
			const csv = contactSubmissionsCsv(await contactSubmissions.list(db))
			res.setHeader('Cache-Control', 'no-store')
			res.setHeader('Content-Type', 'text/csv; charset=utf-8')
			res.setHeader('Content-Disposition', `attachment; filename="${csvFileName()}"`)
			res.send(csv)
		},
	},
	{
		method: 'get',
		path: '/contact_submissions/:id',
		operationId: 'getContactSubmission',
		tag: 'Contact',
		summary: 'Get a contact submission',
		description: 'Personal data: admin only, never cached. Reading it here does not mark it read.',
		access: 'admin',
		answer: { status: 200, description: 'The submission', body: submissionBody(exampleSubmission) },
		handle: async (req, res, { db }) => {
			res.setHeader('Cache-Control', 'no-store')
			res.json(await contactSubmissions.getOrThrow(db, parseId(req.params.id)))
		},
	},
	{
		method: 'patch',
		path: '/contact_submissions/:id',
		operationId: 'markContactSubmission',
		tag: 'Contact',
		summary: 'Mark a contact submission read or unread',
		description:
			'`{ "read": true }` sets `read_at` (kept when it is already read); `{ "read": false }` clears it. Other fields are ignored: a message cannot be edited. `updated_at` does not change.',
		access: 'admin',
		request: { kind: 'json', name: 'ContactSubmissionReadState', schema: ContactReadInput, example: { read: true } },
		answer: { status: 200, description: 'The submission, as it is now', body: submissionBody(exampleReadSubmission) },
		handle: async (req, res, { db }) => {
			const id = parseId(req.params.id)
			const { read } = parseOrThrow(ContactReadInput, req.body)
			res.setHeader('Cache-Control', 'no-store')
			res.json(await contactSubmissions.setRead(db, id, read))
		},
	},
	{
		method: 'delete',
		path: '/contact_submissions/:id',
		operationId: 'deleteContactSubmission',
		tag: 'Contact',
		summary: 'Delete a contact submission',
		description:
			'Erases the message from the database for good (personal data must be erasable). Backups made before keep it until they are deleted.',
		access: 'admin',
		answer: { status: 204, description: 'The submission is gone' },
		handle: async (req, res, { db }) => {
			await contactSubmissions.remove(db, parseId(req.params.id))
			res.setHeader('Cache-Control', 'no-store')
			res.status(204).end()
		},
	},
	{
		method: 'post',
		path: '/admin/login',
		operationId: 'signIn',
		tag: 'Admin session',
		summary: 'Sign in as the admin',
		description: `Opens a 24-hour session. Its token comes back in the body (send it as \`Authorization: Bearer <token>\`) and in the \`${SESSION_COOKIE}\` cookie (HttpOnly, SameSite=Lax; Secure over HTTPS), which browsers send by themselves.`,
		access: 'public',
		request: {
			kind: 'json',
			name: 'SignIn',
			schema: SignInInput,
			example: { email: 'admin@example.com', password: 'correct horse battery staple' },
		},
		answer: {
			status: 200,
			description: 'Signed in',
			body: { name: 'SignedIn', schema: LoginAnswer, example: { message: 'Login successful', token: EXAMPLE_TOKEN } },
			headers: {
				'Set-Cookie': {
					description: 'The session cookie (with `Secure` over HTTPS)',
					example: sessionCookie(EXAMPLE_TOKEN, false),
				},
			},
		},
		failures: {
			401: 'Wrong e-mail or password: `{ "error": "Invalid email or password" }`',
			429: 'Too many failed sign-ins from this address or for this e-mail, or too many API requests; `Retry-After` says when to try again',
		},
		handle: async (req, res, { db }) => {
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
			res.json({ message: 'Login successful', token: result.token } satisfies z.infer<typeof LoginAnswer>)
		},
	},
	{
		method: 'post',
		path: '/admin/logout',
		operationId: 'signOut',
		tag: 'Admin session',
		summary: 'Sign out',
		description: 'Ends the session (its token stops working everywhere) and clears the cookie.',
		access: 'admin',
		answer: {
			status: 200,
			description: 'Signed out',
			body: { schema: MessageAnswer, example: { message: 'Logged out' } },
			headers: {
				'Set-Cookie': {
					description: 'Clears the session cookie',
					example: expiredSessionCookie(false),
				},
			},
		},
		handle: async (req, res, { db }) => {
			await signOut(db, readSessionToken({ cookie: req.get('cookie'), authorization: req.get('authorization') }))
			res.setHeader('Set-Cookie', expiredSessionCookie(req.secure))
			res.json({ message: 'Logged out' } satisfies z.infer<typeof MessageAnswer>)
		},
	},
	{
		method: 'post',
		path: '/upload',
		operationId: 'uploadImage',
		tag: 'Uploads',
		summary: 'Upload an image',
		description:
			'The type is read from the bytes (JPEG, PNG, WebP, AVIF or GIF), not from the name or Content-Type. The image is re-encoded without its metadata and stored with AVIF and WebP variants; use the returned address in picture fields.',
		access: 'admin',
		request: { kind: 'image' },
		answer: {
			status: 201,
			description: 'Stored',
			body: {
				name: 'UploadedImage',
				schema: UploadAnswer,
				example: { imageUrl: '/uploads/3f1c2a9e-6b1d-4c8e-9a7f-2d5e8b0c4a11_1600x900.jpg' },
			},
		},
		failures: {
			400: 'No image in the field "image", or a broken multipart body',
			413: 'Larger than `UPLOAD_MAX_BYTES` (10 MB by default) or 50 megapixels',
			415: 'Not a JPEG, PNG, WebP, AVIF or GIF image',
			429: 'Too many uploads from this address (`UPLOAD_RATE_LIMIT` a minute, 60 by default), or too many API requests',
		},
		handle: async (req, res, services) => {
			if (!req.file) throw new UploadError(400, 'Send the image as multipart/form-data in the field "image"')
			res.status(201).json(await storeImage(services.storage, req.file.buffer))
		},
	},
	{
		method: 'get',
		path: '/openapi.json',
		operationId: 'getOpenApiDocument',
		tag: 'Service',
		summary: 'This API described in OpenAPI 3.1',
		description:
			'Generated from the schemas that validate the API; it changes only with a deploy. Read it at /api-reference.',
		access: 'public',
		answer: {
			status: 200,
			description: 'The OpenAPI document',
			body: {
				name: 'OpenApiDocument',
				schema: z.looseObject({ openapi: z.literal('3.1.0') }),
				example: { openapi: '3.1.0', info: { title: 'Sigma Analytics API', version: '1.0.0' }, paths: {} },
			},
		},
		handle: (_req, res) => {
			res.type('json').send(openApiJson())
		},
	},
]

/** Every documented operation, in the order of the document. */
export const allOperations: readonly ApiOperation[] = [...apiOperations, healthCheck]

let document: ReturnType<typeof buildOpenApiDocument> | undefined
let documentJson: string | undefined
/** Built once per process: it depends only on the code. */
export function openApiDocument() {
	document ??= buildOpenApiDocument(allOperations)
	return document
}
const openApiJson = () => (documentJson ??= JSON.stringify(openApiDocument()))

/** The guards and parsers an operation's declaration asks for, then its handler. */
export function operationHandlers(operation: ApiOperation, services: Services): RequestHandler[] {
	const handlers: RequestHandler[] = []
	if (operation.access === 'admin') handlers.push(requireAdmin(services))
	if (operation.request?.kind === 'json') handlers.push(express.json({ limit: '200kb', strict: true }))
	if (operation.request?.kind === 'image') {
		handlers.push(
			multer({
				storage: multer.memoryStorage(),
				limits: { fileSize: services.config.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
			}).single('image'),
		)
	}
	handlers.push((req, res) => operation.handle(req, res, services))
	return handlers
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
			res.status(429).json({ error: TOO_MANY_REQUESTS } satisfies ApiErrorBody)
		},
	})
}

/** Each API path up to its first parameter: a request at or below one is an API request (for the rate limit). */
const apiBases = [...new Set(apiOperations.map((operation) => operation.path.replace(/\/:.*$/, '')))]

/** The API router: each operation of the table with its guards, then JSON answers for what no operation takes. */
export function apiRouter(services: Services): Router {
	const router = express.Router()

	// Limits per client address, before any route: the API as a whole (page requests pass through this
	// router too, so only its own paths count), and uploads (the costly call) more tightly.
	const isApiPath = (path: string) => apiBases.some((base) => path === base || path.startsWith(`${base}/`))
	const { apiRateLimit, uploadRateLimit } = services.config
	if (apiRateLimit > 0) router.use(perMinute(apiRateLimit, (req) => !isApiPath(req.path)))
	if (uploadRateLimit > 0)
		router.use(
			'/upload',
			perMinute(uploadRateLimit, (req) => req.method !== 'POST'),
		)

	for (const operation of apiOperations) {
		router[operation.method](operation.path, ...operationHandlers(operation, services))
	}

	// The API's own paths answer in JSON even for a method they do not take, or a path below an item.
	const methodsByPath = new Map<string, Set<string>>()
	for (const { path, method } of allOperations) {
		methodsByPath.set(path, (methodsByPath.get(path) ?? new Set()).add(method))
	}
	for (const [path, methods] of methodsByPath) {
		const allow = HTTP_METHODS.filter((method) => methods.has(method))
			.map((method) => method.toUpperCase())
			.join(', ')
		router.all(path, (_req, res) => {
			res.setHeader('Allow', allow)
			res.status(405).json({ error: `This address accepts only ${allow}` } satisfies ApiErrorBody)
		})
		if (path.endsWith('/:id')) {
			router.all(`${path}/{*rest}`, (_req, res) => {
				res.status(404).json({ error: 'Not found' } satisfies ApiErrorBody)
			})
		}
	}

	return router
}
