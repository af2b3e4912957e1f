import { pipeline } from 'node:stream'
import type { RequestHandler } from 'express'

import { log } from '#server/logging.ts'
import { UPLOAD_POLICY } from '#server/security-headers.ts'
import { contentTypeOf, UPLOAD_CACHE_CONTROL } from '#server/uploads/content-types.ts'
import { isStoredName, type UploadStorage } from '#server/uploads/storage.ts'

/** What express.static hands on for a file that is not there; the API's error handler answers it as JSON 404. */
const notFound = () => Object.assign(new Error('Not found'), { status: 404, statusCode: 404, expose: true })

/** The stored name a path below /uploads names, or undefined (a folder, an encoded slash, a dot file...). */
function storedName(requestPath: string): string | undefined {
	let name: string
	try {
		name = decodeURIComponent(requestPath.replace(/^\//, ''))
	} catch {
		return undefined
	}
	return isStoredName(name) ? name : undefined
}

/**
 * GET and HEAD /uploads/<name> from a storage that is not a local folder (a bucket), answered as
 * express.static answers the local folder: a year's immutable caching, the type from the extension,
 * length, ETag, Last-Modified, the uploads' Content-Security-Policy, 304 for a matching If-None-Match
 * (or If-Modified-Since), 405 for other methods, and the same JSON 404 for anything not stored; nothing
 * falls through to the pages. Every instance answers every image, so any may sit behind a load balancer.
 */
export function serveUploads(storage: UploadStorage): RequestHandler {
	return (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			res.statusCode = 405
			res.setHeader('Allow', 'GET, HEAD')
			res.setHeader('Content-Length', '0')
			res.end()
			return
		}
		const name = storedName(req.path)
		if (!name) return next(notFound())
		storage.read(name).then((object) => {
			if (!object) return next(notFound())
			res.setHeader('Content-Security-Policy', UPLOAD_POLICY)
			res.setHeader('Cache-Control', UPLOAD_CACHE_CONTROL)
			res.setHeader('Last-Modified', object.lastModified.toUTCString())
			res.setHeader('ETag', object.etag)
			// req.fresh compares If-None-Match (or If-Modified-Since) with the headers just set, as send does.
			if (req.fresh) {
				object.body.destroy()
				res.status(304).end()
				return
			}
			res.setHeader('Content-Type', contentTypeOf(name))
			res.setHeader('Content-Length', String(object.size))
			if (req.method === 'HEAD') {
				object.body.destroy()
				res.end()
				return
			}
			pipeline(object.body, res, (error) => {
				// A client that went away is no error; a storage that failed mid-file is (the answer is cut short).
				if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
					log('warn', 'upload read failed', { id: res.locals.requestId, name, error: error.message })
			})
		}, next)
	}
}
