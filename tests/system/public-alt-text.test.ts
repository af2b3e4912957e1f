/**
 * No public `<img>` of a content picture goes without alt text (ADR 0034): an image the library has no words
 * for, and that is not marked decorative, is named from its item ("SigmaVision, picture 2"; a post's
 * heading; a person's name), never `alt=""` and never a file name. The items are made as the seed's calls
 * make them (no alt text anywhere), on the production build (`npm run build` first).
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminApi } from '#tests/helpers/admin-api.ts'
import { type ServerProcess, signIn, startServerProcess } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'alt@example.com', ADMIN_PASSWORD: 'system test password 42', LOG_REQUESTS: '0' }

type Image = { src: string; alt: string | undefined }

/** Every `<img>` of a page's `<main>` showing an upload, with its alt attribute (undefined when it has none). */
async function uploadImages(server: ServerProcess, path: string): Promise<Image[]> {
	const response = await fetch(server.url + path)
	expect(response.status, path).toBe(200)
	const html = await response.text()
	const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
	return [...main.matchAll(/<img\b[^>]*>/g)]
		.map(([tag]) => ({
			src: /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '',
			alt: /\salt="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&#x27;', "'").replaceAll('&amp;', '&'),
		}))
		.filter((image) => image.src.startsWith('/uploads/'))
}

describe('alt text of content pictures on public pages', () => {
	let server: ServerProcess
	let api: ReturnType<typeof adminApi>
	let shade = 0
	const picture = async (alt: string | null = null) => {
		shade = (shade + 53) % 256
		const png = sharp({ create: { width: 800, height: 500, channels: 3, background: { r: shade, g: 60, b: 200 } } })
		return api.uploadRecord(await png.png().toBuffer(), 'image/png', { alt })
	}

	beforeAll(async () => {
		server = await startServerProcess(ADMIN)
		api = adminApi(server, (await signIn(server, ADMIN)).token)
	})
	afterAll(() => server?.stop('SIGKILL'))

	it('names a portfolio item’s pictures by its title, on its page and on its list’s card', async () => {
		const [first, second] = [await picture(), await picture()]
		const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
		const product = await api.create('products', {
			title: 'SigmaVision',
			description: 'Sees everything.',
			picture: `${first.url},${second.url}`,
			youtube_link: video,
		})
		const page = await uploadImages(server, `/portfolio/products/${product.slug}`)
		expect(page).toContainEqual({ src: first.url, alt: 'SigmaVision, picture 1' })
		expect(page).toContainEqual({ src: second.url, alt: 'SigmaVision, picture 2' })
		// The video's poster shows the first picture again.
		expect(page.filter((image) => image.src === first.url).map((image) => image.alt)).not.toContain('')
		expect(await uploadImages(server, '/portfolio/products')).toContainEqual({ src: first.url, alt: 'SigmaVision' })

		const application = await api.create('applications', {
			title: 'Churn radar',
			description: 'Who leaves.',
			picture: (await picture()).url,
			category: 'AI',
		})
		expect(await uploadImages(server, `/portfolio/software-development/${application.slug}`)).toContainEqual({
			src: application.picture,
			alt: 'Churn radar',
		})
		const consulting = await api.create('consulting', {
			title: 'Data audits',
			description: 'We look first.',
			picture: (await picture()).url,
		})
		expect(await uploadImages(server, `/portfolio/consulting/${consulting.slug}`)).toContainEqual({
			src: consulting.picture,
			alt: 'Data audits',
		})
	})

	it('names a blog picture by the post’s heading, a testimonial photo by the person, a logo by its partner', async () => {
		const post = await api.create('blogs', {
			picture: (await picture()).url,
			heading: "Why dashboards fail & what's next",
			body: 'Because nobody reads them.',
		})
		const heading = "Why dashboards fail & what's next"
		expect(await uploadImages(server, `/blog/${post.slug}`)).toContainEqual({ src: post.picture, alt: heading })
		expect(await uploadImages(server, '/blog')).toContainEqual({ src: post.picture, alt: heading })

		const photo = (await picture()).url
		await api.create('testimonials', {
			name: 'Grace Hopper',
			position: 'CTO',
			message: 'They delivered.',
			stars: 5,
			picture: photo,
		})
		const logo = (await picture()).url
		await api.create('partners', { partner_name: 'Northwind Traders', image_url: logo })
		const home = await uploadImages(server, '/')
		expect(home).toContainEqual({ src: photo, alt: 'Grace Hopper' })
		// Both copies of the scrolling strip (the second is hidden from assistive technology as a whole).
		expect(home.filter((image) => image.src === logo)).toEqual([
			{ src: logo, alt: 'Northwind Traders' },
			{ src: logo, alt: 'Northwind Traders' },
		])
	})

	it('uses the library’s words when it has some, and alt="" only for an image the admin marked decorative', async () => {
		const described = await picture('A lens over a conveyor belt')
		const decorative = await picture()
		await api.describe(decorative.id, { decorative: true })
		const product = await api.create('products', {
			title: 'Sigma Lens',
			description: 'Sees defects.',
			picture: `${described.url},${decorative.url}`,
		})
		const page = await uploadImages(server, `/portfolio/products/${product.slug}`)
		expect(page).toContainEqual({ src: described.url, alt: 'A lens over a conveyor belt' })
		expect(page).toContainEqual({ src: decorative.url, alt: '' })
	})

	it('leaves no upload on any public page without alt text, nor with a file name for one', async () => {
		const decorativeUrls = new Set<string>()
		for (const media of (await (
			await fetch(`${server.url}/media`, { headers: { cookie: await cookieOf() } })
		).json()) as {
			url: string
			decorative: boolean
		}[]) {
			if (media.decorative) decorativeUrls.add(media.url)
		}
		const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
		const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
		expect(paths.length).toBeGreaterThan(5)
		for (const path of paths) {
			for (const image of await uploadImages(server, path)) {
				if (decorativeUrls.has(image.src)) continue
				expect(image.alt, `${path}: ${image.src}`).toBeTruthy()
				expect(image.alt, `${path}: ${image.src}`).not.toMatch(/\.(png|jpe?g|webp|avif|gif)$|^\/uploads\//i)
			}
		}
	})

	const cookieOf = async () => (await signIn(server, ADMIN)).cookie
})
