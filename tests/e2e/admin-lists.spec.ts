import type { Locator, Page } from '@playwright/test'

import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { adminTest, expect } from '#tests/e2e/support/admin.ts'
import {
	cardOf,
	deleteThroughDialog,
	expectSuccessToast,
	expectUploaded,
	fillAltTexts,
	imageFiles,
	openAdmin,
	pathOf,
	richText,
} from '#tests/e2e/support/admin-content.ts'
import { unique } from '#tests/e2e/support/fixtures.ts'
import { expectPath } from '#tests/e2e/support/helpers.ts'

/**
 * The Manage screens (ADR 0018): partners can be edited; every list has a search (with and
 * without JavaScript); the item just saved is marked on the list its save lands on.
 */

const PARTNERS = '/dashboard/edit-partners'
const FAQS = '/dashboard/edit-FAQ'

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })
const itemOf = (page: Page, list: string, text: string) =>
	page.getByRole('list', { name: list, exact: true }).getByRole('listitem').filter({ hasText: text })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' })
/** The same item's words with 'Kept' added to its first text field (its title). */
const keptText = (fields: Record<string, unknown>) => {
	const [name, value] = Object.entries(fields)[0]!
	return { [name]: `${String(value)} Kept` }
}

adminTest(
	'a partner is edited (name and logo) and lands back on the partners, marked',
	async ({ adminPage: page, admin }) => {
		const name = `Editable Partner ${unique()}`
		const partner = await admin.create('partners', { partner_name: name, image_url: await admin.upload() })
		const [logo] = await imageFiles({ name: 'new-logo.png', color: '#be123c', width: 400, height: 200 })
		await openAdmin(page, PARTNERS)
		await itemOf(page, 'Partner logos', name).getByRole('link', { name: 'Edit', exact: true }).click()
		await expectPath(page, `${PARTNERS}/${partner.id}`)
		await expect(page.getByRole('heading', { level: 1, name: 'Edit Partner' })).toBeVisible()
		await expect(field(page, 'Partner name')).toHaveValue(name)

		const renamed = `${name} Ltd`
		await field(page, 'Partner name').fill(renamed)
		await field(page, 'Image').setInputFiles(logo!)
		await expectUploaded(page.locator('form'), 1)
		await fillAltTexts(page.locator('form'))
		await page.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
		await expectSuccessToast(page, 'Partner updated successfully')
		await expectPath(page, PARTNERS)
		const item = itemOf(page, 'Partner logos', renamed)
		await expect(item).toHaveAttribute('aria-current', 'true')
		await expect(item).toContainText('(just saved)')
		await expect(item).toBeInViewport()
		const [stored] = (await admin.list<{ partner_name: string; image_url: string }>('partners')).filter(
			(candidate) => candidate.id === partner.id,
		)
		expect(stored?.partner_name).toBe(renamed)
		expect(stored?.image_url).not.toBe(partner.image_url)
		expect(await scanAtBothWidths(page, 'partner just saved')).toEqual([])
	},
)

