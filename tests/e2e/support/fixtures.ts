import { type APIRequestContext, expect, request, test as base } from '@playwright/test'
import sharp from 'sharp'

import { E2E_ADMIN } from '#tests/e2e/support/e2e-admin.ts'
import { type E2eServer, startE2eServer } from '#tests/e2e/support/e2e-server.ts'
import { photoLikeJpeg } from '#tests/helpers/photo.ts'
import { becomeTheSampleCompany } from '#tests/helpers/sample-company.ts'

type Json = Record<string, unknown>

/** The admin's JSON API, signed in once per worker: e2e tests create the content they look at through it. */
export type AdminApi = {
	context: APIRequestContext
	/**
	 * Uploads a generated image (PNG, `width`x`height`, one colour) and returns its URL. It gets alt text
	 * (`alt`; '' for none), which publishing an item that shows it needs (docs/design.md §9).
	 */
	upload(options?: { color?: string; width?: number; height?: number; alt?: string }): Promise<string>
	/** Uploads a generated photo-like JPEG (texture at every scale, so it compresses like a real one), with alt text. */
	uploadPhoto(options?: { width?: number; height?: number; alt?: string }): Promise<string>
	create<T extends Json = Json>(collection: string, fields: Json): Promise<T & { id: number; slug: string }>
	update<T extends Json = Json>(collection: string, id: number, fields: Json): Promise<T & { id: number; slug: string }>
	remove(collection: string, id: number): Promise<void>
	list<T extends Json = Json>(collection: string): Promise<Array<T & { id: number; slug: string }>>
}

/** A suffix that keeps each test's titles apart from every other test's on the shared server. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller states the shape it expects
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
	if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`)
	return response.status() === 204 ? undefined : response.json()
}

/**
 * Playwright's trace recorder (when E2E_TRACE turns it on: playwright.config.ts) copies blob: images, the
 * admin's upload previews, with fetch() from inside the page, which the page's policy refuses; the site
 * itself never fetches a blob: URL.
 */
const TOOL_NOISE =
	/^Connecting to 'blob:.* violates the following Content Security Policy directive|^connect-src refused blob /

type TestFixtures = {
	/**
	 * Console errors, Content-Security-Policy violations and failed requests a test expects (an intended
	 * 4xx answer makes Chromium log one); anything else fails it.
	 */
	allowedConsoleErrors: RegExp[]
	/**
	 * Every page is watched: console errors, Content-Security-Policy violations, uncaught exceptions,
	 * dialogs and failed requests fail the test.
	 */
	browserProblems: string[]
}

type WorkerFixtures = {
	/** This worker's own server (tests/e2e/support/e2e-server.ts); every page and request goes to it. */
	e2eServer: E2eServer
	admin: AdminApi
}

/**
 * The server starts neutral, without the sample content (the specs make what they look at): the admin
 * makes it the sample company first (tests/helpers/sample-company.ts), and signs that session out.
 */
async function becomeTheSampleCompanyAt(baseURL: string): Promise<void> {
	const context = await request.newContext({ baseURL })
	const { token } = await ok(await context.post('/admin/login', { data: E2E_ADMIN }))
	await becomeTheSampleCompany(baseURL, token)
	await ok(await context.post('/admin/logout'))
	await context.dispose()
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
	e2eServer: [
		// eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
		async ({}, use, workerInfo) => {
			const server = await startE2eServer(workerInfo.workerIndex)
			await becomeTheSampleCompanyAt(server.url)
			await use(server)
			await server.stop()
		},
		{ scope: 'worker', timeout: 90_000 },
	],
	baseURL: async ({ e2eServer }, provide) => provide(e2eServer.url),
	allowedConsoleErrors: [[], { option: true }],
	browserProblems: [
		async ({ page, allowedConsoleErrors, javaScriptEnabled }, use) => {
			const problems: string[] = []
			const unlessAllowed = (kind: string, text: string) => {
				if (TOOL_NOISE.test(text) || allowedConsoleErrors.some((pattern) => pattern.test(text))) return
				problems.push(`${kind}: ${text}`)
			}
			page.on('console', (message) => {
				if (message.type() === 'error') unlessAllowed('console error', `${message.text()} (${message.location().url})`)
			})
			// Chromium logs most violations to the console too, but not all (a blocked frame or a report-only
			// rule); the event sees every one, in every frame.
			await page.exposeBinding('reportCspViolation', (_source, text: string) => unlessAllowed('CSP violation', text))
			await page.addInitScript(() =>
				document.addEventListener('securitypolicyviolation', (event) =>
					(window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
						`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
					),
				),
			)
			page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
			page.on('dialog', (dialog) => {
				// Leaving an admin form with unsaved changes asks the browser to confirm (beforeunload): a test
				// that goes elsewhere means to leave, as an admin answering 'Leave' does. Any other dialog is a bug.
				if (dialog.type() === 'beforeunload') return void dialog.accept()
				problems.push(`dialog: ${dialog.message()}`)
				void dialog.dismiss()
			})
			page.on('requestfailed', (failed) => {
				const reason = failed.failure()?.errorText ?? ''
				// A navigation cancels what the previous page was still loading; that is not a failure. Nor is
				// Chromium refusing scripts when the test turned JavaScript off.
				if (reason === 'net::ERR_ABORTED' || (!javaScriptEnabled && reason === 'csp')) return
				unlessAllowed('request failed', `${failed.url()} ${reason}`)
			})
			await use(problems)
			expect(problems, 'browser console errors and failed requests').toEqual([])
		},
		{ auto: true },
	],
	admin: [
		async ({ e2eServer }, use) => {
			const context = await request.newContext({ baseURL: e2eServer.url })
			await ok(await context.post('/admin/login', { data: E2E_ADMIN }))
			const send = async (buffer: Buffer, name: string, mimeType: string, alt: string) => {
				const body = await ok(await context.post('/upload', { multipart: { image: { name, mimeType, buffer } } }))
				if (alt) await ok(await context.put(`/media/${body.id}`, { data: { alt } }))
				return body.imageUrl as string
			}
			await use({
				context,
				async upload({ color = '#1d5fd6', width = 800, height = 600, alt = 'A generated test image' } = {}) {
					const picture = sharp({ create: { width, height, channels: 3, background: color } })
					return send(await picture.png().toBuffer(), 'e2e.png', 'image/png', alt)
				},
				uploadPhoto: async ({ width = 4000, height = 3000, alt = 'A generated test photo' } = {}) =>
					send(await photoLikeJpeg(width, height), 'photo.jpg', 'image/jpeg', alt),
				create: async (collection, fields) => ok(await context.post(`/${collection}`, { data: fields })),
				update: async (collection, id, fields) => ok(await context.put(`/${collection}/${id}`, { data: fields })),
				remove: async (collection, id) => void (await ok(await context.delete(`/${collection}/${id}`))),
				list: async (collection) => ok(await context.get(`/${collection}`)),
			})
			await context.dispose()
		},
		{ scope: 'worker' },
	],
})

export { expect }
