import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'

import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import {
	cardOf,
	expectSuccessToast,
	expectUploaded,
	fetchRecord,
	fillAltTexts,
	formWith,
	idFromEditLink,
	imageFiles,
	openAdmin,
	pathOf,
} from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'

/**
 * Pasting from Word and Google Docs into a blog post's body (docs/design.md §14, ADR 0048 "Paste"): a real
 * paste event, its clipboard holding the captured HTML of tests/fixtures/paste/ and a plain text, on the
 * editor; the note, its 'Undo' and 'Paste as plain text', and the Markdown the API then holds.
 */
type Blog = { heading: string; body: string; slug: string }

const fixture = (name: string) => readFileSync(`tests/fixtures/paste/${name}`, 'utf8')
/** The Markdown a fixture is saved as: its expected file, without the file's last newline. */
const expectedMarkdown = (name: string) => fixture(`${name}.md`).replace(/\n$/, '')

/** What Word puts beside its HTML: the words, a paragraph a line. */
const WORD_TEXT = 'A Test of Headers\r\nSecond Level\r\nSome plain text.\r\n'

/** A paste as the browser sends it: a ClipboardEvent whose DataTransfer holds the HTML and the plain text. */
async function paste(body: Locator, html: string, text: string) {
	await body.evaluate(
		(element, data) => {
			const clipboardData = new DataTransfer()
			clipboardData.setData('text/html', data.html)
			clipboardData.setData('text/plain', data.text)
			element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
		},
		{ html, text },
	)
}

const noteOf = (page: Page) => page.getByText(/^Removed .* from the pasted text$/)
/** The note's own buttons (the toolbar has an Undo too). */
const noteButton = (page: Page, name: string) =>
	page
		.locator('div')
		.filter({ has: noteOf(page) })
		.last()
		.getByRole('button', { name, exact: true })

adminTest(
	'Paste from Word: the note says what went; Undo takes the paste back; plain text replaces it; the Markdown is saved',
	async ({ adminPage: page, admin }) => {
		const heading = `Pasted Blog ${unique()}`
		const [picture] = await imageFiles({ name: 'pasted.jpg', color: '#0e7490' })
		await openAdmin(page, '/dashboard/blogs-admin')
		const form = formWith(page, 'Add Blog')
		const body = form.getByRole('textbox', { name: 'Body', exact: true })
		const markdown = form.locator('textarea[name="body"]')
		await expect(body).toHaveAttribute('contenteditable', 'true')
		await form.getByLabel('Heading', { exact: true }).fill(heading)
		await body.click()

		await paste(body, fixture('word.html'), WORD_TEXT)
		await expect(noteOf(page)).toHaveText('Removed fonts, colours and comments from the pasted text')
		await expect(markdown).toHaveValue(expectedMarkdown('word'))
		await expect(body.getByRole('heading', { level: 2, name: 'Some nested lists' })).toBeVisible()
		await expect(body.locator('ol > li > ol > li')).toHaveText(['a', 'b'])
		await expect(body.locator('table th')).toHaveText(['Name', 'Game', 'Fame', 'Blame'])

		await noteButton(page, 'Undo').click()
		await expect(noteOf(page)).toHaveCount(0)
		await expect(markdown).toHaveValue('')

		await body.click()
		await paste(body, fixture('word.html'), WORD_TEXT)
		await expect(noteOf(page)).toBeVisible()
		await noteButton(page, 'Paste as plain text').click()
		await expect(noteOf(page)).toHaveCount(0)
		await expect(markdown).toHaveValue('A Test of Headers\n\nSecond Level\n\nSome plain text.')

		await form.getByLabel('Picture', { exact: true }).setInputFiles(picture!)
		await expectUploaded(form, 1)
		await fillAltTexts(form)
		await form.getByRole('button', { name: 'Add Blog' }).click()
		await expectSuccessToast(page, 'Blog uploaded successfully')
		const id = await idFromEditLink(cardOf(page, heading))
		expect((await fetchRecord<Blog>(admin.context, 'blogs', id)).body).toBe(
			'A Test of Headers\n\nSecond Level\n\nSome plain text.',
		)
	},
)

adminTest('Paste from Google Docs into a post: saved as the expected Markdown', async ({ adminPage: page, admin }) => {
	const heading = `Docs Blog ${unique()}`
	const blog = await admin.create<Blog>('blogs', { heading, body: 'Intro.', picture: await admin.upload() })
	await openAdmin(page, `/admin/blog/edit/${blog.id}`)
	const form = formWith(page, 'Save Changes')
	const body = form.getByRole('textbox', { name: 'Body', exact: true })
	await expect(body).toHaveAttribute('contenteditable', 'true')
	await expect(body).toHaveText('Intro.')
	await body.click()
	await page.keyboard.press('End')
	await page.keyboard.press('Enter')

	await paste(body, fixture('google-docs.html'), 'Heading 1\nHeading 2')
	await expect(noteOf(page)).toHaveText('Removed fonts, colours and pictures from the pasted text')
	await noteButton(page, 'Dismiss').click()
	await expect(noteOf(page)).toHaveCount(0)
	await form.getByRole('button', { name: 'Save Changes' }).click()
	await expectSuccessToast(page, 'Blog updated successfully')
	await expect.poll(() => pathOf(page)).toBe('/dashboard/blogs-admin')
	expect((await fetchRecord<Blog>(admin.context, 'blogs', blog.id)).body).toBe(
		`Intro.\n\n${expectedMarkdown('google-docs')}`,
	)
})
