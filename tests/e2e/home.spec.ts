import type { Locator, Page } from '@playwright/test'

import { createAll } from '#tests/e2e/support/content.ts'
import { expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import {
	computedStyle,
	expectPath,
	expectSlideShown,
	expectVideoPlays,
	open,
	stubYouTube,
	VIDEO_URL,
} from '#tests/e2e/support/helpers.ts'
import { SAMPLE_COMPANY as site } from '#sample-content/company.ts'

test('the home page is server-rendered and its enhancements run', async ({ page }) => {
	const response = await open(page, '/')
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1 })).toContainText(site.tagline)
})

test('the hero leads to the portfolio and the three category cards to their lists', async ({ page }) => {
	await open(page, '/')
	const main = page.getByRole('main')
	const categories = {
		'Software Development': '/portfolio/software-development',
		Consulting: '/portfolio/consulting',
		Products: '/portfolio/products',
	}
	for (const [title, href] of Object.entries(categories)) {
		await expect(main.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute('href', href)
	}
	await main.getByRole('link', { name: 'See Our Works' }).click()
	await expectPath(page, '/portfolio')
})

test('the process section lists the four phases and the support note', async ({ page }) => {
	await open(page, '/')
	const section = page.getByRole('region', { name: 'How we work for your product or application development?' })
	await expect(section).toBeVisible()
	const phases = ['Concept Design', 'Prototype or MVP', 'User Testing', 'Product development']
	await expect(section.getByRole('heading', { level: 3 })).toHaveText(
		phases.map((phase, i) => `Phase ${i + 1}: ${phase}`),
	)
	await expect(section.getByRole('listitem')).toHaveCount(4)
	for (const item of await section.getByRole('listitem').all())
		await expect(item.getByRole('paragraph')).not.toBeEmpty()
	await expect(section.getByText(/support and maintenance for semi- or fully developed applications/)).toBeVisible()
})

test.describe('Our Clients', () => {
	let partners: Array<{ partner_name: string; image_url: string }>
	test.beforeAll(async ({ admin }) => {
		const tag = unique()
		partners = await Promise.all(
			['#0369a1', '#b45309'].map(async (color, i) =>
				admin.create<{ partner_name: string; image_url: string }>('partners', {
					partner_name: `Partner ${i + 1} ${tag}`,
					image_url: await admin.upload({ color, width: 320, height: 128 }),
				}),
			),
		)
	})

	test('shows every partner logo named by partner_name, pausing on hover and by its button', async ({ page }) => {
		await open(page, '/')
		const section = page.getByRole('region', { name: 'Our Clients', exact: true })
		for (const partner of partners) {
			await expect(section.getByRole('img', { name: partner.partner_name })).toHaveAttribute('src', partner.image_url)
		}
		const marquee = section.locator('.marquee')
		const track = section.locator('.marquee-track')
		await expect.poll(() => computedStyle(track, 'animation-name')).toBe('marquee')
		expect(await computedStyle(track, 'animation-play-state')).toBe('running')

		await marquee.hover()
		expect(await computedStyle(track, 'animation-play-state')).toBe('paused')
		await section.getByRole('heading', { name: 'Our Clients' }).hover()
		expect(await computedStyle(track, 'animation-play-state')).toBe('running')

		await section.getByRole('button', { name: 'Pause client logos' }).click()
		expect(await computedStyle(track, 'animation-play-state')).toBe('paused')
		await section.getByRole('button', { name: 'Play client logos' }).click()
		expect(await computedStyle(track, 'animation-play-state')).toBe('running')
	})

	test('names each partner under its logo, read once (the alt text), with narrow fades on a phone', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 375, height: 800 })
		await page.goto('/')
		const section = page.getByRole('region', { name: 'Our Clients', exact: true })
		await section.scrollIntoViewIfNeeded()
		// Stopped, so the boxes compared below hold still.
		await page.locator('.marquee-track').evaluate((track) => (track.style.animationPlayState = 'paused'))
		const firstCopy = section.getByRole('list', { name: 'Our clients' })
		for (const partner of partners) {
			const item = firstCopy
				.getByRole('listitem')
				.filter({ has: page.getByRole('img', { name: partner.partner_name }) })
			const name = item.getByText(partner.partner_name, { exact: true })
			await expect(name).toHaveAttribute('aria-hidden', 'true')
			const [logo, caption] = await Promise.all([item.getByRole('img').boundingBox(), name.boundingBox()])
			expect(caption!.y).toBeGreaterThanOrEqual(logo!.y + logo!.height)
			expect(caption!.height).toBeGreaterThan(10)
			expect(Number.parseFloat(await computedStyle(name, 'font-size'))).toBeGreaterThanOrEqual(14)
		}
		// The name is not announced a second time next to the logo's alt text.
		const spoken = await firstCopy.ariaSnapshot()
		for (const partner of partners) expect(spoken.split(partner.partner_name)).toHaveLength(2)

		const fade = (page: Page) => computedStyle(page.locator('.marquee'), 'mask-image')
		expect(await fade(page)).toContain('rgb(0, 0, 0) 48px')
		await page.setViewportSize({ width: 1280, height: 800 })
		expect(await fade(page)).toContain('min(200px, 20%)')
	})

	test('its Pause button works from the keyboard', async ({ page }) => {
		await open(page, '/')
		const section = page.getByRole('region', { name: 'Our Clients', exact: true })
		const track = section.locator('.marquee-track')
		await section.getByRole('button', { name: 'Pause client logos' }).focus()
		await page.keyboard.press('Enter')
		expect(await computedStyle(track, 'animation-play-state')).toBe('paused')
		await expect(section.getByRole('button', { name: 'Play client logos' })).toBeFocused()
		await page.keyboard.press('Space')
		expect(await computedStyle(track, 'animation-play-state')).toBe('running')
		await expect(section.getByRole('button', { name: 'Pause client logos' })).toBeFocused()
	})

	test('stands still under prefers-reduced-motion, every logo in view', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		await open(page, '/')
		const section = page.getByRole('region', { name: 'Our Clients', exact: true })
		expect(await computedStyle(section.locator('.marquee-track'), 'animation-name')).toBe('none')
		for (const partner of partners) await expect(section.getByRole('img', { name: partner.partner_name })).toBeVisible()
	})
})

