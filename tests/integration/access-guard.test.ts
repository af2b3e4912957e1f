// The router's guard answers what an operation's access rule says (ADR 0037): 401 without a session, as
// ever, and 403 `{ error }` to a signed-in user the rule refuses (no account meets one while the admin is
// the only one, so a made-up operation and content type stand in for the team's roles).
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiErrorHandler, NOT_ALLOWED, SIGN_IN_REQUIRED } from '#server/api/http.ts'
import type { ApiOperation, OperationAccess } from '#server/api/operation.ts'
import { operationHandlers } from '#server/api/router.ts'
import { CACHE_CONTROL } from '#server/cache/policy.ts'
import { defaultAccessFor } from '#server/content/access.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

let app: TestApp
let token: string
let server: ReturnType<express.Express['listen']>
let base: string

/** A type whose items nobody may delete. */
const locked = { name: 'locked', access: { ...defaultAccessFor('locked'), delete: () => false } }
const operation = (path: string, access: OperationAccess): ApiOperation => ({
	method: 'post',
	path,
	operationId: path.slice(1),
	tag: 'Test',
	summary: 'A test call',
	access,
	answer: { status: 204, description: 'Done' },
	handle: (_req, res) => void res.status(204).end(),
})

beforeAll(async () => {
	app = await startTestApp()
	token = await app.adminToken()
	const router = express()
	for (const made of [
		operation('/refused', { type: locked, action: 'delete' }),
		operation('/allowed', { type: locked, action: 'update' }),
		operation('/named', { permission: 'trash.manage' }),
	]) {
		router.post(made.path, ...operationHandlers(made, app.services))
	}
	router.use(apiErrorHandler)
	server = router.listen(0)
	await new Promise((resolve) => server.once('listening', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
	await new Promise((resolve) => server?.close(resolve))
	await app?.close()
})

const call = (path: string, signedIn: boolean) =>
	fetch(`${base}${path}`, { method: 'POST', headers: signedIn ? { authorization: `Bearer ${token}` } : {} })

describe('the access guard', () => {
	it('answers 401 without a session, whatever the rule', async () => {
		for (const path of ['/refused', '/allowed', '/named']) {
			const answer = await call(path, false)
			expect(answer.status).toBe(401)
			expect(await answer.json()).toEqual({ error: SIGN_IN_REQUIRED })
			expect(answer.headers.get('cache-control')).toBe(CACHE_CONTROL.never)
		}
	})

	it('answers 403 with the usual error body when the rule refuses the signed-in user', async () => {
		const answer = await call('/refused', true)
		expect(answer.status).toBe(403)
		expect(await answer.json()).toEqual({ error: NOT_ALLOWED })
	})

	it('lets the user through when the rule allows', async () => {
		expect((await call('/allowed', true)).status).toBe(204)
		expect((await call('/named', true)).status).toBe(204)
	})
})
