// Job applications (docs/design.md §17): a candidate applies on a position's page with and without
// JavaScript (a refusal keeps the typed text and asks for the CV again), and the team moves the
// application through its statuses, writes notes, downloads the CV and erases it; the screens and the
// form's states are axe-clean at 375 and 1280 px.
import type { Page } from '@playwright/test'

import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { adminTest } from '#tests/e2e/support/admin.ts'
import { type AdminApi, expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import { hydrated } from '#tests/e2e/support/helpers.ts'
import { htmlPage, pdf } from '#tests/helpers/documents.ts'

// The refused form answers 400 or 415, which Chromium logs.
test.use({ allowedConsoleErrors: [/status of (400|415)/] })

const positionFor = (admin: AdminApi, tag: string) =>
	admin.create('careers', { position_name: `Analyst ${tag}`, job_description: 'Numbers and **care**.' })

const form = (page: Page) => page.getByRole('region', { name: 'Apply for this position' })

async function fill(page: Page, name: string, resume: { name: string; mimeType: string; buffer: Buffer }) {
	await form(page).getByLabel('Name').fill(name)
	await form(page).getByLabel('Email').fill('candidate@example.com')
	await form(page).getByLabel('Phone').fill('+1 555 010 2030')
	await form(page).getByLabel('Message').fill('I would like to join you.')
	await form(page).getByLabel('CV', { exact: true }).setInputFiles(resume)
	await form(page)
		.getByLabel(/I agree/)
		.check()
}

const cv = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() }
const fake = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: htmlPage() }

for (const javaScriptEnabled of [false, true]) {
	test(`a candidate applies ${javaScriptEnabled ? 'with' : 'without'} JavaScript, after a refusal`, async ({
		browser,
		admin,
		baseURL,
	}) => {
		const tag = unique()
		const career = await positionFor(admin, tag)
		const context = await browser.newContext({ javaScriptEnabled, baseURL })
		const page = await context.newPage()
		await page.goto(`/career/${career.slug}`)
		await fill(page, `Candidate ${tag}`, fake)
		await form(page).getByRole('button', { name: 'Send application' }).click()
		await expect(page.getByRole('alert')).toContainText('choose the file again')
		// The typed text is back, the CV's error tied to its input, which has the focus.
		await expect(form(page).getByLabel('Name')).toHaveValue(`Candidate ${tag}`)
		await expect(form(page).getByLabel('Message')).toHaveValue('I would like to join you.')
		const resume = form(page).getByLabel('CV', { exact: true })
		await expect(resume).toHaveAttribute('aria-invalid', 'true')
		await expect(resume).toHaveAccessibleDescription(/must be a PDF or a Word.*at most 5 MB/)
		await expect(resume).toBeFocused()
		// axe runs as a script: with it off, the same page is scanned in the run with JavaScript.
		if (javaScriptEnabled) expect(await scanAtBothWidths(page, 'the refused application form')).toEqual([])
		await resume.setInputFiles(cv)
		await form(page)
			.getByLabel(/I agree/)
			.check()
		await form(page).getByRole('button', { name: 'Send application' }).click()
		await expect(page.getByRole('heading', { name: 'Thank you for applying!' })).toBeVisible()
		if (javaScriptEnabled) expect(await scanAtBothWidths(page, 'the application sent')).toEqual([])
		const stored = (await (await admin.context.get(`/job-applications?career_id=${career.id}`)).json()) as Array<{
			name: string
		}>
		expect(stored.map((application) => application.name)).toEqual([`Candidate ${tag}`])
		await context.close()
	})
}

adminTest(
	'the team moves an application through its statuses, downloads the CV and erases it',
	async ({ adminPage: page, admin }) => {
		const tag = unique()
		const career = await positionFor(admin, tag)
		const sent = await admin.context.post(`/careers/${career.id}/applications`, {
			multipart: {
				name: `Team Candidate ${tag}`,
				email: 'team.candidate@example.com',
				consent: 'true',
				resume: cv,
			},
		})
		expect(sent.status()).toBe(201)
		const { id } = (await sent.json()) as { id: number }

		await page.goto('/dashboard/career-admin')
		await hydrated(page)
		await page.getByRole('link', { name: `1 application for Analyst ${tag}` }).click()
		await expect(page.getByRole('heading', { name: `Applicants: Analyst ${tag}`, level: 1 })).toBeVisible()
		await expect(page.getByRole('link', { name: 'New (1)' })).toBeVisible()
		await page.getByRole('link', { name: `Team Candidate ${tag}` }).click()
		await expect(page.getByRole('heading', { name: `Application from Team Candidate ${tag}` })).toBeVisible()

		for (const status of ['Reviewing', 'Interview', 'Offer']) {
			await page.getByLabel('Status').selectOption({ label: status })
			await page.getByLabel(/Notes/).fill(`Moved to ${status}`)
			await page.getByRole('button', { name: 'Save' }).click()
			// Saved (the toast of the save before may still show): the stored status, then the page's.
			await expect
				.poll(
					async () =>
						((await (await admin.context.get(`/job-applications/${id}`)).json()) as { status: string }).status,
				)
				.toBe(status.toLowerCase())
			await expect(page.getByLabel('Status')).toHaveValue(status.toLowerCase())
			await expect(page.getByLabel(/Notes/)).toHaveValue(`Moved to ${status}`)
		}
		expect(await scanAtBothWidths(page, 'an application')).toEqual([])

		const download = page.waitForEvent('download')
		await page.getByRole('link', { name: /Download the CV/ }).click()
		expect((await download).suggestedFilename()).toBe(`application-${id}.pdf`)

		await page.goto(`/dashboard/applicants?career_id=${career.id}&status=offer`)
		await hydrated(page)
		await expect(page.getByRole('link', { name: 'Offer (1)' })).toHaveAttribute('aria-current', 'page')
		expect(await scanAtBothWidths(page, 'the applicants of a position')).toEqual([])
		await page.getByRole('link', { name: `Team Candidate ${tag}` }).click()
		await page.getByRole('button', { name: 'Erase' }).click()
		await page.getByRole('dialog').getByRole('button', { name: 'Erase' }).click()
		await expect(page.getByText('Application erased')).toBeVisible()
		expect((await admin.context.get(`/job-applications/${id}`)).status()).toBe(404)
	},
)
