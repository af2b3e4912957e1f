// A position's facts, the list's filters and a closed position (docs/design.md §17,
// docs/decisions/0059-structured-positions.md): what a visitor sees at /career and on a position's page,
// with and without JavaScript, its JobPosting, the 410 of a closed one, and the admin's form.
import type { Page } from '@playwright/test'

import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { adminTest } from '#tests/e2e/support/admin.ts'
import { openAdmin } from '#tests/e2e/support/admin-content.ts'
import { expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import { open, pathOf } from '#tests/e2e/support/helpers.ts'

type Career = { id: number; slug: string; position_name: string }
const tag = unique()
const ENGINEERING = `Engineering ${tag}`
const DATA = `Data ${tag}`
let remote: Career
let onsite: Career
let closed: Career

test.beforeAll(async ({ admin }) => {
	remote = await admin.create<Career>('careers', {
		position_name: `Remote Engineer ${tag}`,
		job_description: 'Build **pipelines** from anywhere. <b>Raw</b> HTML stays text.',
		department: ENGINEERING,
		location: 'European Union',
		workplace: 'remote',
		employment_type: 'full_time',
		salary: { min: 50_000, max: 65_000, currency: 'EUR', period: 'year' },
		valid_through: '2099-12-31',
	})
	onsite = await admin.create<Career>('careers', {
		position_name: `Onsite Analyst ${tag}`,
		job_description: 'Dashboards in the office.',
		department: DATA,
		location: 'Lisbon, Portugal',
		workplace: 'onsite',
		employment_type: 'part_time',
	})
	closed = await admin.create<Career>('careers', {
		position_name: `Closed Role ${tag}`,
		job_description: 'No longer hiring.',
		department: ENGINEERING,
		workplace: 'remote',
		valid_through: '2020-01-31',
	})
})

const openPositions = (page: Page) => page.getByRole('list', { name: 'Open positions' })
const card = (page: Page, career: Career) =>
	openPositions(page).getByRole('link').filter({ hasText: career.position_name })

test('the list shows each position’s facts, and no closed one', async ({ page }) => {
	await open(page, '/career')
	const shown = card(page, remote)
	await expect(shown).toHaveAttribute('href', `/career/${remote.slug}`)
	for (const fact of [
		`Department:${ENGINEERING}`,
		'Location:European Union',
		'Workplace:Remote',
		'Employment type:Full-time',
		'Salary:€50,000–€65,000 a year',
		'Apply by:31 December 2099',
	]) {
		await expect(shown.locator('dl')).toContainText(fact)
	}
	await expect(card(page, onsite).locator('dl')).toContainText('Employment type:Part-time')
	await expect(card(page, onsite).locator('dl')).not.toContainText('Salary')
	await expect(card(page, closed)).toHaveCount(0)
	expect(await scanAtBothWidths(page, '/career with facts and filters')).toEqual([])
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the filters are links: by department, then by workplace, each keeping the other', async ({ page }) => {
		await page.goto('/career')
		const departments = page.getByRole('navigation', { name: 'Filter by department' })
		await departments.getByRole('link', { name: ENGINEERING, exact: true }).click()
		await expect
			.poll(() => pathOf(page))
			.toBe(`/career?department=${encodeURIComponent(ENGINEERING).replace(/%20/g, '+')}`)
		await expect(departments.getByRole('link', { name: ENGINEERING, exact: true })).toHaveAttribute(
			'aria-current',
			'page',
		)
		await expect(card(page, remote)).toHaveCount(1)
		await expect(card(page, onsite)).toHaveCount(0)
		await expect(card(page, closed)).toHaveCount(0)

		const workplaces = page.getByRole('navigation', { name: 'Filter by workplace' })
		await workplaces.getByRole('link', { name: 'On-site', exact: true }).click()
		await expect.poll(() => new URL(page.url()).searchParams.get('workplace')).toBe('onsite')
		expect(new URL(page.url()).searchParams.get('department')).toBe(ENGINEERING)
		await expect(page.getByText('No open positions match these filters.')).toBeVisible()
		await page.getByRole('link', { name: 'See all open positions' }).click()
		await expect.poll(() => pathOf(page)).toBe('/career')

		await page.goto(`/career?department=${encodeURIComponent(DATA)}`)
		await expect(card(page, onsite)).toHaveCount(1)
		await expect(card(page, remote)).toHaveCount(0)
	})
})

test.describe('a closed position', () => {
	// Chromium logs the page's 410 as an error.
	test.use({ allowedConsoleErrors: [/status of 410/] })

	test('its page answers 410, says so and links to the open positions', async ({ page }) => {
		const response = await open(page, `/career/${closed.slug}`)
		expect(response?.status()).toBe(410)
		await expect(page.getByRole('heading', { level: 1, name: closed.position_name })).toBeVisible()
		await expect(page.getByText('This position is closed: it no longer takes applications.')).toBeVisible()
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
		expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(
			expect.stringContaining('JobPosting'),
		)
		expect(await scanAtBothWidths(page, 'a closed position')).toEqual([])
		await page.getByRole('link', { name: 'See the open positions' }).click()
		await expect.poll(() => pathOf(page)).toBe('/career')
	})
})

test('an open position’s page shows its facts and carries its JobPosting, `<` escaped', async ({ page }) => {
	const response = await open(page, `/career/${remote.slug}`)
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('article').locator('dl')).toContainText('Salary:€50,000–€65,000 a year')
	const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
	const raw = scripts.find((text) => text.includes('JobPosting'))!
	// The description is HTML: inside the script every `<` is written \u003c, so nothing can close it.
	expect(raw).not.toContain('<')
	const posting = JSON.parse(raw)
	expect(posting).toMatchObject({
		'@type': 'JobPosting',
		title: remote.position_name,
		description: expect.stringContaining('<strong>pipelines</strong>'),
		employmentType: 'FULL_TIME',
		validThrough: '2099-12-31T23:59:59Z',
		jobLocationType: 'TELECOMMUTE',
		applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'European Union' },
		baseSalary: { currency: 'EUR', value: { minValue: 50_000, maxValue: 65_000, unitText: 'YEAR' } },
		directApply: true,
		identifier: { '@type': 'PropertyValue', value: String(remote.id) },
	})
	expect(posting.description).toContain('&lt;b&gt;Raw&lt;/b&gt;')
	expect(await scanAtBothWidths(page, 'a position with its facts')).toEqual([])
})

adminTest('the edit form shows the facts with their labels and saves a change', async ({ adminPage: page, admin }) => {
	await openAdmin(page, `/dashboard/career-admin/edit/${onsite.id}`)
	const field = (label: string) => page.getByLabel(label, { exact: true })
	await expect(field('Department')).toHaveValue(DATA)
	await expect(field('Location')).toHaveValue('Lisbon, Portugal')
	await expect(field('Workplace')).toHaveValue('onsite')
	await expect(field('Workplace').locator('option:checked')).toHaveText('On-site')
	await expect(field('Employment type').locator('option:checked')).toHaveText('Part-time')
	const salary = page.getByRole('group', { name: 'Salary' })
	await expect(salary.getByLabel('Salary minimum')).toHaveValue('')
	await expect(salary.getByLabel('Salary period').locator('option:checked')).toHaveText('Choose…')
	expect(await scanAtBothWidths(page, 'the edit form with the facts')).toEqual([])
	await salary.getByLabel('Salary minimum').fill('20')
	await salary.getByLabel('Salary maximum').fill('25.5')
	await salary.getByLabel('Currency').fill('EUR')
	await salary.getByLabel('Salary period').selectOption('hour')
	await field('Closing date').fill('2099-06-30')
	await page.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
	await expect.poll(() => pathOf(page)).toBe('/dashboard/career-admin')
	const saved = (await admin.list<Career & Record<string, unknown>>('careers')).find((c) => c.id === onsite.id)
	expect(saved).toMatchObject({
		salary: { min: 20, max: 25.5, currency: 'EUR', period: 'hour' },
		valid_through: '2099-06-30',
		workplace: 'onsite',
	})
	await open(page, `/career/${onsite.slug}`)
	await expect(page.getByRole('article').locator('dl')).toContainText('Salary:€20–€25.50 an hour')
})
