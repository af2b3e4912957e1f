import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, pathOf } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'

type Page = { id: number; slug: string; title: string; blocks: Array<{ type: string; heading?: string }> }

/**
 * Pages built from blocks (docs/design.md §13): the admin adds a page with three blocks, reorders them by
 * keyboard, duplicates one, sees the live preview follow the typing, saves, and a visitor reads the page.
 */
adminTest(
	'a page of blocks: add, reorder by keyboard, duplicate, preview live, publish',
	async ({ adminPage: page, admin }) => {
		const title = `Services ${unique()}`
		await openAdmin(page, '/dashboard/pages')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Pages')
		const form = formWith(page, 'Add Page')
		await form.getByLabel('Title', { exact: true }).fill(title)
		const blocks = form.getByRole('group', { name: 'Blocks' })
		for (const type of ['Hero', 'Features', 'Call to action']) {
			await blocks.getByLabel('Block type').selectOption({ label: type })
			await blocks.getByRole('button', { name: 'Add block' }).click()
		}
		const block = (index: number) => blocks.locator(':scope > ol > li').nth(index)
		const names = blocks.locator(':scope > ol > li > p')
		await block(0).getByLabel('Heading', { exact: true }).fill('What we build')
		await block(0).getByLabel('Style').selectOption('plain')
		await block(1).getByLabel('Heading', { exact: true }).fill('Our services')
		await block(1).getByRole('button', { name: 'Add to Items' }).click()
		await block(1).getByLabel('Title', { exact: true }).fill('Dashboards')
		await block(2).getByLabel('Heading', { exact: true }).fill('Ready to start?')

		// Keyboard only: the call to action goes above the features.
		const moveUp = blocks.getByRole('button', { name: 'Move up: Call to action 3' })
		await moveUp.focus()
		await page.keyboard.press('Enter')
		await expect(page.getByText('Call to action 3 moved up')).toBeAttached()
		await expect(names).toHaveText(['Hero 1', 'Call to action 2', 'Features 3'])

		// A copy carries what was typed into the block.
		await blocks.getByRole('button', { name: 'Duplicate: Call to action 2' }).click()
		await expect(names).toHaveText(['Hero 1', 'Call to action 2', 'Call to action 3', 'Features 4'])
		await expect(block(2).getByLabel('Heading', { exact: true })).toHaveValue('Ready to start?')
		await blocks.getByRole('button', { name: 'Remove: Call to action 3' }).click()

		await form.getByRole('button', { name: 'Add Page' }).click()
		await expectSuccessToast(page, 'Page added')
		const stored = (await admin.list<Page>('pages')).find((candidate) => candidate.title === title)!
		expect(stored.blocks.map((block) => block.type)).toEqual(['hero', 'call_to_action', 'features'])

		// The edit screen's live preview draws the unsaved form at both widths.
		await openAdmin(page, `/dashboard/pages/${stored.id}`)
		await expect(page.getByText('Preview up to date')).toBeVisible()
		const edit = formWith(page, 'Save Changes')
		const firstBlock = edit.getByRole('group', { name: 'Blocks' }).locator(':scope > ol > li').first()
		await firstBlock.getByLabel('Heading', { exact: true }).fill('What we build, live')
		for (const frame of ['Preview: Phone, 375 pixels wide', 'Preview: Desktop, 1280 pixels wide']) {
			await expect(page.frameLocator(`iframe[title="${frame}"]`).locator('h1')).toHaveText('What we build, live')
		}
		expect(await scanAtBothWidths(page, `/dashboard/pages/${stored.id}`)).toEqual([])
		await edit.getByRole('button', { name: 'Save Changes' }).click()
		await expect.poll(() => pathOf(page)).toBe('/dashboard/pages')

		// A visitor reads it at its slug, the blocks in the admin's order.
		await page.goto(`/${stored.slug}`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('What we build, live')
		const headings = page.getByRole('main').getByRole('heading', { level: 2 })
		await expect(headings).toHaveText(['Ready to start?', 'Our services'])
		await expect(page.getByRole('main').getByText('Dashboards')).toBeVisible()
	},
)
