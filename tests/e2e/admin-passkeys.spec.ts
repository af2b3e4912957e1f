import type { CDPSession, Page } from '@playwright/test'

import { violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, richText } from '#tests/e2e/support/admin-content.ts'
import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { test } from '#tests/e2e/support/fixtures.ts'
import { expectPath, hydrated } from '#tests/e2e/support/helpers.ts'
import { passwordStep, removeSecondFactors } from '#tests/e2e/support/second-factors.ts'
import {
	createFaq,
	endSessionBehindTheBrowsersBack,
	type Faq,
	FAQS,
	signInDialog,
} from '#tests/e2e/support/typed-work.ts'

/**
 * Passkeys in Chromium (ADR 0029): its virtual authenticator (DevTools protocol, WebAuthn domain) stands
 * in for a phone or a laptop's screen lock. A passkey is added on the Security screen, signs in from the
 * sign-in screen without an e-mail, shows when it was last used, and is removed with the password.
 */

// WebAuthn refuses an IP address as the relying party: these pages are opened at localhost.
test.use({ baseURL: async ({ e2eServer }, provide) => provide(`http://localhost:${e2eServer.port}`) })
// The signed-out visit of the Security screen and the password step answer 401, the refused password 403:
// Chromium logs each.
test.use({ allowedConsoleErrors: [/status of (401|403)/] })

const NAME = 'E2E laptop'

async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
	const cdp = await page.context().newCDPSession(page)
	await cdp.send('WebAuthn.enable')
	const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
		options: {
			protocol: 'ctap2',
			transport: 'internal',
			hasResidentKey: true,
			hasUserVerification: true,
			isUserVerified: true,
		},
	})
	return { cdp, authenticatorId }
}

// Other specs sign in with the password: whatever happens here, the shared account ends without passkeys
// (through the worker's own session, which signing out here does not end).
test.afterEach(({ admin }) => removeSecondFactors(admin.context))

adminTest(
	'a passkey is added on the Security screen, signs in without an e-mail, and is removed with the password',
	async ({ adminPage: page }) => {
		const { cdp, authenticatorId } = await addVirtualAuthenticator(page)
		await openAdmin(page, '/dashboard/security')
		await expect(page.getByText('No passkeys yet.')).toBeVisible()

		await page.getByLabel('Name').fill(NAME)
		await page.getByRole('button', { name: 'Add a passkey' }).click()
		await expect(page.getByText(`Passkey “${NAME}” added.`)).toBeVisible()
		// The account's first factor: its recovery codes, this once.
		await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
		const row = page.getByRole('listitem').filter({ hasText: `Remove “${NAME}”` })
		await expect(row).toContainText('Never used')
		await expect(row).toContainText('On one device or security key')
		const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
		expect(credentials).toHaveLength(1)
		expect(credentials[0]?.isResidentCredential).toBe(true)
		expect(await violations(page, 'Security with a passkey and recovery codes')).toEqual([])

		// Signed out, the screen sends the admin to sign in, and back here after.
		await page.getByRole('button', { name: 'Sign Out' }).click()
		await expectPath(page, '/')
		await page.goto('/dashboard/security')
		await page.getByRole('link', { name: 'Sign in' }).click()
		await hydrated(page, 'main')
		await expect(page.getByLabel('Email')).toHaveValue('')
		await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
		await expectPath(page, '/dashboard/security')
		await expect(row).toContainText('Last used')
		await expect(row).not.toContainText('Never used')

		// The password alone no longer signs in: its second step offers the passkey instead (ADR 0029).
		await page.getByRole('button', { name: 'Sign Out' }).click()
		await expectPath(page, '/')
		await passwordStep(page, '/admin?redirectTo=/dashboard/security')
		await expect(page.getByLabel('Recovery code')).toBeVisible()
		expect(await page.context().cookies()).toEqual([])
		expect(await violations(page, 'Sign-in second step with a passkey')).toEqual([])
		await page.getByRole('button', { name: 'Use a passkey instead' }).click()
		await expectPath(page, '/dashboard/security')

		// Removing asks for the password: a wrong one is refused beside its field.
		await row.getByText(`Remove “${NAME}”`).click()
		await row.getByLabel('Your password').fill('not the password at all')
		await row.getByRole('button', { name: 'Remove passkey' }).click()
		await expect(row.getByRole('alert')).toHaveText('The password is not right')
		expect(await violations(page, 'Security with a refused password')).toEqual([])
		await row.getByLabel('Your password').fill(E2E_ADMIN.password)
		await row.getByRole('button', { name: 'Remove passkey' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Passkey removed' })).toBeVisible()
		await expect(page.getByText('No passkeys yet.')).toBeVisible()
	},
)

adminTest(
	'the session-expired dialog signs in again with a passkey instead, and the save completes',
	async ({ adminPage: page, admin }) => {
		await addVirtualAuthenticator(page)
		await openAdmin(page, '/dashboard/security')
		await page.getByRole('button', { name: 'Add a passkey' }).click()
		await expect(page.getByText('Passkey “Device-bound passkey” added.')).toBeVisible()

		const faq = await createFaq(admin)
		await openAdmin(page, `${FAQS}/${faq.id}`)
		const edit = formWith(page, 'Save Changes')
		await (await richText(edit, 'Answer')).fill('Saved after a passkey.')
		await endSessionBehindTheBrowsersBack(page)
		await edit.getByRole('button', { name: 'Save Changes' }).click()
		const dialog = signInDialog(page)
		await dialog.getByLabel('Password').fill(E2E_ADMIN.password)
		await dialog.getByRole('button', { name: 'Sign in' }).click()
		await expect(dialog.getByLabel('Recovery code')).toBeVisible()
		expect(await violations(page, 'sign-in dialog offering a passkey')).toEqual([])
		await dialog.getByRole('button', { name: 'Use a passkey instead' }).click()
		await expectSuccessToast(page, 'FAQ updated successfully')
		expect((await admin.list<Faq>('faqs')).find((item) => item.id === faq.id)?.answer).toBe('Saved after a passkey.')
	},
)

test('the sign-in screen says when no passkey answers', async ({ page }) => {
	// An authenticator holding no passkey for this site: the browser's prompt ends without one.
	await addVirtualAuthenticator(page)
	await page.goto('/admin')
	await hydrated(page, 'main')
	await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
	await expect(page.getByRole('alert')).toHaveText('The passkey request was cancelled or timed out.')
	await expectPath(page, '/admin')
	expect(await violations(page, 'Sign-in with a refused passkey')).toEqual([])
})
