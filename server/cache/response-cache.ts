import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Request, RequestHandler, Response } from 'express'

import { beforeHeaders, type Held, holdResponse } from '#server/cache/hold-response.ts'
import { ByteLru } from '#server/cache/lru.ts'
import {
	CACHE_CONTROL,
	cacheKind,
	CDN_CACHE_CONTROL,
	type Encoding,
	freshnessUntil,
	isNotModified,
	isPersonalRequest,
	preferredEncoding,
} from '#server/cache/policy.ts'
import {
	type ContentState,
	contentState,
	type ContentVersion,
	type ContentVersionWatcher,
} from '#server/cache/version.ts'

/**
 * The server's cache of public answers (rendered pages, their `.data` requests, API reads), and the HTTP
 * caching headers of every answer the app renders (docs/decisions/0010-caching.md).
 *
 * Two middlewares: `lookup` runs first (before compression and static files) and answers a stored hit
 * with a Map lookup, headers and one `res.end(buffer)`; `fill` runs just before the API and the pages,
 * sets `Cache-Control` by kind, holds back each public 200 answer, stores it with its ETag, Last-Modified
 * and brotli and gzip encodings, and answers it (or 304). Entries are tagged with the content version
 * they were made from; a newer version empties the cache. Disabled (SERVER_CACHE=0), nothing is stored
 * but answers still get their ETag, Last-Modified and 304s, and `compression()` encodes them.
 */

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
// Measured on the home page (55 KB): quality 5 takes ~3 ms and is within 15% of quality 11 (~130 ms).
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }
/** Below this, encodings save less than the headers they need (compression()'s own threshold). */
const MIN_COMPRESS_BYTES = 1024
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:xml|json))|image\/svg\+xml)/

type Variant = {
	body: Buffer
	headers: OutgoingHttpHeaders
	/** Per set of security headers: them and `headers` as one list for `writeHead` (made on the first hit). */
	direct: Map<OutgoingHttpHeaders, string[]>
}

/** What a direct hit needs from the app: the request's id and the security headers of every answer. */
export type DirectContext = { requestId: string; security: OutgoingHttpHeaders }

/** One stored answer: its bytes per encoding with the headers of each, ready to send. */
export type CachedAnswer = {
	/** The content state it was made from (version.ts: a write, or a scheduled item going live, changes it). */
	state: string
	/** When what it shows changes with no write (a scheduled item goes live): shared caches keep it no longer. */
	nextChange: string | undefined
	etag: string
	lastModifiedMs: number
	variants: { identity: Variant } & Partial<Record<Exclude<Encoding, 'identity'>, Variant>>
	notModified: OutgoingHttpHeaders
	/** Bytes held (bodies, plus an allowance for headers and key). */
	size: number
}

export type ResponseCacheOptions = {
	enabled: boolean
	versions: ContentVersionWatcher
	/** The memory budget of stored answers (all encodings). */
	maxBytes?: number
	/**
	 * Answers depend on the address the request was made to (pages write it when there is no PUBLIC_URL):
	 * keep them apart per Host (and X-Forwarded-Host/-Proto), so that a request naming another host never
	 * gets, nor leaves for others, a page whose links point there.
	 */
	perOrigin?: boolean
}

export type ResponseCache = {
	/**
	 * Answers a current stored hit straight from the `node:http` request handler, before Express (whose
	 * routing would cost more than the hit itself), with `headers()` added (the security headers every
	 * answer carries). Returns false when Express must handle the request.
	 */
	serveDirect(req: IncomingMessage, res: ServerResponse, context: () => DirectContext): boolean
	lookup: RequestHandler
	fill: RequestHandler
	/** For `compression({ filter })`: true when this answer is already encoded (or chose not to be). */
	isPrecompressed(res: Response): boolean
}

