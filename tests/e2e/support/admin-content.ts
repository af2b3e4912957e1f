import { mkdir, writeFile } from 'node:fs/promises'
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
 * visible text ('Update (Save Changes)', 'Publish (Add FAQ)': ADR 0049).
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
