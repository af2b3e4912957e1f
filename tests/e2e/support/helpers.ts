import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { expect } from '#tests/e2e/support/fixtures.ts'

/**
 * Resolves once React has hydrated an admin page. React Router's route modules on window only say the
 * scripts ran; React hydrates after that, marking each element it has taken over (the admin's <main>), and
 * runs effects in a scheduler task after the commit, which the message round trips here wait out.
 */
export async function hydrated(page: Page, lastElement: 'main' = 'main') {
	if (await page.evaluate(() => document.querySelector('header[data-enhance="header"]') !== null)) {
		throw new Error('hydrated(): a public page is never hydrated (ADR 0032): wait with enhanced(page)')
	}
	await page.waitForFunction((selector) => {
		const element = document.querySelector(selector)
		return (
			'__reactRouterRouteModules' in window &&
			element !== null &&
			Object.keys(element).some((key) => key.startsWith('__reactProps'))
		)
	}, lastElement)
	await page.evaluate(async () => {
		for (let i = 0; i < 3; i++) {
			await new Promise((resolve) => {
				const channel = new MessageChannel()
				channel.port1.onmessage = resolve
				channel.port2.postMessage(null)
			})
		}
	})
}

/**
 * Resolves once a public page's enhancements have run (app/enhance/index.ts marks `<html data-enhanced>`):
 * public pages are not hydrated, and what needs script works from then on.
 */
export async function enhanced(page: Page) {
	await page.waitForFunction(() => document.documentElement.hasAttribute('data-enhanced'))
}

/** Opens a public page and waits for its enhancements, so clicks reach them rather than the bare HTML. */
export async function open(page: Page, path: string) {
	const response = await page.goto(path)
	await enhanced(page)
	return response
}

/** The current path (and query), whatever the base URL. */
export const pathOf = (page: Page) => {
	const url = new URL(page.url())
	return url.pathname + url.search
}

export const expectPath = (page: Page, path: string) => expect.poll(() => pathOf(page)).toBe(path)

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Scrolls at once (the site's CSS asks for smooth scrolling, which would make positions race). */
export const scrollInstantly = (page: Page, top: number | 'bottom') =>
	page.evaluate((to) => {
		window.scrollTo({ top: to === 'bottom' ? document.documentElement.scrollHeight : to, behavior: 'instant' })
	}, top)

export const computedStyle = (locator: Locator, property: string) =>
	locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)

/** A watch URL whose `v` parameter gives the embed. */
export const VIDEO_ID = 'dQw4w9WgXcQ'
export const VIDEO_URL = `https://www.youtube.com/watch?v=${VIDEO_ID}`

/** The tests never reach YouTube: the player frame gets an empty page. */
export const stubYouTube = (page: Page) =>
	page.route('https://www.youtube-nocookie.com/**', (route) =>
		route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title>' }),
	)

/** Clicks the video poster named after `title` and expects the privacy-enhanced player in its place. */
export async function expectVideoPlays(scope: Page | Locator, title: string) {
	const poster = scope.getByRole('link', { name: `Play video: ${title}` })
	await expect(poster).toHaveAttribute('href', VIDEO_URL)
	await poster.click()
	await expect(poster).toHaveCount(0)
	await expect(scope.locator(`iframe[title="${title}"]`)).toHaveAttribute(
		'src',
		new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${VIDEO_ID}`),
	)
}

/** A plain GET, no JavaScript: the HTML the server sends already holds the page's content. */
export async function expectServerRendered(request: APIRequestContext, path: string, texts: string[], status = 200) {
	const response = await request.get(path)
	expect(response.status(), path).toBe(status)
	const html = await response.text()
	for (const text of texts) expect(html, `${path} should contain ${text}`).toContain(text)
}

/** The Back link of a list or detail page: its target, and that following it gets there. */
export async function expectBackLink(page: Page, to: string, follow = false) {
	const back = page.getByRole('main').getByRole('link', { name: 'Back', exact: true })
	await expect(back).toHaveAttribute('href', to)
	if (!follow) return
	await back.click()
	await expectPath(page, to)
}

/** Waits until a carousel (`frame`) shows `slide`: the slide's left edge sits on the frame's. */
export async function expectSlideShown(frame: Locator, slide: Locator) {
	const offset = async () => {
		const [outer, inner] = await Promise.all([frame.boundingBox(), slide.boundingBox()])
		return outer && inner ? Math.abs(outer.x - inner.x) : Infinity
	}
	await expect.poll(offset).toBeLessThan(1)
}

/** How many columns the first `count` items of a grid fill (their distinct left edges). */
export async function columnCount(items: Locator, count = 3): Promise<number> {
	const lefts = new Set<number>()
	for (let i = 0; i < count; i++) {
		const box = await items.nth(i).boundingBox()
		if (!box) throw new Error(`grid item ${i} is not rendered`)
		lefts.add(Math.round(box.x))
	}
	return lefts.size
}