const PRECOMPRESSED = 'precompressed'

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
	const { enabled, versions } = options
	const keyOf = (req: IncomingMessage, url: string) =>
		options.perOrigin
			? `${url}\n${String(req.headers.host)}\n${String(req.headers['x-forwarded-host'])}\n${String(req.headers['x-forwarded-proto'])}`
			: url
	const startedAt = Date.now()
	const store = new ByteLru<CachedAnswer>(options.maxBytes ?? 50 * 1024 * 1024)
	/** Answers being made, so requests arriving meanwhile wait for them rather than render the same page. */
	const filling = new Map<string, Promise<CachedAnswer | undefined>>()
	versions.onChange(() => store.clear())

	function write(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, xCache?: 'HIT' | 'MISS'): void {
		if (xCache) res.setHeader('X-Cache', xCache)
		if (isNotModified(req.headers, answer.etag, answer.lastModifiedMs)) {
			// A browser updates its copy with a 304's headers: it must keep the policy that came with that copy
			// (whose nonce its scripts carry), not get this rendering's.
			res.removeHeader('Content-Security-Policy')
			res.writeHead(304, answer.notModified)
			res.end()
			return
		}
		const variant = answer.variants[preferredEncoding(req.headers['accept-encoding'])] ?? answer.variants.identity
		res.writeHead(200, answer.nextChange ? freshnessUntil(variant.headers, answer.nextChange) : variant.headers)
		res.end(req.method === 'HEAD' ? undefined : variant.body)
	}

	function send(req: Request, res: Response, answer: CachedAnswer, xCache?: 'HIT' | 'MISS'): void {
		// Stored answers are encoded already; unstored ones (cache disabled) are left to compression().
		if (enabled) res.locals[PRECOMPRESSED] = true
		write(req, res, answer, xCache)
	}

	const serveDirect: ResponseCache['serveDirect'] = (req, res, context) => {
		if (!enabled || (req.method !== 'GET' && req.method !== 'HEAD') || isPersonalRequest(req.headers)) return false
		const key = keyOf(req, req.url ?? '')
		const stored = store.get(key)
		// Only a hit known to be current; anything else (a version to check, a fill under way) goes to Express.
		const fresh = versions.fresh
		if (stored === undefined || fresh === undefined || contentState(fresh).key !== stored.state) return false
		const { requestId, security } = context()
		if (stored.nextChange === undefined && !isNotModified(req.headers, stored.etag, stored.lastModifiedMs)) {
			// The common hit: every header in one writeHead, listed once per answer. A setHeader before it would
			// make Node merge and check each header again on every hit (most of a hit's cost, ADR 0010).
			const variant = stored.variants[preferredEncoding(req.headers['accept-encoding'])] ?? stored.variants.identity
			res.writeHead(200, directHeaders(variant, security).concat('X-Request-Id', requestId))
			res.end(req.method === 'HEAD' ? undefined : variant.body)
			return true
		}
		res.setHeader('X-Request-Id', requestId)
		for (const [name, value] of Object.entries(security)) if (value !== undefined) res.setHeader(name, value)
		write(req, res, stored, 'HIT')
		return true
	}

	const lookup: RequestHandler = (req, res, next) => {
		if (!enabled || (req.method !== 'GET' && req.method !== 'HEAD') || isPersonalRequest(req.headers)) return next()
		const key = keyOf(req, req.originalUrl)
		const stored = store.get(key)
		if (stored === undefined) {
			const pending = filling.get(key)
			if (pending === undefined) return next()
			void pending.then((answer) => (answer ? send(req, res, answer, 'HIT') : next()))
			return
		}
		const serveIfCurrent = (version: ContentVersion) => {
			if (contentState(version).key === stored.state) return send(req, res, stored, 'HIT')
			store.delete(key)
			next()
		}
		const fresh = versions.fresh
		if (fresh) return serveIfCurrent(fresh)
		versions.check().then(serveIfCurrent, () => next())
	}

	/** Marks `key` as being made, so that lookups wait for it; the returned function hands the answer over. */
	function startFilling(key: string, res: Response): (answer: CachedAnswer | undefined) => void {
		// A client gone already (while the version was read) has had its 'close': nothing would ever settle
		// this fill (React Router writes nothing for an aborted request), and the next requests would wait on it.
		if (!enabled || filling.has(key) || res.destroyed) return () => {}
		let resolve: (answer: CachedAnswer | undefined) => void = () => {}
		const pending = new Promise<CachedAnswer | undefined>((r) => (resolve = r))
		filling.set(key, pending)
		const settle = (answer: CachedAnswer | undefined) => {
			if (filling.get(key) === pending) filling.delete(key)
			resolve(answer)
		}
		// A client that leaves before its answer is made must not keep the others waiting.
		res.once('close', () => settle(undefined))
		return settle
	}

	async function makeAnswer(held: Held, state: ContentState): Promise<CachedAnswer> {
		const { body } = held
		// A handler's own strong ETag (an API record's: If-Match names it) is kept; otherwise the bytes make one.
		const etag = held.etag ?? `W/"${createHash('sha1').update(withoutNonce(body, held.headers)).digest('base64url')}"`
		// A deploy changes pages without a content write, so nothing is older than this instance.
		const lastModifiedMs = Math.max(Date.parse(state.lastModified), startedAt)
		const validators = {
			'Cache-Control': CACHE_CONTROL.shared,
			'CDN-Cache-Control': CDN_CACHE_CONTROL,
			ETag: etag,
			'Last-Modified': new Date(lastModifiedMs).toUTCString(),
			Vary: 'Accept-Encoding',
		}
		const variant = (bytes: Buffer, encoding?: Encoding): Variant => ({
			body: bytes,
			direct: new Map(),
			headers: {
				...held.headers,
				...validators,
				'Content-Length': bytes.length,
				...(encoding && { 'Content-Encoding': encoding }),
			},
		})
		const compress =
			enabled && body.length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(String(held.headers['content-type']))
		const [br, gz] = compress ? await Promise.all([brotli(body, BROTLI_OPTIONS), gzip(body, { level: 9 })]) : []
		return {
			state: state.key,
			nextChange: state.nextChange,
			etag,
			lastModifiedMs,
			variants: {
				identity: variant(body),
				...(br && { br: variant(br, 'br') }),
				...(gz && { gzip: variant(gz, 'gzip') }),
			},
			notModified: validators,
			size: body.length + (br?.length ?? 0) + (gz?.length ?? 0) + 1024,
		}
	}

	const fill: RequestHandler = (req, res, next) => {
		const kind = cacheKind(req.method, req.path, req.headers)
		if (kind === 'never' || kind === 'personal') {
			// Set as the headers go out, so it is the one value whatever the handler set (or appended).
			beforeHeaders(res, () => res.setHeader('Cache-Control', CACHE_CONTROL[kind]))
			return next()
		}
		// HEAD is answered from a stored GET (lookup) or, before one exists, as the handler answers it.
		if (kind !== 'shared' || req.method === 'HEAD') return next()

		const key = keyOf(req, req.originalUrl)
		const started = (version: ContentVersion) => {
			const state = contentState(version)
			const settle = startFilling(key, res)
			holdResponse(res, async (held) => {
				if (!held || !isStorable(held)) {
					settle(undefined)
					if (held) release(res, held)
					return
				}
				let answer: CachedAnswer
				try {
					answer = await makeAnswer(held, state)
				} catch {
					settle(undefined)
					return release(res, held)
				}
				// Made from data that a newer version may have replaced meanwhile: answer it, but do not keep it.
				if (enabled && versions.latest?.version === version.version) store.set(key, answer)
				settle(answer)
				for (const name of held.setHeaders) res.removeHeader(name)
				send(req, res, answer, enabled ? 'MISS' : undefined)
			})
			next()
		}
		const version = versions.current()
		if (version instanceof Promise) version.then(started, () => next())
		else started(version)
	}

	return {
		serveDirect,
		lookup,
		fill,
		isPrecompressed: (res) => res.locals[PRECOMPRESSED] === true,
	}
}

