import express, { type Request, type RequestHandler, type Router } from 'express'
import multer from 'multer'

import { bytesText } from '#shared/uploads.ts'
import { type ApiErrorBody, requireAccess } from '#server/api/http.ts'
import { type ApiOperation, type FormUpload, HTTP_METHODS } from '#server/api/operation.ts'
import { allOperations, apiOperations } from '#server/api/operations.ts'
import { CACHE_CONTROL } from '#server/cache/policy.ts'
import { perMinute } from '#server/rate-limit/per-minute.ts'
import type { Services } from '#server/services.ts'
import { UploadError } from '#server/uploads/images.ts'

/**
 * Whether a request at an address the API shares with a page is the page's: a browser's visit (a GET or
 * HEAD that prefers HTML), React Router's data requests (`….data`), and form posts (without JavaScript, or
 * through React Router). A JSON call, or a GET that does not ask for HTML, is the API's.
 */
export function isPageRequest(req: Request): boolean {
	if (req.path.endsWith('.data')) return true
	if (req.method === 'GET' || req.method === 'HEAD') return req.accepts(['json', 'html']) === 'html'
	return typeof req.is(['application/x-www-form-urlencoded', 'multipart/form-data']) === 'string'
}

/** Sends a page's request on to the pages (`sharesPathWithPage`). */
const skipPageRequests: RequestHandler = (req, _res, next) => next(isPageRequest(req) ? 'route' : undefined)

/** The guards and parsers an operation's declaration asks for, then its handler. */
export function operationHandlers(operation: ApiOperation, services: Services): RequestHandler[] {
	const handlers: RequestHandler[] = []
	if (operation.sharesPathWithPage) handlers.push(skipPageRequests)
	const siblings = fixedSiblings(operation.path)
	// `/admin/passkeys/:id` must not take `/admin/passkeys/sign-in`, a path of its own: on to its routes.
	if (siblings.size > 0)
		handlers.push((req, _res, next) => next(siblings.has(String(req.params.id)) ? 'route' : undefined))
	if (operation.access !== 'public') {
		// A signed-in user's answers are nobody else's: never kept by a cache, whatever the request looks like.
		handlers.push((_req, res, next) => {
			res.setHeader('Cache-Control', CACHE_CONTROL.never)
			next()
		})
		// The one place an operation's access rule is checked (server/auth/permissions.ts, ADR 0037).
		handlers.push(requireAccess(services, operation.access))
	}
	if (operation.request?.kind === 'json')
		handlers.push(express.json({ limit: operation.request.limit ?? '200kb', strict: true }))
	if (operation.request?.kind === 'image') {
		handlers.push(
			multer({
				storage: multer.memoryStorage(),
				limits: { fileSize: services.config.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
			}).single('image'),
		)
	}
	if (operation.request?.kind === 'form') handlers.push(formUpload(operation.request))
	handlers.push((req, res) => operation.handle(req, res, services))
	return handlers
}

/** A multipart body of text fields and one file; its refusals name the file's field (413 past its size). */
function formUpload({ file }: FormUpload): RequestHandler {
	const parse = multer({
		storage: multer.memoryStorage(),
		limits: { fileSize: file.maxBytes, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 },
	}).single(file.field)
	return (req, res, next) =>
		parse(req, res, (error: unknown) => {
			if (!error) return next()
			const tooLarge = error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE'
			next(
				tooLarge
					? new UploadError(413, `The file is too large: at most ${bytesText(file.maxBytes)}`, file.field)
					: new UploadError(400, `Send the form as multipart/form-data, one file in "${file.field}"`, file.field),
			)
		})
}

/** For a path ending in `/:id`, the fixed names documented beside the id (`sign-in` of `/admin/passkeys/sign-in`). */
function fixedSiblings(path: string): Set<string> {
	const base = path.match(/^(.*)\/:id$/)?.[1]
	if (base === undefined) return new Set()
	const below = allOperations.map((operation) => operation.path).filter((other) => other.startsWith(`${base}/`))
	return new Set(
		below.map((other) => other.slice(base.length + 1).split('/')[0]!).filter((name) => !name.startsWith(':')),
	)
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
	// Counted in the database, so the limits hold in total over every instance (ADR 0023).
	const { db } = services
	if (apiRateLimit > 0)
		router.use(perMinute(db, { name: 'api', limit: apiRateLimit, skip: (req) => !isApiPath(req.path) }))
	if (uploadRateLimit > 0)
		router.use(
			'/upload',
			perMinute(db, { name: 'upload', limit: uploadRateLimit, skip: (req) => req.method !== 'POST' }),
		)

	for (const operation of apiOperations) {
		router[operation.method](operation.path, ...operationHandlers(operation, services))
	}

	// The API's own paths answer in JSON even for a method they do not take, or a path below an item.
	const methodsByPath = new Map<string, Set<string>>()
	const pagePaths = new Set<string>()
	for (const { path, method, sharesPathWithPage } of allOperations) {
		methodsByPath.set(path, (methodsByPath.get(path) ?? new Set()).add(method))
		if (sharesPathWithPage) pagePaths.add(path)
	}
	// Fixed paths first: `/admin/passkeys/:id` would answer for `/admin/passkeys/sign-in` otherwise.
	const fixedFirst = [...methodsByPath].sort(([a], [b]) => Number(a.includes(':')) - Number(b.includes(':')))
	for (const [path, methods] of fixedFirst) {
		const allow = HTTP_METHODS.filter((method) => methods.has(method))
			.map((method) => method.toUpperCase())
			.join(', ')
		router.all(path, ...(pagePaths.has(path) ? [skipPageRequests] : []), (_req, res) => {
			res.setHeader('Allow', allow)
			res.status(405).json({ error: `This address accepts only ${allow}` } satisfies ApiErrorBody)
		})
	}
	// After every documented path (an item's own calls, such as its revisions, are below it).
	for (const path of methodsByPath.keys()) {
		if (path.endsWith('/:id')) {
			router.all(`${path}/{*rest}`, (_req, res) => {
				res.status(404).json({ error: 'Not found' } satisfies ApiErrorBody)
			})
		}
	}

	return router
}
