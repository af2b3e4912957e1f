import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ApiResponse, startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

/** Small enough that a noisy 200×200 PNG is over it, large enough for every other test image. */
const UPLOAD_MAX_BYTES = 50_000

let app: TestApp
let token: string
beforeAll(async () => {
	app = await startTestApp({ UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) })
	token = await app.adminToken()
})
afterAll(() => app.close())

const upload: TestApp['upload'] = (file, options) => app.upload(file, options)

async function fetchUpload(imageUrl: string) {
	const response = await fetch(app.url + imageUrl)
	return { response, data: Buffer.from(await response.arrayBuffer()) }
}

function expectJsonError(result: ApiResponse, status: number) {
	expect(result.status).toBe(status)
	expect(result.headers.get('content-type')).toMatch(/^application\/json/)
	expect(typeof result.body?.error).toBe('string')
}

async function expectStored(result: ApiResponse, extension: string): Promise<string> {
	expect(result.status).toBe(201)
	expect(Object.keys(result.body)).toEqual(['imageUrl', 'id'])
	const imageUrl: string = result.body.imageUrl
	expect(imageUrl).toMatch(new RegExp(`^/uploads/[\\w-]{16,}\\.${extension}$`))
	return imageUrl
}

const picture = (width = 32, height = 24) =>
	sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })

/** Random pixels, which compress badly: a large file from a small picture. */
const noise = (size: number) => sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } })

describe('POST /upload', () => {
	it('answers 401 without a session, and stores nothing', async () => {
		const before = await app.storedNames()
		expectJsonError(await upload({ data: await picture().png().toBuffer() }, { signedIn: false }), 401)
		expect(await app.storedNames()).toEqual(before)
	})

	it.each([
		['JPEG', 'jpg', 'jpeg', 'image/jpeg', () => picture().jpeg().toBuffer()],
		['PNG', 'png', 'png', 'image/png', () => picture().png().toBuffer()],
		['WebP', 'webp', 'webp', 'image/webp', () => picture().webp().toBuffer()],
		['AVIF', 'avif', 'heif', 'image/avif', () => picture().avif().toBuffer()],
		['GIF', 'gif', 'gif', 'image/gif', () => picture().gif().toBuffer()],
	])('accepts a %s and serves it for good with safe headers', async (_label, extension, format, mime, make) => {
		const imageUrl = await expectStored(
			await upload({ data: await make(), name: `photo.${extension}`, type: mime }),
			extension,
		)

		const { response, data } = await fetchUpload(imageUrl)
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe(mime)
		expect(response.headers.get('cache-control')).toMatch(/\bimmutable\b/)
		expect(response.headers.get('cache-control')).toMatch(/\bmax-age=31536000\b/)
		expect(response.headers.get('x-content-type-options')).toBe('nosniff')
		const csp = response.headers.get('content-security-policy') ?? ''
		expect(csp).toMatch(/\bsandbox\b/)
		expect(csp).toContain("default-src 'none'")
		const metadata = await sharp(data).metadata()
		expect(metadata).toMatchObject({ format, width: 32, height: 24 })
	})

	it('decides the type by the bytes: a PNG named x.jpg and sent as image/jpeg is stored as .png', async () => {
		const data = await picture().png().toBuffer()
		const imageUrl = await expectStored(await upload({ data, name: 'x.jpg', type: 'image/jpeg' }), 'png')
		const { response } = await fetchUpload(imageUrl)
		expect(response.headers.get('content-type')).toBe('image/png')
	})

	it.each([
		['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg', 'image/svg+xml'],
		['an HTML page named .png', '<!doctype html><html><script>alert(1)</script></html>', 'x.png', 'image/png'],
		['plain text named .png', 'just some words, no picture here', 'x.png', 'image/png'],
		['a GIF header followed by HTML', 'GIF89a<script>alert(1)</script>', 'x.gif', 'image/gif'],
	])('refuses %s with 415', async (_label, content, name, type) => {
		expectJsonError(await upload({ data: Buffer.from(content), name, type }), 415)
	})

	it.each([
		['a TIFF (a real image, but not an accepted type)', () => picture().tiff().toBuffer()],
		['a truncated JPEG', async () => (await noise(120).jpeg({ quality: 90 }).toBuffer()).subarray(0, 4000)],
		[
			'a JPEG header followed by garbage',
			async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4000)]),
		],
	])('refuses %s with 415', async (_label, make) => {
		expectJsonError(await upload({ data: await make(), name: 'x.jpg', type: 'image/jpeg' }), 415)
	})

	it('refuses an image over UPLOAD_MAX_BYTES with 413', async () => {
		const data = await noise(200).png().toBuffer()
		expect(data.length).toBeGreaterThan(UPLOAD_MAX_BYTES)
		expectJsonError(await upload({ data, name: 'big.png', type: 'image/png' }), 413)
	})

	it.each([
		['no file at all', undefined, 'image'],
		['the file in another field', 'file', 'file'],
	])('answers 400 JSON to %s', async (_label, withFile, field) => {
		const file = withFile ? { data: await picture().png().toBuffer() } : undefined
		expectJsonError(await upload(file, { field }), 400)
	})

	it('answers 400 JSON to a JSON body', async () => {
		expectJsonError(await app.api('POST', '/upload', { token, body: { image: 'data:image/png;base64,AAAA' } }), 400)
	})

	it('strips EXIF, GPS and XMP metadata', async () => {
		const original = await picture(64, 48)
			.jpeg()
			.withExif({
				IFD0: { Copyright: 'SecretOwner', ImageDescription: 'SecretHome' },
				IFD3: {
					GPSLatitudeRef: 'N',
					GPSLatitude: '51/1 30/1 2647/100',
					GPSLongitudeRef: 'W',
					GPSLongitude: '0/1 7/1 3921/100',
				},
			})
			.withXmp(
				'<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
					'<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.44N"/></rdf:RDF></x:xmpmeta>',
			)
			.toBuffer()
		const before = await sharp(original).metadata()
		expect(before.exif?.toString('latin1')).toContain('SecretHome')
		expect(before.xmp?.toString()).toContain('GPSLatitude')

		const imageUrl = await expectStored(
			await upload({ data: original, name: 'holiday.jpg', type: 'image/jpeg' }),
			'jpg',
		)
		const { data } = await fetchUpload(imageUrl)
		const stored = await app.readStored(path.basename(imageUrl))
		if (!stored) throw new Error(`${imageUrl} is not stored`)
		expect(stored.equals(data)).toBe(true)
		const after = await sharp(stored).metadata()
		expect(after).toMatchObject({ format: 'jpeg', width: 64, height: 48 })
		expect(after.exif).toBeUndefined()
		expect(after.xmp).toBeUndefined()
		expect(after.iptc).toBeUndefined()
		expect(after.comments ?? []).toEqual([])
		for (const secret of ['SecretOwner', 'SecretHome', 'GPS', '51,30']) expect(stored.includes(secret)).toBe(false)
	})

	it('stores every upload under a new random name, even the same bytes', async () => {
		const data = await picture().png().toBuffer()
		const first = await expectStored(await upload({ data, name: 'same.png' }), 'png')
		const second = await expectStored(await upload({ data, name: 'same.png' }), 'png')
		expect(second).not.toBe(first)
		expect(path.basename(first)).not.toContain('same')
		for (const imageUrl of [first, second]) expect((await fetchUpload(imageUrl)).response.status).toBe(200)
	})
})

