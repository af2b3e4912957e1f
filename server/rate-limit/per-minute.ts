import type { Request, RequestHandler } from 'express'
import { type AugmentedRequest, rateLimit } from 'express-rate-limit'

import { type ApiErrorBody, TOO_MANY_REQUESTS } from '#server/api/http.ts'
import type { Db } from '#server/db/database.ts'
import { log } from '#server/logging.ts'
import { DatabaseStore } from '#server/rate-limit/database-store.ts'

const WINDOW_MS = 60_000

/**
 * A per-address limit a minute that answers 429 in JSON with Retry-After (the seconds until the window
 * ends). Counted in the database under `<name>:<address>` (server/rate-limit/database-store.ts), so it
 * holds in total over every instance on one database; each limiter needs a name of its own.
 */
export function perMinute(
	db: Db,
	{ name, limit, skip }: { name: string; limit: number; skip: (req: Request) => boolean },
): RequestHandler {
	const prefix = `${name}:`
	return rateLimit({
		windowMs: WINDOW_MS,
		limit,
		skip,
		store: new DatabaseStore(db, { prefix }),
		// Fail open: when the database cannot count a hit, the request goes on (with a log line) rather
		// than answering 500. This limit keeps a client from overusing the API, it guards no secret; the
		// handlers behind it need the database too and fail on their own if it is really gone, while a
		// brief outage (a PostgreSQL failover) must not turn every request, cached reads included, into
		// an error. Sign-in's throttle and the contact limit are counted inside their handlers and stay
		// closed: they protect passwords and inboxes.
		passOnStoreError: true,
		logger: storeErrorLogger(prefix),
		standardHeaders: 'draft-8',
		legacyHeaders: false,
		handler: (req, res) => {
			const resetTime = (req as AugmentedRequest).rateLimit?.resetTime
			const seconds = resetTime ? Math.ceil((resetTime.getTime() - Date.now()) / 1000) : WINDOW_MS / 1000
			res.setHeader('Retry-After', String(Math.max(seconds, 1)))
			res.status(429).json({ error: TOO_MANY_REQUESTS } satisfies ApiErrorBody)
		},
	})
}

/** One warning a minute at most while the store fails (an outage would otherwise log every request), with how many went uncounted. */
function storeErrorLogger(limiter: string) {
	let lastLogged = Number.NEGATIVE_INFINITY
	let uncounted = 0
	const report = (error: unknown) => {
		uncounted++
		const at = Date.now()
		if (at - lastLogged < WINDOW_MS) return
		const message = error instanceof Error ? error.message : String(error)
		log('warn', 'rate limit not counted (database error), requests let through', { limiter, uncounted, error: message })
		lastLogged = at
		uncounted = 0
	}
	return { error: report, warn: report }
}
