import { expect } from 'vitest'

import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp } from '#tests/helpers/test-app.ts'

/** Browsers as their User-Agents name them (the Sessions screen and the new-device alert read them). */
export const CHROME_LINUX =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
export const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
export const SAFARI_IPHONE =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

/** Signs in with the API as a browser with this User-Agent; the session's token. */
export async function signInAs(app: TestApp, userAgent: string): Promise<string> {
	const response = await app.api('POST', '/admin/login', {
		body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
		headers: { 'user-agent': userAgent },
	})
	expect(response.status, response.text).toBe(200)
	return response.body.token as string
}

/** The audit entries of one action, oldest first. */
export const auditOf = (app: TestApp, action: string) =>
	app.services.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute()

/** The test admin's id. */
export const adminId = async (app: TestApp) =>
	(
		await app.services.db
			.selectFrom('admin_users')
			.select('id')
			.where('email', '=', ADMIN_EMAIL)
			.executeTakeFirstOrThrow()
	).id
