import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

/*
 * Holding back what a handler answers, for the response cache (response-cache.ts): the answer is stored
 * and sent with the cache's own headers once the handler has ended it.
 */

/** Headers the response cache sets, never stored from a handler's answer; and those that are never the same twice. */
const MANAGED_HEADERS = new Set([
	'cache-control',
	'cdn-cache-control',
	'etag',
	'last-modified',
	'vary',
	'content-length',
	'content-encoding',
	'transfer-encoding',
	'date',
	'connection',
	'keep-alive',
	'x-cache',
])

/** What a handler answered, held back: status, the headers it set (but those managed here), the body. */
export type Held = { status: number; headers: OutgoingHttpHeaders; body: Buffer; setHeaders: string[]; etag?: string }

/** Runs `run` just before the response's headers go out, whoever sends them. */
export function beforeHeaders(res: ServerResponse, run: () => void): void {
	const { writeHead } = res
	res.writeHead = function (...args: Parameters<ServerResponse['writeHead']>) {
		res.writeHead = writeHead
		run()
		return writeHead.apply(res, args)
	} as ServerResponse['writeHead']
}

/**
 * Holds back what the handler writes until it ends, then restores the response's methods and hands over
 * the status, the headers the handler set or changed, and the body. A handler that sends its headers
 * itself (`writeHead`) is let through untouched (`done(undefined)`).
 */
export function holdResponse(res: ServerResponse, done: (held: Held | undefined) => void): void {
	const { write, end, writeHead } = res
	const before = res.getHeaders()
	const chunks: Buffer[] = []
	const restore = () => {
		res.write = write
		res.end = end
		res.writeHead = writeHead
	}
	const add = (chunk: unknown, encoding: unknown) => {
		if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, (encoding as BufferEncoding | undefined) ?? 'utf8'))
		else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
	}
	const callbackIn = (...args: unknown[]) => args.find((arg) => typeof arg === 'function') as (() => void) | undefined

	res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
		add(chunk, typeof encoding === 'string' ? encoding : undefined)
		const after = callbackIn(encoding, callback)
		if (after) process.nextTick(after)
		return true
	} as ServerResponse['write']
	res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
		add(chunk, typeof encoding === 'string' ? encoding : undefined)
		restore()
		const after = callbackIn(chunk, encoding, callback)
		if (after) res.once('finish', after)
		const headers: OutgoingHttpHeaders = {}
		const setHeaders: string[] = []
		for (const [name, value] of Object.entries(res.getHeaders())) {
			if (value === before[name]) continue
			setHeaders.push(name)
			if (!MANAGED_HEADERS.has(name)) headers[name] = value
		}
		const etag = res.getHeader('etag')
		const strongEtag = typeof etag === 'string' && !etag.startsWith('W/') ? etag : undefined
		done({ status: res.statusCode, headers, body: Buffer.concat(chunks), setHeaders, etag: strongEtag })
		return res
	} as ServerResponse['end']
	res.writeHead = function (...args: Parameters<ServerResponse['writeHead']>) {
		restore()
		done(undefined)
		const result = writeHead.apply(res, args)
		if (chunks.length > 0) res.write(Buffer.concat(chunks))
		return result
	} as ServerResponse['writeHead']
}
