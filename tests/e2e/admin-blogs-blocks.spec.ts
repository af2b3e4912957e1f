import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import {
	expectSuccessToast,
	fetchRecord,
	formWith,
	markdownOf,
	openAdmin,
	richText,
} from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'
import { VIDEO_URL } from '#tests/e2e/support/helpers.ts'

/**
 * The blocks of a body beyond text (docs/design.md §14, ADR 0048): the `/` menu, callouts, a video and a
 * picture from the library, each put in by keyboard or toolbar, saved as their Markdown and shown on the
 * public post as the site shows them.
 */
type Blog = { heading: string; body: string; slug: string }

adminTest(
	'the / menu, callouts, a video and a library picture: written by keyboard and toolbar, saved as Markdown, shown on the post',
	async ({ adminPage: page, admin, browser }) => {
		const tag = unique()
		const heading = `Blocks Blog ${tag}`
		const picture = await admin.upload({ color: '#0e7490', alt: `A harbour at dusk ${tag}` })
		const blog = await admin.create<Blog>('blogs', { heading, body: 'Opening words.', picture })

		await openAdmin(page, `/admin/blog/edit/${blog.id}`)
		const form = formWith(page, 'Save Changes')
		const body = await richText(form, 'Body')
		await body.click()
		await page.keyboard.press('Control+End')
		await page.keyboard.press('Enter')

		// '/' lists every block; the editing area points at the chosen one; typing narrows the list.
		await page.keyboard.type('/')
		const menu = page.getByRole('listbox', { name: 'Body: insert' })
		await expect(menu).toBeVisible()
		await expect(menu.getByRole('option', { selected: true })).toHaveText('Heading 2')
		const chosen = await menu.getByRole('option', { selected: true }).getAttribute('id')
		await expect(body).toHaveAttribute('aria-activedescendant', chosen!)
		await page.keyboard.press('ArrowDown')
		await expect(menu.getByRole('option', { selected: true })).toHaveText('Heading 3')
		expect(await scanAtBothWidths(page, 'the / menu open')).toEqual([])
		await page.keyboard.type('tip')
		await expect(menu.getByRole('option')).toHaveText(['Tip'])
		await page.keyboard.press('Enter')
		await expect(menu).toBeHidden()
		await expect(body).not.toHaveAttribute('aria-activedescendant')
		await page.keyboard.type('Keep it short.')
		// Enter twice leaves the callout, as it leaves a quote.
		await page.keyboard.press('Enter')
		await page.keyboard.press('Enter')

		// Escape closes the menu and keeps what was typed.
		await page.keyboard.type('/vid')
		await expect(menu.getByRole('option')).toHaveText(['Video'])
		await page.keyboard.press('Escape')
		await expect(menu).toBeHidden()
		await expect(body).toContainText('/vid')
		for (const _letter of '/vid') await page.keyboard.press('Backspace')
		await page.keyboard.type('/video')
		await page.keyboard.press('Enter')
		const videoDialog = page.getByRole('dialog', { name: 'Add a video' })
		await expect(videoDialog).toBeVisible()
		await videoDialog.getByLabel('YouTube address').fill('https://example.com/clip')
		await videoDialog.getByRole('button', { name: 'Add video' }).click()
		await expect(videoDialog.getByText('Enter a YouTube watch address')).toBeVisible()
		await videoDialog.getByLabel('YouTube address').fill(VIDEO_URL)
		await videoDialog.getByLabel('YouTube address').press('Enter')
		await expect(videoDialog).toBeHidden()
		await expect(body.getByText('YouTube video')).toBeVisible()

		// The toolbar: a paragraph made a warning (pressed while the cursor is in it).
		await page.keyboard.press('Control+End')
		await page.keyboard.type('Mind the gap.')
		const warning = form.getByRole('button', { name: 'Warning', exact: true })
		await warning.click()
		await expect(warning).toHaveAttribute('aria-pressed', 'true')
		await expect(body.locator('[data-callout="warning"]')).toHaveText('Mind the gap.')

		// A picture from the library, by the '/' menu, with the library's alt text.
		await page.keyboard.press('Control+End')
		await page.keyboard.press('Enter')
		await page.keyboard.press('Enter')
		await page.keyboard.type('/image')
		await page.keyboard.press('Enter')
		const library = page.getByRole('dialog', { name: 'Choose from the library' })
		await library.getByLabel('Search images').fill(`A harbour at dusk ${tag}`)
		await library.getByRole('button', { name: new RegExp(`A harbour at dusk ${tag}`) }).click()
		await library.getByRole('button', { name: 'Use this picture' }).click()
		await expect(library).toBeHidden()
		await expect(body.getByRole('img', { name: `A harbour at dusk ${tag}` })).toBeVisible()
		// Chosen, the picture's alt text can be changed here; Enter ends it, back in the text, and sends nothing.
		await body.getByRole('img', { name: `A harbour at dusk ${tag}` }).click()
		const alt = form.getByLabel("Picture's alt text")
		await expect(alt).toHaveValue(`A harbour at dusk ${tag}`)
		await alt.fill(`Cranes in a harbour at dusk ${tag}`)
		await alt.press('Enter')
		await expect(body).toBeFocused()
		await expect(page.getByRole('status')).toHaveCount(0)

		const markdown = await markdownOf(form, 'body').inputValue()
		expect(markdown).toContain('> [!TIP]\n> Keep it short.')
		expect(markdown).toContain(`\n\n${VIDEO_URL}\n\n`)
		expect(markdown).toContain('> [!WARNING]\n> Mind the gap.')
		expect(markdown).toContain(`![Cranes in a harbour at dusk ${tag}](${picture})`)
		await form.getByRole('button', { name: 'Save Changes' }).click()
		await expectSuccessToast(page, 'Blog updated successfully')
		expect((await fetchRecord<Blog>(admin.context, 'blogs', blog.id)).body).toBe(markdown)

		// The post shows them as the site shows them: callouts as notes, the video as a player, the picture.
		const visitor = await browser.newPage()
		await visitor.goto(`/blog/${blog.slug}`)
		const article = visitor.getByRole('article')
		await expect(article.getByRole('note')).toHaveText([/^Tip\s*Keep it short\.\s*$/, /^Warning\s*Mind the gap\.\s*$/])
		await expect(article.getByRole('link', { name: `Play video: ${heading}` })).toHaveAttribute('href', VIDEO_URL)
		// In the body (the cover is the same picture, above it).
		await expect(
			article.locator('.prose').getByRole('img', { name: `Cranes in a harbour at dusk ${tag}` }),
		).toBeVisible()
		await visitor.close()
	},
)

