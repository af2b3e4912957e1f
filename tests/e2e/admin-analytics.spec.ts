import type { Page } from '@playwright/test'

import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { openAdmin } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'
import { expectPath } from '#tests/e2e/support/helpers.ts'

/**
 * The Analytics screen (ADR 0033): reached from the admin's navigation and the dashboard's summary; the
 * range links and the From/To form put the range in the address and show it; a refused range says why
 * and shows the default one; the export downloads the range shown; every Manage list of a type with item
 * pages shows each item's views. Without JavaScript the same links and form work. (That browsing the site
 * moves the numbers is the report's own test.)
 */

const ANALYTICS = '/dashboard/analytics'
const REFUSED = 'The first day must not be after the last'

/** A UTC day `back` days before today, as the screen writes it (YYYY-MM-DD). */
const daysAgo = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10)

const rangeLink = (page: Page, name: string) =>
	page.getByRole('navigation', { name: 'Ranges' }).getByRole('link', { name, exact: true })
const chartHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Views and visitors, / })

/** The screen shows `from` to `to`: the chart's heading and name, the form's fields, the export's address. */
async function expectRange(page: Page, from: string, to: string) {
	await expect(chartHeading(page)).toHaveText(`Views and visitors, ${from} to ${to}`)
	await expect(page.getByRole('img', { name: `Views and visitors per day, ${from} to ${to}` })).toBeVisible()
	await expect(page.getByLabel('From', { exact: true })).toHaveValue(from)
	await expect(page.getByLabel('To', { exact: true })).toHaveValue(to)
	await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
		'href',
		`/analytics.csv?from=${from}&to=${to}`,
	)
}

async function expectCurrent(page: Page, name: string) {
	const current = page.getByRole('navigation', { name: 'Ranges' }).locator('[aria-current="page"]')
	await expect(current).toHaveCount(1)
	await expect(current).toHaveText(name)
}

adminTest(
	'the Analytics screen: ranges, a custom range, a refused one, the numbers and the export',
	async ({ adminPage: page }) => {
		await openAdmin(page, '/dashboard')
		// The dashboard's summary of the last 30 days, and the way to the screen from the navigation.
		await expect(page.getByRole('heading', { level: 2, name: 'Last 30 days' })).toBeVisible()
		await expect(
			page.getByRole('img', { name: `Views and visitors per day, ${daysAgo(29)} to ${daysAgo(0)}` }),
		).toBeVisible()
		await expect(page.getByRole('link', { name: /^Analytics\s*Views, visitors, top pages/ })).toHaveAttribute(
			'href',
			ANALYTICS,
		)
		expect(await scanAtBothWidths(page, 'Dashboard with the analytics summary')).toEqual([])
		await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics', exact: true }).click()
		await expectPath(page, ANALYTICS)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics')
		await expectRange(page, daysAgo(29), daysAgo(0))
		await expectCurrent(page, 'Last 30 days')
		for (const figure of ['Views', 'Visitors', 'Contact messages', 'Conversion'])
			await expect(page.getByRole('term').filter({ hasText: figure })).toBeVisible()

		await rangeLink(page, 'Last 7 days').click()
		await expectPath(page, `${ANALYTICS}?days=7`)
		await expectRange(page, daysAgo(6), daysAgo(0))
		await expectCurrent(page, 'Last 7 days')
		// Every number of the chart, in a table behind a disclosure: one row a day.
		await page.getByText('Show the numbers', { exact: true }).click()
		const numbers = page.getByRole('table', { name: `Views and visitors per day, ${daysAgo(6)} to ${daysAgo(0)}` })
		await expect(numbers.getByRole('row')).toHaveCount(8)
		await expect(numbers.getByRole('rowheader').first()).toHaveText(daysAgo(6))
		expect(await scanAtBothWidths(page, 'Analytics, 7 days, numbers open')).toEqual([])

		await rangeLink(page, 'Last 90 days').click()
		await expectPath(page, `${ANALYTICS}?days=90`)
		await expectRange(page, daysAgo(89), daysAgo(0))
		await expectCurrent(page, 'Last 90 days')

		// A range of one's own: in the address, none of the links marked.
		await page.getByLabel('From', { exact: true }).fill(daysAgo(12))
		await page.getByLabel('To', { exact: true }).fill(daysAgo(3))
		await page.getByRole('button', { name: 'Show', exact: true }).click()
		await expectPath(page, `${ANALYTICS}?from=${daysAgo(12)}&to=${daysAgo(3)}`)
		await expectRange(page, daysAgo(12), daysAgo(3))
		await expect(page.getByRole('navigation', { name: 'Ranges' }).locator('[aria-current]')).toHaveCount(0)
		await expect(page.getByRole('alert')).toHaveCount(0)

		// From after To: said beside the form, the typed days kept; the screen shows the last 30 days.
		await page.getByLabel('From', { exact: true }).fill(daysAgo(1))
		await page.getByLabel('To', { exact: true }).fill(daysAgo(5))
		await page.getByRole('button', { name: 'Show', exact: true }).click()
		await expect(page.getByRole('alert')).toHaveText(REFUSED)
		await expect(page.getByLabel('From', { exact: true })).toHaveValue(daysAgo(1))
		await expect(page.getByLabel('To', { exact: true })).toHaveValue(daysAgo(5))
		await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true')
		await expect(chartHeading(page)).toHaveText(`Views and visitors, ${daysAgo(29)} to ${daysAgo(0)}`)
		await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
			'href',
			`/analytics.csv?from=${daysAgo(29)}&to=${daysAgo(0)}`,
		)
		expect(await scanAtBothWidths(page, 'Analytics, range refused')).toEqual([])

		// The screen still works: a link leaves the refusal behind.
		await rangeLink(page, 'Last 7 days').click()
		await expectRange(page, daysAgo(6), daysAgo(0))
		await expect(page.getByRole('alert')).toHaveCount(0)
	},
)

adminTest(
	'each item of a Manage list with item pages shows its views; others show none',
	async ({ adminPage: page, admin }) => {
		const tag = unique()
		await admin.create('careers', { position_name: `Counted Role ${tag}`, job_description: 'Seen by no one yet.' })
		await admin.create('faqs', { question: `Uncounted question ${tag}?`, answer: 'An FAQ has no page of its own.' })
		await openAdmin(page, `/dashboard/career-admin?q=${encodeURIComponent(`Counted Role ${tag}`)}`)
		const career = page.getByRole('list', { name: 'Open positions' }).getByRole('listitem').filter({ hasText: tag })
		await expect(career).toContainText('0 views in the last 30 days')
		await expect(career.locator('[data-views]')).toHaveAttribute('title', 'in the last 30 days')
		await openAdmin(page, `/dashboard/edit-FAQ?q=${encodeURIComponent(`Uncounted question ${tag}`)}`)
		const faq = page.getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ hasText: tag })
		await expect(faq).toBeVisible()
		await expect(faq.locator('[data-views]')).toHaveCount(0)
	},
)

adminTest.describe('without JavaScript', () => {
	adminTest.use({ javaScriptEnabled: false })

	adminTest('the range links and the From/To form are plain links and a GET form', async ({ adminPage: page }) => {
		await page.goto(ANALYTICS)
		await expectRange(page, daysAgo(29), daysAgo(0))
		await rangeLink(page, 'Last 7 days').click()
		await expectPath(page, `${ANALYTICS}?days=7`)
		await expectRange(page, daysAgo(6), daysAgo(0))

		await page.getByLabel('From', { exact: true }).fill(daysAgo(20))
		await page.getByLabel('To', { exact: true }).fill(daysAgo(10))
		await page.getByRole('button', { name: 'Show', exact: true }).click()
		await expectPath(page, `${ANALYTICS}?from=${daysAgo(20)}&to=${daysAgo(10)}`)
		await expectRange(page, daysAgo(20), daysAgo(10))

		await page.getByLabel('From', { exact: true }).fill(daysAgo(2))
		await page.getByLabel('To', { exact: true }).fill(daysAgo(4))
		await page.getByRole('button', { name: 'Show', exact: true }).click()
		await expect(page.getByRole('alert')).toHaveText(REFUSED)
		await expect(chartHeading(page)).toHaveText(`Views and visitors, ${daysAgo(29)} to ${daysAgo(0)}`)
		// The numbers' disclosure is HTML's own: it opens without script.
		await page.getByText('Show the numbers', { exact: true }).click()
		const numbers = page.getByRole('table', { name: `Views and visitors per day, ${daysAgo(29)} to ${daysAgo(0)}` })
		await expect(numbers.getByRole('row')).toHaveCount(31)
	})
})
