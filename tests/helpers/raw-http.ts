import { type IncomingHttpHeaders, request } from 'node:http'
import zlib from 'node:zlib'
import { expect } from 'vitest'

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** A request over node:http: the body exactly as the server sent it (fetch would decode it), every header as it came. */
export function rawRequest(
	url: string,
	options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
	return new Promise((resolve, reject) => {
		const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (chunk: Buffer) => chunks.push(chunk))
			res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
			res.on('error', reject)
		})
		req.on('error', reject)
		req.end()
	})
}

/** A GET with only the given headers (no Accept-Encoding unless given: the identity bytes). */
export const rawGet = (url: string, headers: Record<string, string> = {}) => rawRequest(url, { headers })

/** The body decoded by its Content-Encoding. */
export function decoded(response: RawResponse): Buffer {
	const encoding = response.headers['content-encoding']
	if (encoding === 'br') return zlib.brotliDecompressSync(response.body)
	if (encoding === 'gzip') return zlib.gunzipSync(response.body)
	if (encoding === undefined) return response.body
	throw new Error(`unexpected Content-Encoding ${encoding}`)
}

export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'
export const CDN_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * Checks one public answer's HTTP caching in full: shared Cache-Control, ETag and Last-Modified, 304 on
 * If-None-Match and on If-Modified-Since (200 for an older date or another tag), and each encoding
 * (brotli, gzip, identity) decoding to the same bytes. Returns the identity answer.
 */
export async function expectHttpCaching(url: string): Promise<RawResponse> {
	const plain = await rawGet(url)
	expect(plain.status).toBe(200)
	expect(plain.headers['cache-control']).toBe(SHARED_CACHE_CONTROL)
	expect(plain.headers['cdn-cache-control']).toBe(CDN_CACHE_CONTROL)
	expect(plain.headers['content-encoding']).toBeUndefined()
	expect(plain.headers.vary).toMatch(/accept-encoding/i)
	const etag = plain.headers.etag
	const lastModified = plain.headers['last-modified']
	expect(etag).toMatch(/^(W\/)?"[^"]+"$/)
	expect(Date.parse(lastModified ?? '')).not.toBeNaN()

	for (const condition of <Array<Record<string, string>>>[
		{ 'if-none-match': etag! },
		{ 'if-none-match': `"another", ${etag}` },
		{ 'if-modified-since': lastModified! },
		{ 'if-modified-since': new Date(Date.parse(lastModified!) + 60_000).toUTCString() },
	]) {
		const revalidated = await rawGet(url, condition)
		expect(revalidated.status, JSON.stringify(condition)).toBe(304)
		expect(revalidated.body).toHaveLength(0)
		expect(revalidated.headers.etag).toBe(etag)
		expect(revalidated.headers['cache-control']).toBe(SHARED_CACHE_CONTROL)
	}
	for (const condition of <Array<Record<string, string>>>[
		{ 'if-none-match': '"another"' },
		{ 'if-modified-since': new Date(Date.parse(lastModified!) - 60_000).toUTCString() },
		// If-None-Match decides when both are sent.
		{ 'if-none-match': '"another"', 'if-modified-since': lastModified! },
	]) {
		expect((await rawGet(url, condition)).status, JSON.stringify(condition)).toBe(200)
	}

	for (const [acceptEncoding, expected] of [
		['br', 'br'],
		['gzip', 'gzip'],
		['gzip, deflate, br, zstd', 'br'],
		['br;q=0.5, gzip', 'gzip'],
		['br;q=0, gzip;q=0', undefined],
	] as const) {
		const encoded = await rawGet(url, { 'accept-encoding': acceptEncoding })
		expect(encoded.status).toBe(200)
		expect(encoded.headers['content-encoding'], acceptEncoding).toBe(expected)
		expect(encoded.headers.etag).toBe(etag)
		expect(decoded(encoded).equals(plain.body), acceptEncoding).toBe(true)
	}
	return plain
}