test.describe('testimonials', () => {
	const tag = unique()
	const people = {
		picture: {
			name: `Asha Picture ${tag}`,
			position: 'CTO, Example Mills',
			message: `Pictures work ${tag}`,
			stars: 4.5,
		},
		video: { name: `Ravi Video ${tag}`, position: 'Head of Data', message: `Videos work ${tag}`, stars: 3 },
		none: { name: `Mira Plain ${tag}`, position: 'Analyst', message: `Plain text works ${tag}`, stars: 0.5 },
	}

	test.beforeAll(async ({ admin }) => {
		const picture = await admin.upload({
			color: '#7c3aed',
			width: 200,
			height: 200,
			alt: `Portrait of ${people.picture.name}`,
		})
		await createAll(admin, 'testimonials', [
			{ ...people.picture, picture, linkedin: 'https://www.linkedin.com/in/asha-example' },
			{ ...people.video, youtube_link: VIDEO_URL },
			people.none,
		])
	})

	const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"][aria-label="Testimonials"]')
	const dots = (page: Page) => carousel(page).getByRole('button', { name: /^Show testimonial \d+$/ })

	/** Brings the named person's slide into view with its dot and returns the slide. */
	async function showSlideOf(page: Page, name: string): Promise<Locator> {
		const slide = carousel(page).locator('[aria-roledescription="slide"]').filter({ hasText: name })
		const position = (await slide.getAttribute('aria-label'))?.split(' of ')[0]
		const dot = carousel(page).getByRole('button', { name: `Show testimonial ${position}`, exact: true })
		await dot.click()
		await expect(dot).toHaveAttribute('aria-current', 'true')
		await expect(slide).toHaveAttribute('aria-hidden', 'false')
		await expectSlideShown(carousel(page), slide)
		return slide
	}

	async function expectStars(slide: Locator, stars: number, full: number, half: number) {
		await expect(slide.getByText(`Rated ${stars} out of 5`)).toBeAttached()
		await expect(slide.locator('[data-star=full]')).toHaveCount(full)
		await expect(slide.locator('[data-star=half]')).toHaveCount(half)
	}

	test('each slide shows its media by preference, the person, the message and the rating', async ({ page }) => {
		await stubYouTube(page)
		await open(page, '/')

		const withPicture = await showSlideOf(page, people.picture.name)
		// The picture says what the media library says of it (docs/design.md §9).
		await expect(withPicture.getByRole('img', { name: `Portrait of ${people.picture.name}` })).toBeVisible()
		await expect(withPicture.getByText(people.picture.position)).toBeVisible()
		await expect(withPicture.getByText(people.picture.message)).toBeVisible()
		await expect(withPicture.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/)
		await expectStars(withPicture, 4.5, 4, 1)

		const withVideo = await showSlideOf(page, people.video.name)
		await expect(withVideo.getByText(people.video.message)).toBeVisible()
		await expectStars(withVideo, 3, 3, 0)
		await expectVideoPlays(withVideo, `Testimonial from ${people.video.name}`)

		const plain = await showSlideOf(page, people.none.name)
		await expect(plain.getByText('No Image or Video')).toBeVisible()
		await expect(plain.getByRole('img')).toHaveCount(0)
		await expectStars(plain, 0.5, 0, 1)
	})

	/** Time stands still until the test moves it. */
	async function stopTime(page: Page) {
		await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') })
		await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'))
	}

	test('plays every 3 s, pauses while hovered', async ({ page }) => {
		await stopTime(page)
		await open(page, '/')
		const region = carousel(page)
		await expect(region).toHaveAttribute('data-autoplay', 'on')
		await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true')
		await page.clock.runFor(2900)
		await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true')
		await page.clock.runFor(200)
		await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true')
		await expect(dots(page).nth(0)).not.toHaveAttribute('aria-current', 'true')

		await region.hover()
		await expect(region).toHaveAttribute('data-autoplay', 'off')
		await page.clock.runFor(10_000)
		await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true')
	})

	test('its Pause button stops it from the keyboard until Play starts it again', async ({ page }) => {
		await stopTime(page)
		await open(page, '/')
		const region = carousel(page)
		// Focus inside the carousel holds it still, as hovering does.
		await region.getByRole('button', { name: 'Pause testimonials' }).focus()
		await expect(region).toHaveAttribute('data-autoplay', 'off')
		await page.keyboard.press('Enter')
		const play = region.getByRole('button', { name: 'Play testimonials' })
		await expect(play).toBeFocused()
		// The focus leaves the carousel: it stays paused all the same.
		await page.getByRole('main').focus()
		await expect(region).toHaveAttribute('data-autoplay', 'off')
		await page.clock.runFor(10_000)
		await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true')

		await play.focus()
		await page.keyboard.press('Space')
		await expect(region.getByRole('button', { name: 'Pause testimonials' })).toBeFocused()
		await page.getByRole('main').focus()
		await expect(region).toHaveAttribute('data-autoplay', 'on')
		await page.clock.runFor(3100)
		await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true')
	})

	test('each dot is a target of at least 24 × 24 px (WCAG 2.5.8)', async ({ page }) => {
		await open(page, '/')
		const all = dots(page)
		expect(await all.count()).toBeGreaterThanOrEqual(3)
		for (const dot of await all.all()) {
			const box = (await dot.boundingBox())!
			expect(box.width).toBeGreaterThanOrEqual(24)
			expect(box.height).toBeGreaterThanOrEqual(24)
		}
	})

	test('the slides waiting their turn stay in the track: the page does not scroll sideways on a phone', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 375, height: 800 })
		await page.goto('/')
		// The later slides' visually hidden texts (the rating, "of <name>" on the social links) are absolute.
		await expect(carousel(page).locator('.sr-only').first()).toBeAttached()
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
	})

	test.describe('on a touch screen', () => {
		test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

		test('a swipe to the left shows the next slide', async ({ page }) => {
			await stopTime(page)
			await open(page, '/')
			const track = carousel(page).getByRole('group', { name: 'Testimonials, scroll sideways' })
			await track.scrollIntoViewIfNeeded()
			const box = (await track.boundingBox())!
			// A finger through Chromium's own input pipeline: the browser scrolls the track, scroll-snap settles it.
			const cdp = await page.context().newCDPSession(page)
			const [x, y] = [Math.round(box.x + box.width * 0.8), Math.round(box.y + 40)]
			await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
			for (let step = 1; step <= 10; step++) {
				const touchPoints = [{ x: x - Math.round((box.width * 0.6 * step) / 10), y }]
				await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints })
			}
			await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
			await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true')
			const second = carousel(page).locator('[aria-roledescription="slide"]').nth(1)
			await expectSlideShown(carousel(page), second)
			await expect(second).toHaveAttribute('aria-hidden', 'false')
		})
	})

	test('a mouse drags the track to the next slide and back; a short drag springs back', async ({ page }) => {
		await stopTime(page)
		await open(page, '/')
		const track = carousel(page).getByRole('group', { name: 'Testimonials, scroll sideways' })
		await track.scrollIntoViewIfNeeded()
		const box = (await track.boundingBox())!
		const y = box.y + 40
		const drag = async (from: number, to: number) => {
			await page.mouse.move(box.x + from, y)
			await page.mouse.down()
			await page.mouse.move(box.x + to, y, { steps: 8 })
			await page.mouse.up()
		}
		await drag(box.width * 0.8, box.width * 0.3)
		await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true')
		await expectSlideShown(carousel(page), carousel(page).locator('[aria-roledescription="slide"]').nth(1))
		await drag(box.width * 0.5, box.width * 0.5 + 10)
		await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true')
		await expectSlideShown(carousel(page), carousel(page).locator('[aria-roledescription="slide"]').nth(1))
		await drag(box.width * 0.2, box.width * 0.8)
		await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true')
		await expectSlideShown(carousel(page), carousel(page).locator('[aria-roledescription="slide"]').nth(0))
	})

	test('does not play by itself under prefers-reduced-motion', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		await stopTime(page)
		await open(page, '/')
		await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off')
		await page.clock.runFor(10_000)
		await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true')
	})
})

