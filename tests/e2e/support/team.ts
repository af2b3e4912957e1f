import type { Browser, Page } from '@playwright/test'

import { expect } from '#tests/e2e/support/admin.ts'
import { formWith, pathOf } from '#tests/e2e/support/admin-content.ts'
import { hydrated } from '#tests/e2e/support/helpers.ts'

/* The team's specs (docs/design.md §15): inviting from the Team screen and joining in a browser of one's own. */

export const PASSWORD = 'a long and uncommon passphrase'

/** Invites from the Team screen (ticking `types` too), and answers the link it shows to copy. */
export async function invite(page: Page, email: string, role: string, types: string[] = []): Promise<string> {
	const form = formWith(page, 'Invite')
	await form.getByLabel('Email').fill(email)
	await form.getByLabel('Role').selectOption({ label: role })
	// The content types are an author's or contributor's choice only.
	const choices = form.getByRole('group', { name: 'Content types they write' })
	await expect(choices).toBeVisible({ visible: role === 'Author' || role === 'Contributor' })
	for (const type of types) await choices.getByLabel(type).check()
	await form.getByRole('button', { name: 'Invite' }).click()
	const ready = page.getByRole('status', { name: 'Invitation ready' })
	await expect(ready).toContainText(`${email} is invited.`)
	// The e2e server has no SMTP_URL: the screen says nothing was e-mailed.
	await expect(ready).toContainText('This server sends no e-mail, so nothing was sent')
	return ready.getByLabel('Invitation link').inputValue()
}

/** Opens the link in a browser of its own and joins; answers that browser's page, on the dashboard. */
export async function join(browser: Browser, baseURL: string, link: string, name: string): Promise<Page> {
	const page = await (await browser.newContext({ baseURL })).newPage()
	await page.goto(link)
	await hydrated(page)
	await page.getByLabel('Your name').fill(name)
	await page.getByLabel('Password').fill(PASSWORD)
	await page.getByRole('button', { name: 'Join the team' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hi ${name}`)
	expect(pathOf(page)).toBe('/dashboard')
	return page
}
