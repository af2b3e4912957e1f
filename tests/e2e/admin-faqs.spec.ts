import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, pathOf, richText } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'

type Faq = { id: number; question: string; answer: string }

/** The FAQ screens (docs/product.md §2.5): add on Admin FAQ Management, edit on its own screen, delete with a confirmation. */
adminTest('FAQs: add one, edit it, delete it; the home page follows each step', async ({ adminPage: page, admin }) => {
	const question = `Do you sign NDAs ${unique()}?`
	const faqOnHome = async (text: string) => {
		await page.goto('/')
		return page.getByRole('region', { name: 'Frequently Asked Questions' }).locator('summary', { hasText: text })
	}

	await openAdmin(page, '/dashboard/edit-FAQ')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin FAQ Management')
	const form = formWith(page, 'Add FAQ')
	await form.getByLabel('Question', { exact: true }).fill(question)
	await (await richText(form, 'Answer')).fill('Yes, before the first call if you like.')
	await form.getByRole('button', { name: 'Add FAQ' }).click()
	await expectSuccessToast(page, 'FAQ added')
	// The form starts empty again for the next question.
	await expect(form.getByLabel('Question', { exact: true })).toHaveValue('')
	const stored = (await admin.list<Faq>('faqs')).find((faq) => faq.question === question)
	expect(stored?.answer).toBe('Yes, before the first call if you like.')
	await expect(await faqOnHome(question)).toBeVisible()

	await openAdmin(page, '/dashboard/edit-FAQ')
	const row = page.getByRole('listitem').filter({ hasText: question })
	await row.getByRole('link', { name: 'Edit', exact: true }).click()
	await expect.poll(() => pathOf(page)).toBe(`/dashboard/edit-FAQ/${stored!.id}`)
	const edit = formWith(page, 'Save Changes')
	await expect(edit.getByLabel('Question', { exact: true })).toHaveValue(question)
	await edit.getByLabel('Question', { exact: true }).fill(`${question} (updated)`)
	await edit.getByRole('button', { name: 'Save Changes' }).click()
	await expect.poll(() => pathOf(page)).toBe('/dashboard/edit-FAQ')
	await expectSuccessToast(page, 'FAQ updated successfully')
	await expect(await faqOnHome(`${question} (updated)`)).toBeVisible()

	await openAdmin(page, '/dashboard/edit-FAQ')
	const updatedRow = page.getByRole('listitem').filter({ hasText: `${question} (updated)` })
	await updatedRow.getByRole('button', { name: 'Delete', exact: true }).click()
	await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
	await expectSuccessToast(page, 'FAQ deleted')
	await expect(updatedRow).toHaveCount(0)
	expect((await admin.list<Faq>('faqs')).some((faq) => faq.id === stored!.id)).toBe(false)
	await expect(await faqOnHome(`${question} (updated)`)).toHaveCount(0)
})