adminTest.describe('refused', () => {
	// The refusal is the server's answer, 400, which the browser logs.
	adminTest.use({ allowedConsoleErrors: [/status of 400/] })
	adminTest(
		'an emptied body is refused by the server, and the editing area says so',
		async ({ adminPage: page, admin }) => {
			const blog = await admin.create<Blog>('blogs', {
				heading: `Emptied Blog ${unique()}`,
				body: 'Soon empty.',
				picture: await admin.upload(),
			})
			await openAdmin(page, `/admin/blog/edit/${blog.id}`)
			const form = formWith(page, 'Save Changes')
			const body = await richText(form, 'Body')
			await body.click()
			await page.keyboard.press('Control+A')
			await page.keyboard.press('Delete')
			await form.getByRole('button', { name: 'Save Changes' }).click()
			const refused = await richText(form, 'Body')
			await expect(refused).toHaveAttribute('aria-invalid', 'true')
			await expect(refused).toHaveAccessibleDescription('Body is required')
			// The message sits under the editor, as under any field.
			const [editorBox, messageBox] = await Promise.all([
				refused.boundingBox(),
				form.locator('#field-body-error').boundingBox(),
			])
			expect(messageBox!.y).toBeGreaterThan(editorBox!.y + editorBox!.height)
			expect((await fetchRecord<Blog>(admin.context, 'blogs', blog.id)).body).toBe('Soon empty.')
			// Written again, the mark goes with the next save.
			await refused.fill('Back again.')
			await form.getByRole('button', { name: 'Save Changes' }).click()
			await expectSuccessToast(page, 'Blog updated successfully')
			expect((await fetchRecord<Blog>(admin.context, 'blogs', blog.id)).body).toBe('Back again.')
		},
	)
})

adminTest.describe('without JavaScript', () => {
	adminTest.use({ javaScriptEnabled: false })

	adminTest('the body is the Markdown textarea, and the form saves it', async ({ adminPage: page, admin }) => {
		const heading = `Plain Blog ${unique()}`
		const blog = await admin.create<Blog>('blogs', { heading, body: 'Before.', picture: await admin.upload() })
		await page.goto(`/admin/blog/edit/${blog.id}`)
		const form = formWith(page, 'Save Changes')
		const body = form.getByRole('textbox', { name: 'Body', exact: true })
		await expect(body).toHaveJSProperty('tagName', 'TEXTAREA')
		await expect(form.locator('[contenteditable]')).toHaveCount(0)
		await expect(body).toHaveValue('Before.')
		await body.fill('> [!NOTE]\n> Written without script.')
		await form.getByRole('button', { name: 'Save Changes' }).click()
		await expect
			.poll(async () => (await fetchRecord<Blog>(admin.context, 'blogs', blog.id)).body)
			.toBe('> [!NOTE]\n> Written without script.')
	})
})
