import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type APIRequestContext, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { expect } from '#tests/e2e/support/fixtures.ts'
import { hydrated } from '#tests/e2e/support/helpers.ts'

/** Helpers for the tests of the admin content screens (applications, products, consulting, blogs). */

type ImageSpec = { name: string; color: string; width?: number; height?: number }

/** A folder of the running test's own (Playwright clears it before each run). */
async function testFolder(name: string): Promise<string> {
	const dir = test.info().outputPath(`${name}-${Math.random().toString(36).slice(2, 8)}`)
	await mkdir(dir, { recursive: true })
	return dir
}

/**
 * Real image files on disk, as an admin would choose them: PNG or JPEG by the name's extension, made by
 * sharp, in a fresh folder. Returns their paths in the order given.
 */
export async function imageFiles(...specs: ImageSpec[]): Promise<string[]> {
	const dir = await testFolder('images')
	return Promise.all(
		specs.map(async ({ name, color, width = 640, height = 480 }) => {
			const image = sharp({ create: { width, height, channels: 3, background: color } })
			const buffer = name.endsWith('.png') ? await image.png().toBuffer() : await image.jpeg().toBuffer()
			const file = path.join(dir, name)
			await writeFile(file, buffer)
			return file
		}),
	)
}

/** A file whose bytes are not an accepted image, under the name given (an SVG renamed .png, a text file). */
export async function otherFile(name: string, content: string): Promise<string> {
	const dir = await testFolder('files')
	const file = path.join(dir, name)
	await writeFile(file, content)
	return file
}

/** Opens an admin page and waits until React has hydrated it (admin pages have no footer to wait for). */
export async function openAdmin(page: Page, url: string) {
	const response = await page.goto(url)
	await hydrated(page, 'main')
	return response
}

export const pathOf = (page: Page) => new URL(page.url()).pathname

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The form whose submit button is named `button`, or whose workflow's primary button carries it after its
 * visible text ('Update (Save Changes)', 'Publish (Add FAQ)': ADR 0050).
 */
export const formWith = (page: Page, button: string) =>
	page.locator('form').filter({
		has: page.getByRole('button', { name: new RegExp(`^(${escaped(button)}|.+ \\(${escaped(button)}\\))$`) }),
	})

/** Opens the schedule inside the workflow's primary control ('Schedule…', or 'Reschedule…' for a scheduled item). */
export async function openSchedule(scope: Page | Locator) {
	await scope.locator('summary', { hasText: /^(Schedule|Reschedule)…$/ }).click()
}

/** The pictures of an image field (previews, existing ones), in order. */
export const pictureItems = (scope: Page | Locator) => scope.locator('li[data-state]')

/** Waits until each of `count` pictures has uploaded (none still sending, none refused). */
export async function expectUploaded(scope: Page | Locator, count: number) {
	await expect(pictureItems(scope)).toHaveCount(count)
	await expect(scope.locator('li[data-state="done"]')).toHaveCount(count, { timeout: 15_000 })
}

/** A success toast (role=status) with this text. */
export const expectSuccessToast = (page: Page, text: string) => expect(page.getByRole('status')).toHaveText(text)

/** The admin-list card titled `title` (a list item holding a link of that name). */
export const cardOf = (page: Page, title: string) =>
	page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) })

/** The id at the end of a card's Edit link. */
export async function idFromEditLink(card: Locator): Promise<number> {
	const href = await card.getByRole('link', { name: 'Edit', exact: true }).getAttribute('href')
	const id = Number(href?.split('/').pop())
	expect(Number.isInteger(id) && id > 0, `edit link ${href}`).toBe(true)
	return id
}

/** The stored record, straight from the JSON API. */
export async function fetchRecord<T = Record<string, unknown>>(
	request: APIRequestContext,
	collection: string,
	id: number,
): Promise<T> {
	const response = await request.get(`/${collection}/${id}`)
	expect(response.status(), `/${collection}/${id}`).toBe(200)
	return (await response.json()) as T
}

/** Deletes an item through its card's confirmation dialog. */
export async function deleteThroughDialog(page: Page, card: Locator) {
	await card.getByRole('button', { name: 'Delete', exact: true }).click()
	const dialog = page.getByRole('dialog')
	await expect(dialog).toBeVisible()
	await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
}

/** Types alt text under each picture in `scope` that has none yet: publishing needs it (docs/design.md §9). */
export async function fillAltTexts(scope: Page | Locator, text = 'A test picture') {
	const inputs = await scope.getByRole('textbox', { name: /^Alt text/ }).all()
	for (const [index, input] of inputs.entries()) {
		if ((await input.inputValue()) === '') await input.fill(`${text} ${index + 1}`)
	}
}

/**
 * A Markdown field's rich-text editor (ADR 0048), once it has taken the textarea's place: `fill` it and
 * read it with `toHaveText`; the Markdown the form sends is the hidden textarea's (`markdownOf`).
 */
export async function richText(scope: Page | Locator, label: string): Promise<Locator> {
	const editor = scope.getByRole('textbox', { name: label, exact: true })
	await expect(editor).toHaveAttribute('contenteditable', 'true')
	return editor
}

/**
 * Empties a rich-text editor as a writer does: all selected, then Delete. (Playwright's `fill('')` clears
 * by a DOM command ProseMirror does not always read, so the text could stay.)
 */
export async function clearRichText(editor: Locator) {
	await editor.click()
	await editor.press('ControlOrMeta+A')
	await editor.press('Delete')
	await expect(editor).toHaveText('')
}

/** The Markdown a form sends for a rich-text field: its hidden textarea's value. */
export const markdownOf = (scope: Page | Locator, name: string) => scope.locator(`textarea[name="${name}"]`)

/** A button of the toast (its Undo), told apart from the editors' own Undo on the same screen. */
export const toastButton = (page: Page, name: string) =>
	page.locator('div:has(> [data-toast])').getByRole('button', { name, exact: true })

/** An upload area (the Media screen's, the picker's): where files are dropped. */
export const dropZone = (scope: Page | Locator) => scope.locator('[data-drop-zone]')

/** The files of an upload area, by state (`waiting`, `sending`, `done`, `refused`, `failed`, `signed-out`). */
export const uploadsIn = (scope: Page | Locator, state?: string) =>
	scope.getByRole('list', { name: 'Uploads' }).locator(state ? `li[data-upload-state="${state}"]` : 'li')

/**
 * Drops files on an element as a person dragging them from their desktop would: a DataTransfer made in
 * the page holding the files' bytes, sent with dragenter, dragover (the drop highlight shows) and drop.
 */
export async function dropFiles(target: Locator, files: string[]) {
	const types: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.txt': 'text/plain' }
	const payload = await Promise.all(
		files.map(async (file) => ({
			name: path.basename(file),
			type: types[path.extname(file)] ?? '',
			data: (await readFile(file)).toString('base64'),
		})),
	)
	const dataTransfer = await target.page().evaluateHandle((list) => {
		const transfer = new DataTransfer()
		for (const { name, type, data } of list) {
			const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0))
			transfer.items.add(new File([bytes], name, { type }))
		}
		return transfer
	}, payload)
	await target.dispatchEvent('dragenter', { dataTransfer })
	await target.dispatchEvent('dragover', { dataTransfer })
	await expect(target).toHaveAttribute('data-dragging', 'true')
	await target.dispatchEvent('drop', { dataTransfer })
	await expect(target).not.toHaveAttribute('data-dragging')
	await dataTransfer.dispose()
}