/**
 * The bytes a page's ETag is made from: without the Content-Security-Policy nonce, which is new with every
 * rendering, so that the same page rendered again is still the same to a browser's copy (a 304).
 */
function withoutNonce(body: Buffer, headers: OutgoingHttpHeaders): Buffer {
	const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy'] ?? ''))?.[1]
	// latin1 maps every byte to one character and back, whatever the encoding; a nonce is plain base64.
	return nonce ? Buffer.from(body.toString('latin1').replaceAll(nonce, ''), 'latin1') : body
}

/**
 * `security`, then the variant's own headers (which win, as a later `setHeader` would: a page's own
 * policy replaces `NOTHING_POLICY`), then `X-Cache: HIT`, as `[name, value, name, value...]`.
 */
function directHeaders(variant: Variant, security: OutgoingHttpHeaders): string[] {
	let list = variant.direct.get(security)
	if (list === undefined) {
		const merged = new Map<string, [string, OutgoingHttpHeaders[string]]>()
		for (const headers of [security, variant.headers, { 'X-Cache': 'HIT' }]) {
			for (const [name, value] of Object.entries(headers)) merged.set(name.toLowerCase(), [name, value])
		}
		list = []
		for (const [name, value] of merged.values()) {
			for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) list.push(name, String(one))
		}
		// The app passes one of two constant sets (HTTPS or not); anything else must not grow this forever.
		if (variant.direct.size >= 4) variant.direct.clear()
		variant.direct.set(security, list)
	}
	return list
}

/** Only a plain 200 that the handler did not mark as personal, uncacheable or varying is stored. */
function isStorable(held: Held): boolean {
	return held.status === 200 && !held.setHeaders.some((name) => NOT_STORED_IF_SET.has(name))
}
const NOT_STORED_IF_SET = new Set(['set-cookie', 'cache-control', 'vary'])

/** Sends a held answer that is not stored as the handler made it; a response nobody marked gets `no-store`. */
function release(res: Response, held: Held): void {
	if (!res.hasHeader('Cache-Control')) {
		res.setHeader('Cache-Control', res.hasHeader('Set-Cookie') ? CACHE_CONTROL.personal : CACHE_CONTROL.never)
	}
	res.end(held.body)
}
