import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { HeadObjectCommand } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { UPLOAD_POLICY } from '#server/security-headers.ts'
import { s3Storage, type S3UploadStorage } from '#server/uploads/s3-storage.ts'
import { IMMUTABLE_CACHE_CONTROL, rawRequest, type RawResponse } from '#tests/helpers/raw-http.ts'
import { startTestApp, type TestApp, usingS3 } from '#tests/helpers/test-app.ts'
import { freePort } from '#scripts/free-port.ts'

/**
 * The upload storage's contract, for each storage present: the local folder always, the S3 bucket too
 * under scripts/with-rgw.sh (TEST_S3=1: Ceph's RADOS Gateway). The same answers at /uploads from both:
 * express.static serves the folder, server/uploads/serve-uploads.ts the bucket.
 */
const STORAGES: Array<[string, Record<string, string>]> = [
	['the local folder', { S3_BUCKET: '' }],
	...(usingS3 ? [['an S3 bucket (Ceph RADOS Gateway)', {}] as [string, Record<string, string>]] : []),
]

const unique = (extension = 'png') => `${randomBytes(8).toString('hex')}_4x3.${extension}`

/** A request with the path sent exactly as written (fetch and URL would resolve dot segments and escapes). */
function rawPath(app: TestApp, path: string, method = 'GET'): Promise<RawResponse> {
	const { hostname, port } = new URL(app.url)
	return new Promise((resolve, reject) => {
		const req = request({ hostname, port, path, method }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (chunk: Buffer) => chunks.push(chunk))
			res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
		})
		req.on('error', reject)
		req.end()
	})
}

describe.each(STORAGES)('uploads in %s', (_label, env) => {
	let app: TestApp
	beforeAll(async () => {
		app = await startTestApp(env)
	})
	afterAll(() => app?.close())
	const storage = () => app.services.storage

	it('saves, reads, lists and removes files', async () => {
		const name = unique()
		const data = randomBytes(1234)
		expect(await storage().save(name, data)).toBe(`/uploads/${name}`)

		const stored = await storage().read(name)
		expect(stored).toMatchObject({ size: 1234 })
		expect(await app.readStored(name)).toEqual(data)
		expect(stored?.etag).toMatch(/^"[^"]+"$/)
		expect(Math.abs((stored?.lastModified.getTime() ?? 0) - Date.now())).toBeLessThan(60_000)
		stored?.body.destroy()
		expect(await app.storedNames()).toContain(name)

		await storage().remove([name, unique()])
		expect(await storage().read(name)).toBeUndefined()
		expect(await app.storedNames()).not.toContain(name)
		await storage().remove([])
	})

	it('answers undefined for a name that is not stored or not a stored name, and refuses to write one', async () => {
		for (const name of [unique(), '../package.json', '.hidden', 'a/b.png', '']) {
			expect(await storage().read(name), name).toBeUndefined()
		}
		await expect(storage().save('../escape.png', Buffer.from('x'))).rejects.toThrow(/not a stored file name/)
	})

	it('lists and removes more than one page and one batch (over 1000 files)', async () => {
		const prefix = randomBytes(4).toString('hex')
		const names = Array.from({ length: 1003 }, (_, i) => `${prefix}-${String(i).padStart(4, '0')}.webp`)
		const pending = [...names]
		const tiny = Buffer.from('RIFF')
		await Promise.all(
			Array.from({ length: 16 }, async () => {
				for (let name = pending.pop(); name; name = pending.pop()) await storage().save(name, tiny)
			}),
		)
		expect((await app.storedNames()).filter((name) => name.startsWith(prefix))).toEqual(names)
		await storage().remove(names)
		expect((await app.storedNames()).filter((name) => name.startsWith(prefix))).toEqual([])
	}, 120_000)

	it('serves an upload for good: type, length, ETag, Last-Modified, the upload policy; HEAD and 304', async () => {
		const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
			.png()
			.toBuffer()
		const uploaded = await app.upload({ data: png, name: 'square.png', type: 'image/png' })
		expect(uploaded.status).toBe(201)
		const url = app.url + (uploaded.body.imageUrl as string)
		const stored = await app.readStored(url.split('/').pop() ?? '')

		const image = await rawRequest(url)
		expect(image.status).toBe(200)
		expect(image.body.equals(stored ?? Buffer.alloc(0))).toBe(true)
		expect(image.headers).toMatchObject({
			'cache-control': IMMUTABLE_CACHE_CONTROL,
			'content-type': 'image/png',
			'content-length': String(image.body.length),
			'content-security-policy': UPLOAD_POLICY,
			'x-content-type-options': 'nosniff',
		})
		expect(image.headers.etag).toMatch(/^(W\/)?"[^"]+"$/)
		expect(new Date(String(image.headers['last-modified'])).getTime()).toBeGreaterThan(Date.now() - 60_000)
		expect(image.headers['x-cache']).toBeUndefined()

		const head = await rawRequest(url, { method: 'HEAD' })
		expect(head.status).toBe(200)
		expect(head.body.length).toBe(0)
		for (const header of ['content-type', 'content-length', 'etag', 'last-modified', 'cache-control'])
			expect(head.headers[header], header).toBe(image.headers[header])

		const again = await rawRequest(url, { headers: { 'if-none-match': String(image.headers.etag) } })
		expect(again.status).toBe(304)
		expect(again.body.length).toBe(0)
		expect(again.headers.etag).toBe(image.headers.etag)
		expect(again.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL)
		expect((await rawRequest(url, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200)

		const post = await rawRequest(url, { method: 'POST' })
		expect(post.status).toBe(405)
		expect(post.headers.allow).toBe('GET, HEAD')
	})

	it.each([
		['jpg', 'image/jpeg'],
		['png', 'image/png'],
		['webp', 'image/webp'],
		['avif', 'image/avif'],
		['gif', 'image/gif'],
	])('serves a .%s as %s', async (extension, type) => {
		const name = unique(extension)
		await storage().save(name, randomBytes(100))
		const answer = await rawRequest(`${app.url}/uploads/${name}`)
		expect(answer.status).toBe(200)
		expect(answer.headers['content-type']).toBe(type)
		expect(answer.headers['content-length']).toBe('100')
		await storage().remove([name])
	})

	it('answers the JSON 404 once a file is removed, and for names never stored', async () => {
		const name = unique()
		await storage().save(name, randomBytes(10))
		expect((await rawPath(app, `/uploads/${name}`)).status).toBe(200)
		await storage().remove([name])
		for (const path of [`/uploads/${name}`, '/uploads/nothing-here.png', '/uploads/a%2fb.png', '/uploads/a/b.png']) {
			const answer = await rawPath(app, path)
			expect(answer.status, path).toBe(404)
			expect(answer.headers['content-type'], path).toMatch(/^application\/json/)
			expect(JSON.parse(answer.body.toString()), path).toEqual({ error: 'Not found' })
			expect(answer.headers['cache-control'], path).not.toBe(IMMUTABLE_CACHE_CONTROL)
		}
	})

	it.each(['/uploads/', '/uploads', '/uploads/.hidden', '/uploads/../package.json', '/uploads/..%2fpackage.json'])(
		'does not serve %s, nor hand it to the pages',
		async (path) => {
			const answer = await rawPath(app, path)
			expect(answer.status).toBeGreaterThanOrEqual(400)
			expect(answer.status).toBeLessThan(500)
			expect(answer.headers['content-type']).toMatch(/^application\/json/)
			expect(answer.body.toString()).not.toContain('"dependencies"')
		},
	)

	if (usingS3 && !('S3_BUCKET' in env)) {
		it('stores each object with its Content-Type and a year of immutable caching', async () => {
			const name = unique('avif')
			await storage().save(name, randomBytes(10))
			const { client, bucket } = storage() as S3UploadStorage
			const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }))
			expect(head).toMatchObject({ ContentType: 'image/avif', CacheControl: IMMUTABLE_CACHE_CONTROL })
		})
	}
})

