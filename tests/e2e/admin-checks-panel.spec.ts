import { violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, richText } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'
import { FAQS } from '#tests/e2e/support/typed-work.ts'

/**
 * The checks panel beside a form's buttons (docs/design.md §16): what the admin types is checked after a
 * pause, without a save; a finding leads to its field; publishing with an error asks first and names it.
 */
adminTest(
	'the checks follow the typing, lead to the field, and publishing with an error asks first',
	async ({ adminPage: page }) => {
		const question = `Where is the price list ${unique()}?`
		await openAdmin(page, FAQS)
		const form = formWith(page, 'Add FAQ')
		const panel = form.getByRole('region', { name: 'Checks' })
		await form.getByLabel('Question', { exact: true }).fill(question)
		const answer = await richText(form, 'Answer')
		await answer.fill('It is on the contact page.')
		await expect(panel).toContainText('No problems found')
		// A link to a page this site does not have (in the Markdown the editor keeps): an error once typing pauses.
		const markdown = form.locator('textarea[name="answer"]')
		await markdown.evaluate((area: HTMLTextAreaElement) => {
			area.value = 'See [the price list](/no-such-price-list) for it.'
			area.dispatchEvent(new Event('input', { bubbles: true }))
		})
		const finding = panel.getByRole('listitem').filter({ hasText: '/no-such-price-list' })
		await expect(finding).toContainText('Error')
		await expect(panel.locator('[aria-live]')).toHaveText('1 error')
		expect(await violations(page, 'the checks panel with a finding')).toEqual([])

		// 'Publish' with an error asks, naming it; going back changes nothing.
		await form
			.getByRole('button', { name: /^Publish/ })
			.first()
			.click()
		const dialog = page.getByRole('dialog', { name: 'Publish anyway?' })
		await expect(dialog).toContainText('/no-such-price-list')
		expect(await violations(page, 'Publish anyway?')).toEqual([])
		await dialog.getByRole('button', { name: 'Go back and fix' }).click()
		await expect(dialog).toBeHidden()
		await form
			.getByRole('button', { name: /^Publish/ })
			.first()
			.click()
		await dialog.getByRole('button', { name: 'Publish anyway' }).click()
		await expectSuccessToast(page, 'FAQ added')
	},
)
