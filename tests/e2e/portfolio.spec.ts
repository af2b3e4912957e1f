import type { Locator, Page } from '@playwright/test'

import { createAll } from '#tests/e2e/support/content.ts'
import { expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import {
	expectBackLink,
	expectPath,
	expectSlideShown,
	expectVideoPlays,
	open,
	stubYouTube,
	VIDEO_URL,
} from '#tests/e2e/support/helpers.ts'

type Item = { title: string; picture?: string }

/** The cards of a list page that belong to this test (their titles carry its tag), in page order. */
const cardsTagged = (page: Page, list: string, tag: string) =>
	page.getByRole('list', { name: list, exact: true }).getByRole('link').filter({ hasText: tag })

/** A card is one link to the detail page, holding the first picture (or none) and the title. */
async function expectCard(card: Locator, item: Item & { id: number; slug: string }, base: string) {
	await expect(card).toHaveAttribute('href', `${base}/${item.slug}`)
	await expect(card.getByRole('heading', { name: item.title })).toBeVisible()
	const first = item.picture?.split(',')[0]
	if (first) {
		await expect(card.locator('img')).toHaveAttribute('src', first)
		await expect(card).not.toContainText('No Image')
	} else {
		await expect(card.locator('img')).toHaveCount(0)
	}
}

test.describe('products', () => {
	test('the list shows the newest first, one card per product, each opening its detail page', async ({
		admin,
		page,
	}) => {
		const tag = unique()
		const [red, blue] = await Promise.all([admin.upload({ color: '#b91c1c' }), admin.upload({ color: '#1d4ed8' })])
		const long = `A product whose description goes on and on ${'and on '.repeat(40)}${tag}`
		const [older, newer] = await createAll(admin, 'products', [
			{ title: `Older Product ${tag}`, description: long, picture: `${red},${blue}` },
			{ title: `Newer Product ${tag}`, description: `Short ${tag}`, picture: blue },
		])
		await open(page, '/portfolio/products')
		await expectBackLink(page, '/portfolio')
		const cards = cardsTagged(page, 'Products', tag)
		await expect(cards).toHaveCount(2)
		await expectCard(cards.nth(0), newer, '/portfolio/products')
		await expectCard(cards.nth(1), older, '/portfolio/products')

		// The description is cut to a single line.
		const description = cards.nth(1).getByText(/A product whose description/)
		const { height, lineHeight } = await description.evaluate((element) => ({
			height: element.getBoundingClientRect().height,
			lineHeight: parseFloat(getComputedStyle(element).lineHeight),
		}))
		expect(height).toBeLessThan(lineHeight * 1.5)

		await cards.nth(1).click()
		await expectPath(page, `/portfolio/products/${older.slug}`)
		await expect(page.getByRole('heading', { level: 1, name: `Older Product ${tag}` })).toBeVisible()
	})

	test('the detail page has Back, the title, a carousel of every picture, the description and the video', async ({
		admin,
		page,
	}) => {
		const tag = unique()
		const pictures = await Promise.all(['#b91c1c', '#15803d', '#1d4ed8'].map((color) => admin.upload({ color })))
		const product = await admin.create('products', {
			title: `Detailed Product ${tag}`,
			description: `What this product does ${tag}`,
			picture: pictures,
			youtube_link: VIDEO_URL,
		})
		await stubYouTube(page)
		await open(page, `/portfolio/products/${product.slug}`)
		await expect(page.getByRole('heading', { level: 1, name: `Detailed Product ${tag}` })).toBeVisible()
		await expect(page.getByText(`What this product does ${tag}`)).toBeVisible()

		const carousel = page.getByRole('region', { name: `Pictures of Detailed Product ${tag}` })
		const images = carousel.locator('img')
		await expect(images).toHaveCount(3)
		for (const [i, src] of pictures.entries()) await expect(images.nth(i)).toHaveAttribute('src', src)
		const previous = carousel.getByRole('button', { name: 'Previous picture' })
		const next = carousel.getByRole('button', { name: 'Next picture' })
		await expect(carousel.getByText('1 / 3')).toBeVisible()
		await expect(previous).toBeDisabled()
		await expectSlideShown(carousel, images.nth(0))
		await next.click()
		await expect(carousel.getByText('2 / 3')).toBeVisible()
		await expectSlideShown(carousel, images.nth(1))
		await next.click()
		await expect(carousel.getByText('3 / 3')).toBeVisible()
		await expectSlideShown(carousel, images.nth(2))
		await expect(next).toBeDisabled()
		await previous.click()
		await expect(carousel.getByText('2 / 3')).toBeVisible()
		await expectSlideShown(carousel, images.nth(1))

		await expectVideoPlays(page, `Detailed Product ${tag}`)
		await expectBackLink(page, '/portfolio/products', true)
	})
})

test.describe('software development', () => {
	const tag = unique()
	const CATEGORIES = ['AI', 'Non-AI', 'BI Solution'] as const
	type App = { id: number; slug: string; title: string; picture: string; category: string }
	let apps: App[]
	let ai: App

	test.beforeAll(async ({ admin }) => {
		const picture = await admin.upload({ color: '#0f766e' })
		const app = (category: (typeof CATEGORIES)[number]) => ({
			title: `${category} App ${tag}`,
			description: `An application in ${category} ${tag}`,
			picture,
			category,
		})
		const created = await createAll(admin, 'applications', [app('AI'), app('Non-AI'), app('BI Solution')])
		;[ai] = created
		apps = created
	})

	const titles = (category: string) =>
		apps
			.filter((app) => category === 'All' || app.category === category)
			.map((app) => app.title)
			.reverse()

	test('filters by category with pressed buttons, newest first, each card with its picture', async ({ page }) => {
		await open(page, '/portfolio/software-development')
		await expectBackLink(page, '/portfolio')
		const filters = page.getByRole('form', { name: 'Filter by category' }).getByRole('button')
		await expect(filters).toHaveText(['All', ...CATEGORIES])
		const cards = cardsTagged(page, 'Applications', tag)

		for (const filter of ['All', ...CATEGORIES, 'All']) {
			await page.getByRole('button', { name: filter, exact: true }).click()
			if (filter !== 'All')
				await expectPath(
					page,
					`/portfolio/software-development?category=${encodeURIComponent(filter).replace(/%20/g, '+')}`,
				)
			for (const button of await filters.all()) {
				await expect(button).toHaveAttribute('aria-pressed', String((await button.textContent()) === filter))
			}
			await expect(cards.getByRole('heading')).toHaveText(titles(filter))
		}
		for (const [i, app] of [...apps].reverse().entries()) {
			await expectCard(cards.nth(i), app, '/portfolio/software-development')
		}
	})

	test('a category in the address filters the server-rendered list', async ({ request }) => {
		for (const category of CATEGORIES) {
			const html = await (
				await request.get(`/portfolio/software-development?category=${encodeURIComponent(category)}`)
			).text()
			for (const app of apps) {
				if (app.category === category) expect(html).toContain(`>${app.title}<`)
				else expect(html).not.toContain(`>${app.title}<`)
			}
		}
	})

	test('the detail page shows the application and goes back to the list', async ({ page }) => {
		await open(page, `/portfolio/software-development/${ai.slug}`)
		await expect(page.getByRole('heading', { level: 1, name: ai.title })).toBeVisible()
		await expect(page.getByText(`An application in AI ${tag}`)).toBeVisible()
		await expect(page.getByRole('region', { name: `Pictures of ${ai.title}` }).locator('img')).toHaveAttribute(
			'src',
			ai.picture,
		)
		await expectBackLink(page, '/portfolio/software-development', true)
	})
})

test.describe('consulting', () => {
	test('the list shows the newest first; a detail without a picture still works', async ({ admin, page }) => {
		const tag = unique()
		const picture = await admin.upload({ color: '#a16207' })
		const [withPicture, withoutPicture] = await createAll(admin, 'consulting', [
			{ title: `Pictured Advice ${tag}`, description: `Advice with a picture ${tag}`, picture },
			{ title: `Plain Advice ${tag}`, description: `Advice without a picture ${tag}` },
		])
		await open(page, '/portfolio/consulting')
		await expectBackLink(page, '/portfolio')
		const cards = cardsTagged(page, 'Consulting', tag)
		await expect(cards).toHaveCount(2)
		await expectCard(cards.nth(0), withoutPicture, '/portfolio/consulting')
		await expectCard(cards.nth(1), withPicture, '/portfolio/consulting')

		await cards.nth(0).click()
		await expectPath(page, `/portfolio/consulting/${withoutPicture.slug}`)
		await expect(page.getByRole('heading', { level: 1, name: `Plain Advice ${tag}` })).toBeVisible()
		await expect(page.getByText(`Advice without a picture ${tag}`)).toBeVisible()
		await expect(page.getByRole('main').locator('img')).toHaveCount(0)
		await expectBackLink(page, '/portfolio/consulting', true)
		await expect(cards).toHaveCount(2)
	})
})
