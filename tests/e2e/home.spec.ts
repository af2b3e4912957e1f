import { expect, test } from '@playwright/test'

test('the home page is server-rendered and hydrates without errors', async ({ page }) => {
	const errors: string[] = []
	page.on('pageerror', (error) => errors.push(error.message))
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text())
	})
	const response = await page.goto('/')
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1 })).toContainText('Analytics, AI and software')
	// Hydration done: React Router exposes its router on window once the client has taken over.
	await page.waitForFunction(() => '__reactRouterRouteModules' in window)
	expect(errors).toEqual([])
})

test('an unknown path shows the 404 page with a 404 status', async ({ page }) => {
	const response = await page.goto('/no/such/page')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
	await expect(
		page.getByText('Sorry, the page you are looking for might have been removed or does not exist.'),
	).toBeVisible()
	await page.getByRole('link', { name: 'Go back to Home' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('heading', { level: 1 })).toContainText('Analytics, AI and software')
})
