import type { Page } from '@playwright/test'

import { violations } from '#tests/e2e/support/accessibility.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { open } from '#tests/e2e/support/helpers.ts'

/** The API reference page (ADR 0013): the OpenAPI document, readable, from our own origin. */

type Operation = { operationId: string; summary: string; security?: unknown[] }
type Document = { paths: Record<string, Record<string, Operation>> }

async function documentedOperations(page: Page) {
	const response = await page.request.get('/openapi.json')
	expect(response.status()).toBe(200)
	const doc = (await response.json()) as Document
	return Object.entries(doc.paths).flatMap(([path, item]) =>
		Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, ...operation })),
	)
}

/** The same WCAG 2.2 A/AA scan as every other screen's (accessibility.spec.ts lists this page as scanned here). */
async function expectNoAxeViolations(page: Page) {
	expect(await violations(page, '/api-reference')).toEqual([])
}

test('shows every operation of /openapi.json with its method, path, summary and access', async ({ page }) => {
	const operations = await documentedOperations(page)
	expect(operations.length).toBeGreaterThan(45)
	await open(page, '/api-reference')
	await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible()
	await expect(page.getByRole('link', { name: '/openapi.json' })).toHaveAttribute('href', '/openapi.json')
	for (const operation of operations) {
		const section = page.locator(`section[id="${operation.operationId}"]`)
		await expect(
			section.getByRole('heading', { level: 3, name: operation.summary }),
			operation.operationId,
		).toBeAttached()
		await expect(section.locator('p').first()).toContainText(`${operation.method}${operation.path}`)
		await expect(section.locator('p').first()).toContainText(operation.security ? 'Admin session' : 'Public')
	}
})

test('describes the request fields with types, required marks and limits, and shows examples', async ({ page }) => {
	await open(page, '/api-reference')
	const addPartner = page.locator('section#createPartner')
	const fields = addPartner.getByRole('list', { name: 'Fields of the Add a partner request' })
	await expect(fields.getByRole('listitem').filter({ hasText: 'partner_name' })).toContainText(
		/partner_name\s*string\s*required\s*1–120 characters/,
	)
	await expect(fields.getByRole('listitem').filter({ hasText: 'image_url' })).toContainText('a web address or a path')
	await expect(addPartner.getByRole('figure').filter({ hasText: 'Example request' })).toContainText(
		/POST \/partners HTTP\/1\.1\s+Authorization: Bearer <token>\s+Content-Type: application\/json\s+\{\s+"partner_name"/,
	)
	await expect(addPartner.getByRole('figure').filter({ hasText: 'Example response' })).toContainText(
		/HTTP\/1\.1 201 Created[\s\S]*"id": 1/,
	)
	// Enumerations, and the shared failures linked to where they are described once.
	await expect(page.locator('section#createApplication')).toContainText('one of "AI", "Non-AI", "BI Solution"')
	await addPartner.getByRole('link', { name: '401', exact: true }).click()
	await expect(page.locator('#response-Unauthorized')).toBeInViewport()
	await expect(page.locator('#response-Unauthorized')).toContainText('Sign in as the admin to do this')
})

test('the document it shows is served as JSON from this origin', async ({ page }) => {
	const response = await page.request.get('/openapi.json')
	expect(response.headers()['content-type']).toMatch(/^application\/json/)
	expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0')
})

test.describe('at 1280 px', () => {
	test.use({ viewport: { width: 1280, height: 900 } })

	test('the side navigation jumps to an operation, whose heading clears the sticky header', async ({ page }) => {
		await open(page, '/api-reference')
		const nav = page.getByRole('navigation', { name: 'API reference', exact: true })
		await nav.getByRole('link', { name: /Add a testimonial/ }).click()
		const heading = page.locator('#createTestimonial-heading')
		await expect(heading).toBeInViewport()
		const headerBottom = await page
			.locator('header')
			.first()
			.evaluate((header) => header.getBoundingClientRect().bottom)
		expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom)
	})

	test('passes axe (WCAG 2.2 A and AA)', async ({ page }) => {
		// Some 3,000 elements: axe's colour-contrast rule alone takes 10 to 30 seconds on a busy machine.
		test.setTimeout(120_000)
		await open(page, '/api-reference')
		await expectNoAxeViolations(page)
	})
})

test.describe('at 375 px', () => {
	test.use({ viewport: { width: 375, height: 740 } })

	test('the contents open from the keyboard and lead to a section; nothing scrolls sideways', async ({ page }) => {
		await open(page, '/api-reference')
		await expect(page.getByRole('navigation', { name: 'API reference', exact: true })).toBeHidden()
		const summary = page.locator('summary', { hasText: 'Contents' })
		await summary.focus()
		await page.keyboard.press('Enter')
		const contents = page.getByRole('navigation', { name: 'API reference contents' })
		await contents.getByRole('link', { name: 'Uploads' }).click()
		await expect(page.locator('#tag-uploads-heading')).toBeInViewport()
		expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
	})

	test('passes axe (WCAG 2.2 A and AA)', async ({ page }) => {
		// Some 3,000 elements: axe's colour-contrast rule alone takes 10 to 30 seconds on a busy machine.
		test.setTimeout(120_000)
		await open(page, '/api-reference')
		await expectNoAxeViolations(page)
	})
})
