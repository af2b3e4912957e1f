import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'

type Fields = Record<string, string | number | boolean | undefined>
export const LOG_LEVELS = ['info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

let threshold = 0
/** Lines below this level are dropped (the process has one log, so this is process-wide). */
export function setLogLevel(level: LogLevel): void {
	threshold = LOG_LEVELS.indexOf(level)
}

/** One JSON object per line. Callers pass only what is safe to keep: never bodies, tokens, cookies or passwords. */
export function log(level: Exclude<LogLevel, 'silent'>, msg: string, fields: Fields = {}): void {
	if (LOG_LEVELS.indexOf(level) < threshold) return
	const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
	if (level === 'error') console.error(line)
	else console.log(line)
}

/** Gives each request an id (echoed in `X-Request-Id`) and logs method, path (no query string), status and duration. */
export function requestLogger(enabled: boolean): RequestHandler {
	return (req, res, next) => {
		const started = process.hrtime.bigint()
		const requestId = randomUUID()
		res.locals.requestId = requestId
		res.setHeader('X-Request-Id', requestId)
		if (enabled) {
			res.on('finish', () => {
				const ms = Number(process.hrtime.bigint() - started) / 1e6
				log('info', 'request', {
					id: requestId,
					method: req.method,
					path: req.originalUrl.split('?')[0],
					status: res.statusCode,
					ms: Math.round(ms * 10) / 10,
				})
			})
		}
		next()
	}
}
