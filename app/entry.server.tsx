import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router'

import { log } from '#server/logging.ts'
import { pagePolicy } from '#server/security-headers.ts'
import { PageNonce } from '#app/lib/page-nonce.ts'

/** How long deferred data may take before the page is sent without it. */
export const streamTimeout = 5_000

/**
 * React Router's default Node renderer, with the page's Content-Security-Policy: the nonce of this
 * rendering goes on every script React Router writes (`<Scripts>`, `<ScrollRestoration>`, the streamed
 * data) and into the header. The whole page is rendered before it is sent (`onAllReady`): the response
 * cache stores whole pages anyway, and crawlers need them whole.
 */
export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: AppLoadContext,
) {
	const nonce = loadContext.cspNonce
	responseHeaders.set('Content-Security-Policy', pagePolicy(nonce, { development: import.meta.env.DEV }))
	// https://httpwg.org/specs/rfc9110.html#HEAD
	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	}

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		// Abort after the stream timeout, leaving time to send the rejected boundaries.
		let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

		const { pipe, abort } = renderToPipeableStream(
			<PageNonce value={nonce}>
				<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
			</PageNonce>,
			{
				nonce,
				onAllReady() {
					shellRendered = true
					const body = new PassThrough({
						final(callback) {
							clearTimeout(timeoutId)
							timeoutId = undefined
							callback()
						},
					})
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					pipe(body)
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					// Errors of the shell reject and are logged by React Router; later ones only show here.
					if (shellRendered) {
						log('error', 'page rendering failed', {
							requestId: loadContext.requestId,
							error: error instanceof Error ? error.message : String(error),
						})
					}
				},
			},
		)
	})
}
