import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'

import { imageNames, parseImageUrl, scaledHeight, srcSet, variantWidths } from '#shared/image-urls.ts'
import { IMAGE_SIZES, type ImageFact, ResponsiveImage } from '#app/components/responsive-image.tsx'

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e'

describe('variantWidths', () => {
	it.each([
		[4000, [320, 640, 960, 1280, 1920]],
		[1920, [320, 640, 960, 1280, 1920]],
		[1919, [320, 640, 960, 1280, 1919]],
		[1280, [320, 640, 960, 1280]],
		[800, [320, 640, 800]],
		[640, [320, 640]],
		[400, [320, 400]],
		[320, [320]],
		[100, [100]],
	])('an image %i px wide gets %j: never wider than itself', (width, expected) => {
		expect(variantWidths(width)).toEqual(expected)
	})
})

describe('imageNames', () => {
	it('names the original by its size and each variant by its width and format', () => {
		const names = imageNames({ id: ID, width: 800, height: 600, extension: 'png' })
		expect(names.original).toBe(`${ID}_800x600.png`)
		expect(names.variants).toEqual([
			{ name: `${ID}_800x600-w320.avif`, format: 'avif', width: 320, height: 240 },
			{ name: `${ID}_800x600-w640.avif`, format: 'avif', width: 640, height: 480 },
			{ name: `${ID}_800x600-w800.avif`, format: 'avif', width: 800, height: 600 },
			{ name: `${ID}_800x600-w320.webp`, format: 'webp', width: 320, height: 240 },
			{ name: `${ID}_800x600-w640.webp`, format: 'webp', width: 640, height: 480 },
			{ name: `${ID}_800x600-w800.webp`, format: 'webp', width: 800, height: 600 },
		])
	})

	it('gives GIFs and animated images no variants, and marks an animated WebP', () => {
		expect(imageNames({ id: ID, width: 500, height: 400, extension: 'gif' })).toEqual({
			original: `${ID}_500x400.gif`,
			variants: [],
		})
		expect(imageNames({ id: ID, width: 500, height: 400, extension: 'webp', animated: true })).toEqual({
			original: `${ID}_500x400-animated.webp`,
			variants: [],
		})
	})

	it('rounds heights and never makes one zero', () => {
		expect(scaledHeight({ width: 4000, height: 3000 }, 1920)).toBe(1440)
		expect(scaledHeight({ width: 1000, height: 333 }, 320)).toBe(107)
		expect(scaledHeight({ width: 5000, height: 2 }, 320)).toBe(1)
	})
})

describe('parseImageUrl', () => {
	it('reads the size and every variant from an upload URL', () => {
		const info = parseImageUrl(`/uploads/${ID}_4000x3000.jpg`)
		expect(info?.width).toBe(4000)
		expect(info?.height).toBe(3000)
		expect(info?.variants).toHaveLength(10)
		expect(info?.variants[0]).toEqual({
			url: `/uploads/${ID}_4000x3000-w320.avif`,
			format: 'avif',
			width: 320,
			height: 240,
		})
		expect(srcSet(info!, 'webp')).toBe(
			[320, 640, 960, 1280, 1920].map((width) => `/uploads/${ID}_4000x3000-w${width}.webp ${width}w`).join(', '),
		)
	})

	it('round-trips every name imageNames makes', () => {
		for (const extension of ['jpg', 'png', 'webp', 'avif', 'gif'] as const) {
			const image = { id: ID, width: 1234, height: 567, extension }
			const { original, variants } = imageNames(image)
			expect(parseImageUrl(`/uploads/${original}`)?.variants.map((variant) => variant.url)).toEqual(
				variants.map((variant) => `/uploads/${variant.name}`),
			)
		}
	})

	it('knows the size but offers no variants for a GIF or an animated WebP', () => {
		expect(parseImageUrl(`/uploads/${ID}_500x400.gif`)).toEqual({ width: 500, height: 400, variants: [] })
		expect(parseImageUrl(`/uploads/${ID}_500x400-animated.webp`)).toEqual({ width: 500, height: 400, variants: [] })
	})

	it.each([
		[`/uploads/${ID}.jpg`, 'an upload named before variants existed'],
		['https://cdn.example.com/photo_800x600.jpg', "another site's image"],
		[`https://cdn.example.com/uploads/${ID}_800x600.jpg`, "another site's image in an uploads folder"],
		[`/uploads/${ID}_800x600-w320.avif`, 'a variant (not an original)'],
		[`/uploads/${ID}_0x600.jpg`, 'a zero size'],
		[`/uploads/${ID}_800x600.svg`, 'an extension uploads never have'],
		[`/uploads/../${ID}_800x600.jpg`, 'a path with a dot segment'],
		[`/uploads/${ID}_800x600.jpg?x=1`, 'a query string'],
		['', 'nothing'],
	])('answers undefined for %s (%s)', (url) => {
		expect(parseImageUrl(url)).toBeUndefined()
	})
})