adminTest(
	'an added item is marked and scrolled into view on its list, once: not when the list is opened again',
	async ({ adminPage: page, admin }) => {
		const tag = unique()
		// Enough questions that a new one, listed last (FAQs keep the home page's order), is below the fold.
		for (let i = 0; i < 12; i++) await admin.create('faqs', { question: `Filler ${i} ${tag}?`, answer: 'Filler.' })
		await openAdmin(page, FAQS)
		await field(page, 'Question').fill(`Newest question ${tag}?`)
		await (await richText(page, 'Answer')).fill('Newest answer.')
		await page.getByRole('button', { name: 'Publish (Add FAQ)', exact: true }).click()
		await expectSuccessToast(page, 'FAQ added')
		const item = itemOf(page, 'Items', `Newest question ${tag}?`)
		await expect(item).toHaveAttribute('aria-current', 'true')
		await expect(item).toBeInViewport()
		await expect(page.locator('[aria-current="true"]')).toHaveCount(1)

		// Off to its edit screen and back: the mark was for the landing only.
		await item.getByRole('link', { name: 'Edit', exact: true }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Edit FAQ' })).toBeVisible()
		await page.getByRole('link', { name: 'Cancel', exact: true }).click()
		await expectPath(page, FAQS)
		await expect(page.locator('[aria-current="true"]')).toHaveCount(0)

		// An edit that lands on the list marks what it saved.
		await item.getByRole('link', { name: 'Edit', exact: true }).click()
		await (await richText(page, 'Answer')).fill('A changed answer.')
		await page.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
		await expectSuccessToast(page, 'FAQ updated successfully')
		await expect(item).toHaveAttribute('aria-current', 'true')
	},
)

adminTest(
	'a portfolio card saved from its edit screen is marked on Manage Applications',
	async ({ adminPage: page, admin }) => {
		const title = `Marked Application ${unique()}`
		const application = await admin.create('applications', {
			title,
			description: 'Saved and marked.',
			picture: await admin.upload(),
		})
		await openAdmin(page, `/admin/applications/edit/${application.id}`)
		await page.getByRole('button', { name: 'Update (Save Changes)', exact: true }).click()
		await expectSuccessToast(page, 'Application updated successfully')
		await expectPath(page, '/dashboard/applications-admin')
		await expect(cardOf(page, title)).toHaveAttribute('aria-current', 'true')
		await expect(cardOf(page, title)).toBeInViewport()
	},
)

adminTest(
	'a delete from any Manage list stays on that list, its search and status filter kept, with the toast',
	async ({ adminPage: page, admin }) => {
		adminTest.setTimeout(60_000)
		const tag = unique()
		const picture = await admin.upload()
		const screens: Array<[path: string, collection: string, fields: Record<string, unknown>, toast: string]> = [
			['/dashboard/edit-FAQ', 'faqs', { question: `Doomed question ${tag}?`, answer: 'Gone soon.' }, 'FAQ deleted'],
			['/dashboard/pages', 'pages', { title: `Doomed Page ${tag}` }, 'Page deleted'],
			[
				'/dashboard/edit-partners',
				'partners',
				{ partner_name: `Doomed Partner ${tag}`, image_url: picture },
				'Partner deleted',
			],
			[
				'/dashboard/edit-testimonials',
				'testimonials',
				{ name: `Doomed Client ${tag}`, message: 'Bye.', picture },
				'Testimonial deleted',
			],
			[
				'/dashboard/career-admin',
				'careers',
				{ position_name: `Doomed Role ${tag}`, job_description: 'Work.' },
				'Career deleted',
			],
			[
				'/dashboard/products-admin',
				'products',
				{ title: `Doomed Product ${tag}`, description: 'Words.', picture },
				'Product deleted',
			],
			[
				'/dashboard/applications-admin',
				'applications',
				{ title: `Doomed App ${tag}`, description: 'Words.', picture },
				'Application deleted',
			],
			[
				'/dashboard/consulting-admin',
				'consulting',
				{ title: `Doomed Advice ${tag}`, description: 'Words.' },
				'Consulting deleted',
			],
		]
		for (const [path, collection, fields, toast] of screens) {
			// Two matches, so the list still shows the search's other item after the delete.
			const kept = await admin.create<{ id: number }>(collection, { ...fields, ...keptText(fields) })
			await admin.create(collection, fields)
			const query = `?status=live&q=${tag}`
			await openAdmin(page, `${path}${query}`)
			const doomed = page.getByRole('listitem').filter({ hasText: Object.values(fields)[0] as string })
			await deleteThroughDialog(page, doomed.filter({ hasNotText: 'Kept' }))
			await expectSuccessToast(page, toast)
			expect(pathOf(page), path).toBe(path)
			expect(new URL(page.url()).search, path).toBe(query)
			await expect(search(page), path).toHaveValue(tag)
			await expect(doomed, path).toHaveCount(1)
			await expect(doomed, path).toContainText('Kept')
			await admin.remove(collection, kept.id)
		}
	},
)

adminTest.describe('search', () => {
	adminTest(
		'filters as you type, replacing the history entry; says when nothing matches; keeps the count true',
		async ({ adminPage: page, admin }) => {
			const tag = unique()
			await admin.create('faqs', { question: `Do you build Dashboards ${tag}?`, answer: 'Yes.' })
			await admin.create('faqs', { question: `Where are you ${tag}?`, answer: 'In PUNE, mostly.' })
			await openAdmin(page, FAQS)
			const total = Number(
				/\((\d+)\)/.exec((await page.getByRole('heading', { level: 2, name: /^Questions/ }).textContent())!)![1],
			)
			const entries = await page.evaluate(() => window.history.length)

			await search(page).pressSequentially(`pune`, { delay: 30 })
			await expectPath(page, `${FAQS}?q=pune`)
			await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(1)
			await expect(itemOf(page, 'Items', `Where are you ${tag}?`)).toBeVisible()
			await expect(page.getByRole('heading', { level: 2, name: `Questions (1 of ${total})` })).toBeVisible()
			expect(await page.evaluate(() => window.history.length)).toBe(entries)
			await expect(search(page)).toBeFocused()

			await search(page).fill(`dashboards ${tag}`)
			await expect(itemOf(page, 'Items', `Do you build Dashboards ${tag}?`)).toBeVisible()
			await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(1)

			await search(page).fill(`nothing like it ${tag}`)
			await expect(page.getByText(`No matches for “nothing like it ${tag}”`)).toBeVisible()
			await expect(page.getByRole('list', { name: 'Items' })).toHaveCount(0)
			await expect(page.getByRole('heading', { level: 2, name: `Questions (0 of ${total})` })).toBeVisible()

			// The add form's fields keep their names; the search box is found by its own.
			await expect(field(page, 'Question')).toHaveCount(1)
			await expect(page.getByLabel('Question')).toHaveCount(1)
			expect(await scanAtBothWidths(page, 'search without matches')).toEqual([])

			await page.getByRole('link', { name: 'Clear search' }).click()
			await expectPath(page, FAQS)
			await expect(search(page)).toHaveValue('')
			await expect(page.getByRole('heading', { level: 2, name: `Questions (${total})` })).toBeVisible()
		},
	)

	adminTest(
		'every Manage screen has one, searching its items’ words on the server',
		async ({ adminPage: page, admin }) => {
			const tag = unique()
			const picture = await admin.upload()
			const screens: Array<[path: string, collection: string, fields: Record<string, unknown>, shows: string]> = [
				[
					'/dashboard/edit-partners',
					'partners',
					{ partner_name: `Searched Partner ${tag}`, image_url: picture },
					`Searched Partner ${tag}`,
				],
				[
					'/dashboard/edit-testimonials',
					'testimonials',
					{ name: `Searched Client ${tag}`, message: `Said ${tag}`, picture },
					`Searched Client ${tag}`,
				],
				[
					'/dashboard/career-admin',
					'careers',
					{ position_name: `Searched Role ${tag}`, job_description: 'Work.' },
					`Searched Role ${tag}`,
				],
				[
					'/dashboard/blogs-admin',
					'blogs',
					{ heading: `Searched Post ${tag}`, body: 'Words.', picture },
					`Searched Post ${tag}`,
				],
				[
					'/dashboard/products-admin',
					'products',
					{ title: `Searched Product ${tag}`, description: 'Words.', picture },
					`Searched Product ${tag}`,
				],
				[
					'/dashboard/applications-admin',
					'applications',
					{ title: `Searched App ${tag}`, description: 'Words.', picture },
					`Searched App ${tag}`,
				],
				[
					'/dashboard/consulting-admin',
					'consulting',
					{ title: `Searched Advice ${tag}`, description: 'Words.' },
					`Searched Advice ${tag}`,
				],
			]
			for (const [path, collection, fields, shows] of screens) {
				await admin.create(collection, fields)
				await openAdmin(page, `${path}?q=${encodeURIComponent(shows.toUpperCase())}`)
				await expect(search(page), path).toHaveValue(shows.toUpperCase())
				await expect(page.getByText(shows, { exact: true }), path).toHaveCount(1)
				await expect(page.getByText(/^1 of \d+ match “/), path).toBeVisible()
				await openAdmin(page, `${path}?q=${encodeURIComponent(`none ${tag}`)}`)
				await expect(page.getByText(`No matches for “none ${tag}”`), path).toBeVisible()
			}
		},
	)

	adminTest.describe('without JavaScript', () => {
		adminTest.use({ javaScriptEnabled: false })

		adminTest('the search box is a plain GET form', async ({ adminPage: page, admin }) => {
			const tag = unique()
			await admin.create('careers', { position_name: `Plain Role ${tag}`, job_description: 'No script needed.' })
			await page.goto('/dashboard/career-admin')
			await search(page).fill(`plain role ${tag}`)
			await search(page).press('Enter')
			await expectPath(
				page,
				`/dashboard/career-admin?q=${encodeURIComponent(`plain role ${tag}`).replaceAll('%20', '+')}`,
			)
			await expect(itemOf(page, 'Open positions', `Plain Role ${tag}`)).toBeVisible()
			await expect(page.getByRole('list', { name: 'Open positions' }).getByRole('listitem')).toHaveCount(1)
		})
	})
})
