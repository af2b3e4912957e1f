import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseImageUrl } from '#shared/image-urls.ts'
import { photoLikeJpeg } from '#tests/helpers/photo.ts'
import { startTestApp, type TestApp, type UploadFile } from '#tests/helpers/test-app.ts'

let app: TestApp
beforeAll(async () => {
	app = await startTestApp()
})
afterAll(() => app.close())

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** Uploads the file and answers the original's URL, checking the answer is still just `{ imageUrl }`. */
async function uploaded(file: UploadFile): Promise<string> {
	const result = await app.upload(file)
	expect(result.status, result.text).toBe(201)
	expect(Object.keys(result.body)).toEqual(['imageUrl', 'id'])
	return result.body.imageUrl as string
}

/** The stored names (in the uploads folder, or the bucket) that belong to the image at `imageUrl`. */
async function filesOf(imageUrl: string): Promise<string[]> {
	const id = path.basename(imageUrl).split('_')[0] ?? ''
	const names = await app.storedNames()
	return names.filter((name) => name.startsWith(`${id}_`)).sort()
}

/** Fetches a stored file over HTTP, checks it is served as an image for good, and answers what it holds. */
async function served(url: string) {
	const response = await fetch(app.url + url)
	expect(response.status, url).toBe(200)
	expect(response.headers.get('content-type'), url).toMatch(/^image\/(avif|webp|jpeg|png|gif)$/)
	expect(response.headers.get('cache-control'), url).toMatch(/\bimmutable\b/)
	expect(response.headers.get('cache-control'), url).toMatch(/\bmax-age=31536000\b/)
	expect(response.headers.get('x-content-type-options'), url).toBe('nosniff')
	const data = Buffer.from(await response.arrayBuffer())
	const metadata = await sharp(data).metadata()
	return { type: response.headers.get('content-type'), bytes: data.length, metadata }
}

/** What the variants of `imageUrl` actually are, by URL: format and size as decoded from the served bytes. */
async function servedVariants(imageUrl: string) {
	const info = parseImageUrl(imageUrl)
	expect(info, imageUrl).toBeDefined()
	const variants = info?.variants ?? []
	// The URL alone names every file there is: the variants it implies and the original.
	expect(await filesOf(imageUrl)).toEqual(
		[imageUrl, ...variants.map((variant) => variant.url)].map((url) => path.basename(url)).sort(),
	)
	return Promise.all(
		variants.map(async (variant) => {
			const { type, metadata, bytes } = await served(variant.url)
			expect(type).toBe(`image/${variant.format}`)
			expect({ width: metadata.width, height: metadata.height }, variant.url).toEqual({
				width: variant.width,
				height: variant.height,
			})
			return { format: variant.format, width: variant.width, height: variant.height, bytes, metadata }
		}),
	)
}

const described = (variant: { format: string; width: number; height: number }) =>
	`${variant.format} ${variant.width}x${variant.height}`

const flat = (width: number, height: number) =>
	sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })

describe('responsive variants of uploads', () => {
	it('makes a 4000×3000 JPEG photo into AVIF and WebP at 320, 640, 960, 1280 and 1920 px', async () => {
		const photo = await photoLikeJpeg(4000, 3000)
		const started = performance.now()
		const imageUrl = await uploaded({ data: photo, name: 'photo.jpg', type: 'image/jpeg' })
		const uploadMs = Math.round(performance.now() - started)
		expect(imageUrl).toMatch(new RegExp(`^/uploads/${UUID}_4000x3000\\.jpg$`))

		const original = await served(imageUrl)
		expect(original.type).toBe('image/jpeg')
		expect(original.metadata).toMatchObject({ format: 'jpeg', width: 4000, height: 3000 })

		const variants = await servedVariants(imageUrl)
		expect(variants.map(described)).toEqual([
			'avif 320x240',
			'avif 640x480',
			'avif 960x720',
			'avif 1280x960',
			'avif 1920x1440',
			'webp 320x240',
			'webp 640x480',
			'webp 960x720',
			'webp 1280x960',
			'webp 1920x1440',
		])
		for (const variant of variants) {
			expect(variant.metadata.format).toBe(variant.format === 'avif' ? 'heif' : 'webp')
			expect(variant.metadata.exif).toBeUndefined()
		}
		// What a phone's card loads is a small fraction of the upload.
		const card = variants.find((variant) => variant.format === 'avif' && variant.width === 960)
		expect(card?.bytes).toBeLessThan(60_000)
		console.info(
			`4000×3000 JPEG (${Math.round(photo.length / 1024)} KB) stored with its variants in ${uploadMs} ms; ` +
				variants
					.map((variant) => `${variant.format} ${variant.width}: ${Math.round(variant.bytes / 1024)} KB`)
					.join(', '),
		)
	}, 120_000) // a shared, busy machine can take many seconds over one 12-megapixel photo

	it('never upscales: an 800×600 PNG gets 320, 640 and its own 800, nothing wider', async () => {
		const imageUrl = await uploaded({ data: await flat(800, 600).png().toBuffer(), name: 'chart.png' })
		expect(imageUrl).toMatch(new RegExp(`^/uploads/${UUID}_800x600\\.png$`))
		const variants = await servedVariants(imageUrl)
		expect(variants.map(described)).toEqual([
			'avif 320x240',
			'avif 640x480',
			'avif 800x600',
			'webp 320x240',
			'webp 640x480',
			'webp 800x600',
		])
		expect((await filesOf(imageUrl)).some((name) => /-w(960|1280|1920)\./.test(name))).toBe(false)
	})

	it('keeps transparency in the variants of a PNG with alpha', async () => {
		const logo = sharp({ create: { width: 400, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
		const imageUrl = await uploaded({ data: await logo.png().toBuffer(), name: 'logo.png' })
		for (const variant of await servedVariants(imageUrl)) expect(variant.metadata.hasAlpha, variant.format).toBe(true)
	})

	it('keeps only the original of a GIF, and of an animated WebP', async () => {
		const gif = await uploaded({ data: await flat(500, 400).gif().toBuffer(), name: 'a.gif' })
		expect(gif).toMatch(new RegExp(`^/uploads/${UUID}_500x400\\.gif$`))
		expect(await servedVariants(gif)).toEqual([])
		expect((await served(gif)).type).toBe('image/gif')

		const frames = await Promise.all(['#f00', '#00f'].map((colour) => flat(60, 40).tint(colour).png().toBuffer()))
		const animation = await sharp(frames, { join: { animated: true } })
			.webp()
			.toBuffer()
		const webp = await uploaded({ data: animation, name: 'a.webp' })
		expect(webp).toMatch(new RegExp(`^/uploads/${UUID}_60x40-animated\\.webp$`))
		expect(await servedVariants(webp)).toEqual([])
		expect((await served(webp)).metadata).toMatchObject({ pages: 2, width: 60 })
	})

	it('names and scales an image by its size after the EXIF orientation', async () => {
		const sideways = await flat(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer()
		const imageUrl = await uploaded({ data: sideways, name: 'portrait.jpg' })
		expect(imageUrl).toMatch(/_300x400\.jpg$/)
		expect((await served(imageUrl)).metadata).toMatchObject({ width: 300, height: 400 })
		const variants = await servedVariants(imageUrl)
		expect(variants.map(described)).toEqual(['avif 300x400', 'webp 300x400'])
	})

	it('refuses an image over 50 megapixels with 413 and a JSON error, storing nothing', async () => {
		const before = await app.storedNames()
		const huge = await flat(8200, 6200).jpeg({ quality: 50 }).toBuffer()
		expect(huge.length).toBeLessThan(app.config.uploadMaxBytes)
		const result = await app.upload({ data: huge, name: 'huge.jpg', type: 'image/jpeg' })
		expect(result.status).toBe(413)
		expect(result.headers.get('content-type')).toMatch(/^application\/json/)
		expect(result.body.error).toMatch(/50 megapixels/)
		expect(await app.storedNames()).toEqual(before)
	})
})