describe('ResponsiveImage', () => {
	/** Rendered as a page's element, with the media library's facts in the page's loader data. */
	const render = (
		props: Partial<Parameters<typeof ResponsiveImage>[0]> & { src: string },
		imageFacts: Record<string, ImageFact> = {},
	) => {
		const element = createElement(ResponsiveImage, {
			alt: 'A',
			sizes: IMAGE_SIZES.card,
			box: { width: 640, height: 480 },
			...props,
		})
		const router = createMemoryRouter([{ id: 'page', path: '/', element, loader: () => null }], {
			hydrationData: { loaderData: { page: { imageFacts } } },
		})
		return renderToStaticMarkup(createElement(RouterProvider, { router }))
	}

	it("says what the media library says of an image, '' for a decorative one, the page's words when it has none", () => {
		const src = `/uploads/${ID}_800x600.jpg`
		const described = { alt: 'Two engineers at a whiteboard', focal: { x: 25, y: 80 } }
		expect(render({ src }, { [src]: described })).toContain('alt="Two engineers at a whiteboard"')
		expect(render({ src }, { [src]: { alt: '', focal: null } })).toContain('alt=""')
		expect(render({ src }, { [src]: { alt: null, focal: null } })).toContain('alt="A"')
		expect(render({ src, alt: '', keepAlt: true }, { [src]: described })).toContain('alt=""')
		expect(render({ src, alt: 'Acme', keepAlt: true }, { [src]: described })).toContain('alt="Acme"')
	})

	it('keeps the focal point in frame when the box crops the image', () => {
		const src = `/uploads/${ID}_800x600.jpg`
		expect(render({ src }, { [src]: { alt: 'x', focal: { x: 25, y: 80 } } })).toContain(
			'style="object-position:25% 80%"',
		)
		expect(render({ src }, { [src]: { alt: 'x', focal: null } })).not.toContain('object-position')
	})

	it('offers an upload as AVIF then WebP sources, with the original, its size and lazy loading in the <img>', () => {
		const html = render({ src: `/uploads/${ID}_800x600.png` })
		expect(html).toMatch(
			// `contents`, its <source>s out of the layout: in a flex box each was an item adding a gap.
			/^<picture class="contents \[&amp;&gt;source\]:hidden"><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/><source type="image\/webp"/,
		)
		expect(html).toContain(`srcSet="/uploads/${ID}_800x600-w320.avif 320w, `)
		expect(html).toContain(`sizes="${IMAGE_SIZES.card}"`)
		expect(html).toContain(`<img src="/uploads/${ID}_800x600.png" alt="A" width="800" height="600" loading="lazy"`)
		expect(html).toContain('decoding="async"')
		expect(html).not.toContain('fetchPriority')
	})

	it('loads a priority image at once, with high fetch priority', () => {
		const html = render({ src: `/uploads/${ID}_800x600.jpg`, priority: true })
		expect(html).toContain('loading="eager"')
		expect(html).toContain('fetchPriority="high"')
	})

	it.each([`/uploads/${ID}.jpg`, 'https://cdn.example.com/a.jpg'])(
		'renders %s as a plain <img> in the given box',
		(src) => {
			expect(render({ src })).toBe(
				`<img src="${src}" alt="A" width="640" height="480" loading="lazy" decoding="async"/>`,
			)
		},
	)
})
