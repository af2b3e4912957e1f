import type { Request, RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import { TOO_MANY_REQUESTS, type ApiErrorBody } from '#server/api/http.ts'

/** A per-address limit (in memory, per instance) that answers 429 in JSON with Retry-After. */
export function perMinute(limit: number, skip: (req: Request) => boolean): RequestHandler {
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
