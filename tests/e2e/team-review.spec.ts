import { violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, pathOf, richText } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'
import { invite, join } from '#tests/e2e/support/team.ts'
import { adminNav, FAQS } from '#tests/e2e/support/typed-work.ts'

/**
 * Review (docs/design.md §15), as two people of the team meet it, each in a browser of their own: a
 * contributor writes an FAQ and submits it; the editor finds it in the queue and asks for changes with a
 * note; the contributor reads the note on the item, edits and submits again; the editor approves it, and it
 * is live. Every screen on the way is axe-clean.
 */

adminTest(
	'a contributor submits, the editor requests changes, the contributor resubmits, the editor approves',
	async ({ adminPage: page, browser, baseURL }) => {
		adminTest.setTimeout(150_000)
		const tag = unique()
		const question = `Can a contributor write this ${tag}?`
		await openAdmin(page, '/dashboard/team')
		const editorLink = await invite(page, `reviewer-${tag}@example.com`, 'Editor')
		const contributorLink = await invite(page, `writer-${tag}@example.com`, 'Contributor', ['FAQs'])
		const editor = await join(browser, baseURL!, editorLink, `Eddie ${tag}`)
		const contributor = await join(browser, baseURL!, contributorLink, `Cora ${tag}`)

		// The contributor's add form submits for review: no Publish, no schedule.
		await openAdmin(contributor, FAQS)
		const add = formWith(contributor, 'Add FAQ')
		await expect(add.getByRole('button', { name: /^Publish/ })).toHaveCount(0)
		await expect(add.getByText('Schedule…')).toHaveCount(0)
		await add.getByLabel('Question', { exact: true }).fill(question)
		await (await richText(add, 'Answer')).fill('A first answer.')
		await add.getByRole('button', { name: /^Submit for review/ }).click()
		await expectSuccessToast(contributor, 'FAQ submitted for review')
		await expect(contributor.getByRole('link', { name: /^In review \(\d+\)$/ })).toBeVisible()

		// The editor: the dashboard says what waits, the queue shows it.
		await editor.reload()
		const waiting = editor.getByRole('region', { name: 'Waiting for you' })
		await expect(waiting).toContainText('for your review')
		await adminNav(editor).getByRole('link', { name: 'Review' }).click()
		await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Review')
		const row = editor.getByRole('listitem', { name: question })
		await expect(row).toContainText(`submitted by Cora ${tag}`)
		expect(await violations(editor, 'review queue')).toEqual([])
		await row.getByText('Request changes').click()
		await row.getByLabel('What should change?').fill('Please add an example of a prototype.')
		expect(await violations(editor, 'review queue with a note being written')).toEqual([])
		await row.getByRole('button', { name: 'Send back to the author' }).click()
		await expectSuccessToast(editor, `“${question}” went back to its author with your note`)
		await expect(editor.getByRole('listitem', { name: question })).toHaveCount(0)

		// The contributor reads the note on the dashboard and on the item, edits and submits again.
		await openAdmin(contributor, '/dashboard')
		const sentBack = contributor.getByRole('region', { name: 'Waiting for you' })
		await expect(sentBack).toContainText('Please add an example of a prototype.')
		await sentBack.getByRole('link', { name: question }).click()
		const note = contributor.getByRole('region', { name: `Changes requested by Eddie ${tag}` })
		await expect(note).toContainText('Please add an example of a prototype.')
		expect(await violations(contributor, 'an item sent back with a note')).toEqual([])
		const edit = formWith(contributor, 'Save Changes')
		await (await richText(edit, 'Answer')).fill('A first answer, with an example: a churn model in six weeks.')
		await edit.getByRole('button', { name: /^Submit for review/ }).click()
		await expectSuccessToast(contributor, 'FAQ submitted for review')

		// The editor opens it from the queue and approves it: it is live.
		await openAdmin(editor, '/dashboard/review')
		await editor.getByRole('link', { name: question }).click()
		await expect(editor.getByRole('region', { name: 'Waiting for your review' })).toBeVisible()
		expect(await violations(editor, 'an item waiting for review')).toEqual([])
		await formWith(editor, 'Save Changes')
			.getByRole('button', { name: /^Approve and publish/ })
			.click()
		await expect(editor.getByRole('status')).toBeVisible()
		expect(pathOf(editor)).toBe(FAQS)
		const visitor = await (await browser.newContext({ baseURL })).newPage()
		const live = await visitor.request.get('/faqs')
		expect(((await live.json()) as Array<{ question: string }>).map((faq) => faq.question)).toContain(question)
		// Once live, it is no longer the contributor's to change (docs/design.md §15).
		await openAdmin(contributor, '/dashboard')
		await expect(contributor.getByRole('region', { name: 'Waiting for you' })).toHaveCount(0)
	},
)
