import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { createResponseCache } from '#server/cache/response-cache.ts'
import type { ContentVersion, ContentVersionWatcher } from '#server/cache/version.ts'

/*
 * A request that leaves while its content version is being read (an intent prefetch the browser drops)
 * must not leave its address stuck: React Router writes nothing for an aborted request, and every later
 * request for that address would wait for the answer it was making. (Found by the e2e run: navigating
 * home hung after a dropped prefetch of the same data.)
 */

const VERSION: ContentVersion = { version: 1, updatedAt: '2026-11-24T00:00:00.000Z', schedule: [] }
let server: Server
let url: string

beforeAll(async () => {
	// A version that is never fresh and takes 100 ms to read, so every fill starts after a wait.
	const versions = {
		fresh: undefined,
		latest: VERSION,
		current: () => new Promise<ContentVersion>((resolve) => setTimeout(() => resolve(VERSION), 100)),
		check: () => Promise.resolve(VERSION),
		onChange: () => {},
	} as unknown as ContentVersionWatcher
	const cache = createResponseCache({ enabled: true, versions })
	const app = express()
	app.use(cache.lookup, cache.fill)
	app.get('/page.data', (req, res) => {
		// As React Router does: nothing is written for a request whose client has gone.
		if (req.destroyed) return
		res.type('text/plain').send('the page')
	})
	server = createServer(app)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page.data`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

it('answers the next request for an address whose first client left before its answer', async () => {
	// A client that sends its request and hangs up at once (a socket of its own, so it really closes).
	const { port } = new URL(url)
	const leaving = connect(Number(port), '127.0.0.1', () => {
		leaving.write('GET /page.data HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
		setTimeout(() => leaving.destroy(), 20)
	})
	await new Promise((resolve) => setTimeout(resolve, 200))

	const next = await fetch(url, { signal: AbortSignal.timeout(3000) })
	expect(next.status).toBe(200)
	expect(await next.text()).toBe('the page')
})