describe('making sure of the bucket at start', () => {
	afterEach(() => vi.unstubAllEnvs())

	it('names the endpoint when it cannot be reached', async () => {
		const endpoint = `http://127.0.0.1:${await freePort()}`
		vi.stubEnv('AWS_ENDPOINT_URL_S3', endpoint)
		vi.stubEnv('AWS_REGION', 'us-east-1')
		vi.stubEnv('AWS_ACCESS_KEY_ID', 'nobody')
		vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'nothing')
		const storage = s3Storage({ bucket: 'sigma-uploads', forcePathStyle: true })
		await expect(storage.ensureBucket()).rejects.toThrow(`Cannot reach the S3 endpoint ${endpoint} (ECONNREFUSED`)
		storage.client.destroy()
	})

	// Only with a real S3 server (TEST_S3=1, the "Uploads on S3" step): not reported as skipped elsewhere.
	if (usingS3) {
		it.each([
			['a wrong secret', 'AWS_SECRET_ACCESS_KEY'],
			['an unknown key', 'AWS_ACCESS_KEY_ID'],
		])('says the credentials are refused for %s', async (_label, variable) => {
			vi.stubEnv(variable, 'WRONG0000000000000000')
			const storage = s3Storage({ bucket: `test-${randomBytes(6).toString('hex')}`, forcePathStyle: true })
			await expect(storage.ensureBucket()).rejects.toThrow(
				/refused access .* check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
			)
			storage.client.destroy()
		})

		it('creates a missing bucket, and accepts one that is there', async () => {
			const storage = s3Storage({ bucket: `test-${randomBytes(6).toString('hex')}`, forcePathStyle: true })
			await storage.ensureBucket()
			await storage.ensureBucket()
			const name = unique()
			await storage.save(name, Buffer.from('x'))
			const names: string[] = []
			for await (const stored of storage.list()) names.push(stored)
			expect(names).toEqual([name])
			await storage.remove(names)
			storage.client.destroy()
		})
	}
})