describe('GET /uploads/...', () => {
	/** A GET with the path sent exactly as written (fetch would resolve the dot segments itself). */
	function rawGet(requestPath: string): Promise<{ status: number; body: string }> {
		return new Promise((resolve, reject) => {
			const request = http.get(`${app.url}/`, { path: requestPath }, (response) => {
				let body = ''
				response.setEncoding('utf8')
				response.on('data', (chunk: string) => (body += chunk))
				response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
			})
			request.on('error', reject)
		})
	}

	it.each([
		'/uploads/../secret.txt',
		'/uploads/%2e%2e/secret.txt',
		'/uploads/..%2fsecret.txt',
		'/uploads/%2e%2e%2fsecret.txt',
		'/uploads/..%5csecret.txt',
		'/uploads/../package.json',
		'/uploads/../../package.json',
		'/uploads/',
		'/uploads/nothing-here.png',
	])('does not serve %s', async (requestPath) => {
		await fs.writeFile(path.join(app.dataDir, 'secret.txt'), 'TOP SECRET CONTENT')
		const result = await rawGet(requestPath)
		expect(result.status).toBeGreaterThanOrEqual(400)
		expect(result.status).toBeLessThan(500)
		expect(result.body).not.toContain('TOP SECRET')
		expect(result.body).not.toContain('"dependencies"')
	})
})

describe('broken multipart bodies', () => {
	it.each([
		['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc'],
		[
			'a body that ends early',
			'multipart/form-data; boundary=zz',
			'--zz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
		],
		['a malformed part header', 'multipart/form-data; boundary=zz', '--zz\r\nnonsense\r\n\r\nabc\r\n--zz--'],
	])('answers 400 in JSON for %s', async (_label, type, body) => {
		const token = await app.adminToken()
		const response = await app.api('POST', '/upload', { token, body, headers: { 'content-type': type } })
		expect(response.status).toBe(400)
		expect(response.headers.get('content-type')).toContain('application/json')
	})
})
