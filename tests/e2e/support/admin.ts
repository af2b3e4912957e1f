import type { Page } from '@playwright/test'

import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'

/**
 * Tests of the admin area: `adminPage` is a page whose browser holds a real admin session (signed in
 * through POST /admin/login, which sets the HttpOnly cookie in the browser context).
 */
export const adminTest = test.extend<{ adminPage: Page }>({
	adminPage: async ({ page }, provide) => {
		const response = await page.context().request.post('/admin/login', { data: E2E_ADMIN })
		expect(response.status()).toBe(200)
		await provide(page)
	},
})

export { expect }
