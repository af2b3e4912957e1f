import { violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import { expectSuccessToast, formWith, openAdmin, pathOf, richText } from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'
import { invite, join, PASSWORD } from '#tests/e2e/support/team.ts'
import { adminNav, FAQS, signInDialog } from '#tests/e2e/support/typed-work.ts'

/**
 * The team (docs/design.md §15), as people meet it: the administrator invites from the Team screen and
 * hands each link over; each one joins in a browser of their own; a contributor's dashboard offers only
 * what they may do; removing someone signs their open tab out at the next thing they do.
 */

// A dead link's page answers 410, a refused password 400, the removed user's save 401: Chromium logs each.
adminTest.use({ allowedConsoleErrors: [/status of (400|401|410)/] })

adminTest(
	'invites an editor and a contributor who each join; removing the contributor signs their open tab out',
	async ({ adminPage: page, browser, baseURL }) => {
		adminTest.setTimeout(120_000)
		const tag = unique()
		await openAdmin(page, '/dashboard')
		await page.getByRole('link', { name: /^Team/ }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team')
		const editorLink = await invite(page, `editor-${tag}@example.com`, 'Editor')
		const contributorLink = await invite(page, `contributor-${tag}@example.com`, 'Contributor', ['FAQs'])
		expect(contributorLink).toMatch(new RegExp(`^${baseURL}/invitations/[\\w-]{43}$`))
		const pending = page.getByRole('table', { name: 'Pending invitations' })
		await expect(pending.getByRole('row', { name: new RegExp(`contributor-${tag}`) })).toContainText('Contributor')
		expect(await violations(page, 'Team screen with a link to hand over')).toEqual([])

		// The editor's link, opened: who invites and as what; a common password is refused, the link stays good.
		const editorPage = await (await browser.newContext({ baseURL })).newPage()
		await editorPage.goto(editorLink)
		await expect(editorPage.getByText('Admin invited you as editor.')).toBeVisible()
		expect(await violations(editorPage, 'invitation page')).toEqual([])
		await editorPage.getByLabel('Your name').fill(`Eddie ${tag}`)
		await editorPage.getByLabel('Password').fill('password1234')
		await editorPage.getByRole('button', { name: 'Join the team' }).click()
		await expect(editorPage.getByText('This password is one of the most common ones: choose another')).toBeVisible()
		await editorPage.getByLabel('Password').fill(PASSWORD)
		await editorPage.getByRole('button', { name: 'Join the team' }).click()
		await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText(`Hi Eddie ${tag}`)
		await expect(editorPage.getByRole('link', { name: /^Contact Submissions/ })).toBeVisible()
		await expect(editorPage.getByRole('link', { name: /^Team/ })).toHaveCount(0)

		// The contributor: only what they may do (docs/design.md §15).
		const contributor = await join(browser, baseURL!, contributorLink, `Cora ${tag}`)
		for (const tile of [/^Blogs /, /^FAQ /]) await expect(contributor.getByRole('link', { name: tile })).toBeVisible()
		for (const tile of [
			/^Team/,
			/^Settings/,
			/^Contact Submissions/,
			/^Audit log/,
			/^Trash/,
			/^Redirects/,
			/^Site health/,
		]) {
			await expect(contributor.getByRole('link', { name: tile })).toHaveCount(0)
		}
		await expect(adminNav(contributor).getByRole('link', { name: 'Analytics' })).toHaveCount(0)

		// A used link says so.
		const used = await contributor.goto(contributorLink)
		expect(used?.status()).toBe(410)
		await expect(contributor.getByRole('heading', { level: 1 })).toHaveText('This invitation link no longer works')
		await expect(contributor.getByText('This invitation was already used: sign in instead')).toBeVisible()
		expect(await violations(contributor, 'a used invitation link')).toEqual([])

		// The contributor writes an FAQ; meanwhile the administrator removes them.
		await openAdmin(contributor, FAQS)
		const draft = formWith(contributor, 'Save draft')
		await draft.getByLabel('Question', { exact: true }).fill(`Cora's question ${tag}?`)
		await (await richText(draft, 'Answer')).fill('Typed before the removal.')

		await page.reload()
		const row = page.getByRole('table', { name: 'The team' }).getByRole('row', { name: new RegExp(`Cora ${tag}`) })
		await expect(row).toContainText('Contributor')
		await row.getByRole('button', { name: 'Remove' }).click()
		const confirm = page.getByRole('dialog', { name: `Remove Cora ${tag} from the team?` })
		await confirm.getByRole('button', { name: 'Remove' }).click()
		await expectSuccessToast(page, `Cora ${tag} was removed from the team`)
		await expect(page.getByRole('table', { name: 'The team' })).not.toContainText(`Cora ${tag}`)
		await expect(page.getByRole('list', { name: 'Removed from the team' })).toContainText(`Cora ${tag}`)

		// Their open tab: the next save asks them to sign in, and their password no longer does.
		await draft.getByRole('button', { name: 'Save draft' }).click()
		const dialog = signInDialog(contributor)
		await expect(dialog).toBeVisible()
		await dialog.getByLabel('Password').fill(PASSWORD)
		await dialog.getByRole('button', { name: 'Sign in' }).click()
		// A password is checked at scrypt's pace (a decoy hash for a removed user): seconds on a busy machine.
		await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password', { timeout: 15_000 })
	},
)

adminTest('the invitation page works without JavaScript', async ({ admin, browser, baseURL }) => {
	const invited = await admin.context.post('/users/invitations', {
		data: { email: `no-script-${unique()}@example.com`, role: 'author' },
	})
	expect(invited.status()).toBe(201)
	const { url } = (await invited.json()) as { url: string }
	const page = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage()
	await page.goto(url)
	await page.getByLabel('Your name').fill('Nora Script')
	await page.getByLabel('Password').fill('password1234')
	await page.getByRole('button', { name: 'Join the team' }).click()
	await expect(page.getByText('This password is one of the most common ones: choose another')).toBeVisible()
	await expect(page.getByLabel('Your name')).toHaveValue('Nora Script')
	await page.getByLabel('Password').fill(PASSWORD)
	await page.getByRole('button', { name: 'Join the team' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi Nora Script')
	expect(pathOf(page)).toBe('/dashboard')
})
