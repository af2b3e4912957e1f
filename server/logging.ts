import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino'

import { bufferedOutput } from '#server/log-output.ts'

/** Flat values only: an object (a request, its headers, an error) could carry what must not be kept. */
type Fields = Record<string, string | number | boolean | undefined>
export const LOG_LEVELS = ['info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * Fields dropped from every line, whoever passes them: secrets and a contact message's personal data.
 * Removed rather than masked, so not even the key shows (scripts/check-log-secrets.js looks for keys).
 */
export const REDACTED_FIELDS = [
	'password',
	'token',
	'secret',
	'cookie',
	'["set-cookie"]',
	'authorization',
	'email',
	'phone',
	'subject',
	'message',
	'body',
]

// Whatever slips into a value (an error's text, a path): a URL's login and any e-mail address.
const URL_CREDENTIALS = /\b([a-z][\w+.-]*:\/\/)[^/\s@]+@/gi
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g
// A path that holds a secret: an invitation's link is its token (docs/decisions/0055-invitations.md).
const SECRET_PATH = /^(\/invitations\/)[^/]+/
function scrub(fields: Record<string, unknown>): Record<string, unknown> {
	let scrubbed = fields
	const replace = (key: string, value: string) => {
		// A copy: the caller's object (a readiness report) stays as it was.
		if (scrubbed === fields) scrubbed = { ...fields }
		scrubbed[key] = value
	}
	for (const [key, value] of Object.entries(fields)) {
		if (typeof value !== 'string') continue
		if (value.includes('@')) replace(key, value.replace(URL_CREDENTIALS, '$1[credentials]@').replace(EMAIL, '[email]'))
		if (key === 'path' && SECRET_PATH.test(value)) replace(key, value.replace(SECRET_PATH, '$1[token]'))
	}
	return scrubbed
}

/**
 * pino's `isoTime`, made once per millisecond: a busy server logs several lines in each one, and
 * `toISOString` was a quarter of a request line's cost (ADR 0035).
 */
let timeMs = -1
let timeField = ''
function isoTime(): string {
	const now = Date.now()
	if (now !== timeMs) {
		timeMs = now
		timeField = `,"time":"${new Date(now).toISOString()}"`
	}
	return timeField
}

const options: LoggerOptions = {
	// The fields the lines had before pino (docs/operations.md): an ISO time, the level's name, no hostname;
	// the pid only from a worker (WEB_CONCURRENCY > 1), where it tells the processes' lines apart.
	base: cluster.isWorker ? { pid: process.pid } : null,
	messageKey: 'msg',
	timestamp: isoTime,
	formatters: { level: (label) => ({ level: label }), log: scrub },
	redact: { paths: REDACTED_FIELDS, remove: true },
}

/**
 * Buffered writes to stdout, in this thread (ADR 0035): lines are kept in memory and written in batches of
 * whole lines, one synchronous `write(2)` each (server/log-output.ts), so a request's line costs no system
 * call of its own. A timer writes what waits at least every FLUSH_MS, so a quiet server's lines still show
 * within a second, and the `exit` event writes the rest: `process.exit()` (the drain after SIGTERM or
 * SIGINT, a forced stop) and the end after an uncaught error (`logCrashes` logs it first). Only SIGKILL
 * loses what waits.
 */
export const FLUSH_MS = 1000
const stdout = bufferedOutput(1)
setInterval(stdout.flushSync, FLUSH_MS).unref()
process.on('exit', stdout.flushSync)
let logger: Logger = pino({ ...options, level: 'info' }, stdout)

/** Lines below this level are dropped (the process has one log, so this is process-wide). */
export function setLogLevel(level: LogLevel): void {
	logger.level = level
}

/** Where the lines go: stdout unless a test reads them (`captureLogs` in tests/helpers/logs.ts). */
export function setLogDestination(destination: DestinationStream = stdout): void {
	logger = pino({ ...options, level: logger.level }, destination)
}

/**
 * Logs an uncaught error or unhandled rejection (its name and message; the stack goes to stderr as Node
 * prints it) before the process dies, so the log says why it stopped; the lines before it are written at
 * the exit. Called once by the process (server.js), not by tests.
 */
export function logCrashes(): void {
	process.on('uncaughtExceptionMonitor', (error, origin) => {
		const { name, message } = error instanceof Error ? error : { name: typeof error, message: String(error) }
		log('error', 'the process is stopping on an uncaught error', { origin, error: `${name}: ${message}` })
	})
}

/** One JSON object per line. Callers pass only what is safe to keep: never bodies, tokens, cookies or passwords. */
export function log(level: Exclude<LogLevel, 'silent'>, msg: string, fields: Fields = {}): void {
	logger[level](fields, msg)
}

/** Paths whose next segment is a secret: a password reset link's token (docs/decisions/0054-password-resets.md). */
const SECRET_SEGMENT_AFTER = /^(\/admin\/(?:password-reset|reset-password)\/)[^/]+/

/** A request's path as the log keeps it: no query string, no token. */
export const loggedPath = (url: string) => url.split('?')[0]!.replace(SECRET_SEGMENT_AFTER, '$1…')

/**
 * Gives a request an id (echoed in `X-Request-Id`) and, when enabled, logs method, path (no query
 * string), status and duration once it is answered. Returns the id.
 */
export function trackRequest(req: IncomingMessage, res: ServerResponse, enabled: boolean): string {
	const requestId = startRequestLog(req, res, enabled)
	res.setHeader('X-Request-Id', requestId)
	return requestId
}

/**
 * `trackRequest` without the header: for answers that write all their headers at once (response-cache
 * hits), where one `setHeader` would send Node down its slower path of merging headers.
 */
export function startRequestLog(req: IncomingMessage, res: ServerResponse, enabled: boolean): string {
	const started = process.hrtime.bigint()
	const requestId = randomUUID()
	if (enabled) {
		res.on('finish', () => {
			const ms = Number(process.hrtime.bigint() - started) / 1e6
			log('info', 'request', {
				id: requestId,
				method: req.method,
				path: loggedPath(req.url ?? ''),
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
