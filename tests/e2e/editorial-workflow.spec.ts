import type { Browser, Page } from '@playwright/test'

import { utcToZoned } from '#shared/time-zone.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import {
	expectSuccessToast,
	formWith,
	openAdmin,
	openSchedule,
	pathOf,
	richText,
} from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'

/**
 * docs/design.md §8 in the admin's browser: drafts, previews and schedules (in the admin's own time zone,
 * here India's, half an hour off whole hours), and two tabs saving one item.
 */

const ZONE = 'Asia/Kolkata'
adminTest.use({ timezoneId: ZONE })

/** `instant` as the `datetime-local` value the admin types in `ZONE`. */
const localInput = (instant: number) => utcToZoned(new Date(instant).toISOString(), ZONE)

/** A visitor's look at the home page's FAQs (a browser context without the admin's cookie). */
async function visitorSeesFaq(browser: Browser, question: string): Promise<boolean> {
	const visitor = await browser.newContext()
	try {
		const page = await visitor.newPage()
		await page.goto('/')
		const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' })
		return (await faqs.locator('summary', { hasText: question }).count()) > 0
	} finally {
		await visitor.close()
	}
}

const rowOf = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text })

adminTest(
	'a draft, previewed, then scheduled, goes live at its time for visitors',
	async ({ adminPage: page, admin, browser, request }) => {
		adminTest.setTimeout(60_000)
		const question = `Do you work weekends ${unique()}?`
		await openAdmin(page, '/dashboard/edit-FAQ')
		const form = formWith(page, 'Add FAQ')
		await form.getByLabel('Question', { exact: true }).fill(question)
		await (await richText(form, 'Answer')).fill('Only when a launch needs it.')
		await form.getByRole('button', { name: 'Save draft' }).click()
		await expectSuccessToast(page, 'FAQ saved as a draft')
		await expect(rowOf(page, question).getByText('Draft', { exact: true })).toBeVisible()
		expect(await visitorSeesFaq(browser, question)).toBe(false)

		// The Drafts filter holds it; Live does not.
		await page
			.getByRole('navigation', { name: 'Filter by status' })
			.getByRole('link', { name: /^Drafts/ })
			.click()
		await expect(rowOf(page, question)).toBeVisible()
		await page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: /^Live/ }).click()
		await expect(rowOf(page, question)).toHaveCount(0)
		await page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: /^All/ }).click()

		// Preview: the home page as visitors will see it, with the draft among the FAQs, marked and unindexed.
		await rowOf(page, question).getByRole('link', { name: 'Edit', exact: true }).click()
		await expect(page.getByText('Status:')).toBeVisible()
		const [preview] = await Promise.all([
			page.context().waitForEvent('page'),
			page.getByRole('link', { name: /^Preview/ }).click(),
		])
		await preview.waitForLoadState()
		await expect(preview.getByRole('status').filter({ hasText: 'Preview.' })).toContainText('This draft is not live')
		const faqs = preview.getByRole('region', { name: 'Frequently Asked Questions' })
		await expect(faqs.locator('summary', { hasText: question })).toBeVisible()
		await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
		await preview.close()

		// Schedule it a little ahead, in the admin's time zone (minutes are the input's step).
		let at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000
		const edit = formWith(page, 'Save Changes')
		await openSchedule(edit)
		await edit.getByLabel('Publish at').fill(localInput(at))
		await edit.getByRole('button', { name: 'Schedule', exact: true }).click()
		await expect(page.getByRole('status').first()).toContainText('FAQ scheduled for')
		const [stored] = (await admin.list<{ question: string }>('faqs')).filter((faq) => faq.question === question)
		// Not live yet, so the API's visitor list does not hold it; the admin's does, stored in UTC.
		expect(stored).toBeUndefined()
		const scheduled = await (await admin.context.get('/faqs?status=scheduled')).json()
		const item = scheduled.find((faq: { question: string }) => faq.question === question)
		expect(item.publish_at).toBe(new Date(at).toISOString())
		await expect(rowOf(page, question).getByText('Scheduled', { exact: false })).toBeVisible()
		expect(await visitorSeesFaq(browser, question)).toBe(false)

		// The form's step is a minute; the API takes seconds: brought forward to a few seconds from now, so the
		// test waits for it to go live rather than for the next minute.
		at = Date.now() + 5_000
		await admin.update('faqs', item.id, { publish_at: new Date(at).toISOString() })
		expect(await visitorSeesFaq(browser, question)).toBe(false)
		// The home page a visitor is sent has it within a second and a half of its time, and a visitor sees it.
		const homeHasIt = async () => (await (await request.get('/')).text()).includes(question)
		await expect.poll(homeHasIt, { timeout: at - Date.now() + 1_500, intervals: [100] }).toBe(true)
		expect(Date.now()).toBeGreaterThanOrEqual(at)
		expect(await visitorSeesFaq(browser, question)).toBe(true)
		await page.reload()
		await expect(rowOf(page, question).getByText('Live', { exact: true })).toBeVisible()
	},
)

