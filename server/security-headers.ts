import { randomBytes } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import type { Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'
import onHeaders from 'on-headers'

/**
 * The security headers of every answer (docs/security.md, docs/decisions/0011-content-security-policy.md).
 *
 * An answer that sets no Content-Security-Policy of its own gets one that allows nothing
 * (`NOTHING_POLICY`): a JSON answer or an SVG opened as a document can run nothing and be framed by no
 * one. Rendered pages set `pagePolicy(nonce)` (app/entry.server.tsx), uploads `UPLOAD_POLICY`.
 */

export const HSTS = 'max-age=31536000; includeSubDomains'

/** Powerful browser features the site never uses, turned off for it and anything it embeds. */
const PERMISSIONS_POLICY =
	'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), browsing-topics=()'

const policy = (directives: Record<string, string[]>) =>
	Object.entries(directives)
		.map(([name, sources]) => [name, ...sources].join(' '))
		.join('; ')

/** For answers that are not pages (JSON, feeds, files): nothing may load, run, or frame them. */
export const NOTHING_POLICY = policy({
	'default-src': ["'none'"],
	'base-uri': ["'none'"],
	'form-action': ["'none'"],
	'frame-ancestors': ["'none'"],
})

/** An uploaded file is only ever an image; if a browser were tricked into opening one as a document, it could run nothing. */
export const UPLOAD_POLICY = policy({ 'default-src': ["'none'"], 'img-src': ["'self'"], sandbox: [] })

/** Where the privacy-enhanced YouTube player of testimonials and portfolio items comes from. */
const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com'

/** A fresh nonce (128 random bits) for one rendering of a page. */
export const createCspNonce = () => randomBytes(16).toString('base64')

/**
 * A strict policy for a rendered page: a script runs only if it carries this rendering's nonce or was
 * loaded by one that does (`'strict-dynamic'`). Style attributes may be inline (React's `style`), and in
 * development style elements too (Vite's); neither can run script.
 */
export function pagePolicy(nonce: string, { development = false } = {}): string {
	return policy({
		'default-src': ["'self'"],
		'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
		'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
		'style-src-attr': ["'unsafe-inline'"],
		// blob: for the admin's upload previews, drawn from the chosen file before it is sent.
		'img-src': ["'self'", 'blob:'],
		// In development, Vite's hot reload talks over a WebSocket of its own port.
		...(development && { 'connect-src': ["'self'", 'ws:'] }),
		'frame-src': [VIDEO_PLAYER_ORIGIN],
		'object-src': ["'none'"],
		'base-uri': ["'none'"],
		'form-action': ["'self'"],
		'frame-ancestors': ["'none'"],
	})
}

const helmetHeaders = helmet({
	// NOTHING_POLICY is set below; pages and uploads set their own.
	contentSecurityPolicy: false,
	crossOriginEmbedderPolicy: false,
	// Only meaningful over HTTPS: set per request (`strictTransportSecurity` below).
	strictTransportSecurity: false,
	// `no-referrer` (helmet's default) makes browsers send `Origin: null` on same-origin form posts.
	referrerPolicy: { policy: 'same-origin' },
	// The same as frame-ancestors 'none', for browsers that only know this header.
	xFrameOptions: { action: 'deny' },
})

/** The headers every answer carries, whatever it is (HSTS aside). */
export const securityHeaders: RequestHandler = (req, res, next) =>
	helmetHeaders(req, res, () => {
		res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
		// As the headers go out, so that a handler's own policy (added, not set, by React Router) is the only one.
		// Not on a 304: the browser keeps the policy that came with its copy (server/cache/response-cache.ts).
		onHeaders(res, () => {
			if (res.statusCode !== 304 && !res.hasHeader('Content-Security-Policy')) {
				res.setHeader('Content-Security-Policy', NOTHING_POLICY)
			}
		})
		next()
	})

/**
 * The same headers, collected once, for answers sent without Express (response-cache hits); a stored
 * page's own policy, among its stored headers, takes the place of `NOTHING_POLICY`.
 */
export const SECURITY_HEADERS: OutgoingHttpHeaders = (() => {
	const headers: OutgoingHttpHeaders = { 'Content-Security-Policy': NOTHING_POLICY }
	const response = {
		setHeader: (name: string, value: string) => void (headers[name] = value),
		removeHeader: (name: string) => void delete headers[name],
		getHeader: (name: string) => headers[name],
	}
	helmetHeaders({ headers: {}, method: 'GET' } as unknown as Request, response as unknown as Response, () => {})
	headers['Permissions-Policy'] = PERMISSIONS_POLICY
	return headers
})()

/** `SECURITY_HEADERS` for an answer over HTTPS. */
export const SECURE_SECURITY_HEADERS: OutgoingHttpHeaders = { ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS }
