import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'

type Fields = Record<string, string | number | boolean | undefined>
export const LOG_LEVELS = ['info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

let threshold = 0
/** With workers (WEB_CONCURRENCY > 1) each line says which process wrote it; one process leaves it out. */
const processFields = cluster.isWorker ? { pid: process.pid } : {}
/** Lines below this level are dropped (the process has one log, so this is process-wide). */
export function setLogLevel(level: LogLevel): void {
	threshold = LOG_LEVELS.indexOf(level)
}

/** One JSON object per line. Callers pass only what is safe to keep: never bodies, tokens, cookies or passwords. */
export function log(level: Exclude<LogLevel, 'silent'>, msg: string, fields: Fields = {}): void {
	if (LOG_LEVELS.indexOf(level) < threshold) return
	const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...processFields, ...fields })
	if (level === 'error') console.error(line)
	else console.log(line)
}

/**
 * Gives a request an id (echoed in `X-Request-Id`) and, when enabled, logs method, path (no query
 * string), status and duration once it is answered. Returns the id.
 */
export function trackRequest(req: IncomingMessage, res: ServerResponse, enabled: boolean): string {
	const started = process.hrtime.bigint()
	const requestId = randomUUID()
	res.setHeader('X-Request-Id', requestId)
	if (enabled) {
		res.on('finish', () => {
			const ms = Number(process.hrtime.bigint() - started) / 1e6
			log('info', 'request', {
				id: requestId,
				method: req.method,
				path: (req.url ?? '').split('?')[0],
				status: res.statusCode,
				ms: Math.round(ms * 10) / 10,
			})
		})
	}
	return requestId
}

/** The same for every request Express handles (the id also goes to res.locals for the handlers' logs). */
export function requestLogger(enabled: boolean): RequestHandler {
	return (req, res, next) => {
		res.locals.requestId = trackRequest(req, res, enabled)
		next()
	}
}