adminTest(
	'a draft product has no page for visitors, and a marked preview for the admin',
	async ({ adminPage: page, admin, browser }) => {
		const picture = await admin.upload()
		const product = await admin.create('products', {
			title: `Secret product ${unique()}`,
			description: 'Not announced yet.',
			picture,
			status: 'draft',
		})
		const visitor = await browser.newContext()
		const response = await (await visitor.newPage()).goto(`/portfolio/products/${product.slug}`)
		expect(response?.status()).toBe(404)
		await visitor.close()

		const own = await page.goto(`/portfolio/products/${product.slug}`)
		expect(own?.status()).toBe(200)
		expect(own?.headers()['cache-control']).toMatch(/no-store/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(product.title))
		await expect(page.getByText('This draft is not live')).toBeVisible()
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
	},
)

adminTest(
	'two tabs editing one FAQ: the second save shows both versions, and a merge keeping mine keeps theirs in history',
	async ({ adminPage: first, admin }) => {
		const faq = await admin.create('faqs', { question: `Two tabs ${unique()}?`, answer: 'The original answer.' })
		const second = await first.context().newPage()
		for (const tab of [first, second]) await openAdmin(tab, `/dashboard/edit-FAQ/${faq.id}`)

		const firstForm = formWith(first, 'Save Changes')
		await (await richText(firstForm, 'Answer')).fill('The answer from the first tab.')
		await firstForm.getByRole('button', { name: 'Save Changes' }).click()
		await expect.poll(() => pathOf(first)).toBe('/dashboard/edit-FAQ')

		const secondForm = formWith(second, 'Save Changes')
		await (await richText(secondForm, 'Answer')).fill('The answer from the second tab.')
		await secondForm.getByRole('button', { name: 'Save Changes' }).click()
		const conflict = second.getByRole('alert').filter({ hasText: 'changed somewhere else' })
		await expect(conflict).toBeVisible()
		const answer = conflict.getByRole('group', { name: 'Answer' })
		await expect(answer).toContainText('The answer from the first tab.')
		await expect(answer).toContainText('The answer from the second tab.')
		// Both changed it: the choice starts on mine.
		await expect(answer.getByRole('radio', { name: 'Keep mine' })).toBeChecked()
		// Nothing was overwritten, and the second tab's text is still in its form.
		expect((await (await admin.context.get(`/faqs/${faq.id}`)).json()).answer).toBe('The answer from the first tab.')
		await expect(await richText(secondForm, 'Answer')).toHaveText('The answer from the second tab.')

		await conflict.getByRole('button', { name: 'Save merged' }).click()
		await expect.poll(() => pathOf(second)).toBe('/dashboard/edit-FAQ')
		await expectSuccessToast(second, 'FAQ updated successfully')
		expect((await (await admin.context.get(`/faqs/${faq.id}`)).json()).answer).toBe('The answer from the second tab.')
		const history = await (await admin.context.get(`/faqs/${faq.id}/revisions`)).json()
		expect(history.map((revision: { record: { answer: string } }) => revision.record.answer)).toContain(
			'The answer from the first tab.',
		)
		await second.close()
	},
)