test('the FAQ search filters live on question or answer, and each question toggles its answer', async ({
	admin,
	page,
}) => {
	const tag = unique()
	await createAll(admin, 'faqs', [
		{ question: `Do you build Dashboards ${tag}?`, answer: `Yes, Power BI and Superset ${tag}.` },
		{ question: `How long does an MVP take ${tag}?`, answer: `Usually eight Weeks ${tag}.` },
	])
	await open(page, '/')
	const section = page.getByRole('region', { name: 'Frequently Asked Questions' })
	const search = section.getByRole('searchbox', { name: 'Describe your issue' })
	await expect(search).toHaveAttribute('placeholder', 'Describe your issue')
	const questions = section.getByRole('listitem')
	// Each question is a <details>' summary: the browser opens and closes its answer, with or without script.
	const question = (text: string) => section.locator('summary', { hasText: text })
	const dashboards = question(`Do you build Dashboards ${tag}?`)
	const mvp = question(`How long does an MVP take ${tag}?`)
	await expect(questions).toHaveCount((await admin.list('faqs')).length)
	await expect(mvp.getByRole('heading', { level: 3 })).toHaveText(`How long does an MVP take ${tag}?`)

	await search.fill(`DASHBOARDS ${tag}`)
	await expect(dashboards).toBeVisible()
	await expect(mvp).toBeHidden()
	await search.fill(`eight weeks ${tag.toUpperCase()}`)
	await expect(mvp).toBeVisible()
	await expect(dashboards).toBeHidden()
	await search.fill(`nothing like this ${tag}`)
	await expect(questions).toHaveCount(0)
	await expect(section.getByRole('status')).toHaveText('No questions match your search.')
	await search.fill('')
	await expect(questions).toHaveCount((await admin.list('faqs')).length)
	await expect(section.getByRole('status')).toBeHidden()
	// Enter filters in place (the form is only sent without script).
	await search.fill(`DASHBOARDS ${tag}`)
	await search.press('Enter')
	await expect(mvp).toBeHidden()
	expect(new URL(page.url()).search).toBe('')
	await search.fill('')

	const answer = section.getByText(`Usually eight Weeks ${tag}.`)
	const details = section
		.locator('details')
		.filter({ has: page.locator('summary', { hasText: `How long does an MVP take ${tag}?` }) })
	await expect(details).not.toHaveAttribute('open')
	await expect(answer).toBeHidden()
	await mvp.click()
	await expect(details).toHaveAttribute('open')
	await expect(answer).toBeVisible()
	await mvp.click()
	await expect(details).not.toHaveAttribute('open')
	await expect(answer).toBeHidden()
})
