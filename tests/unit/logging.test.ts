import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { log, setLogLevel, trackRequest } from '#server/logging.ts'
import { type CapturedLogs, captureLogs } from '#tests/helpers/logs.ts'

// The log's contract (docs/operations.md, docs/security.md): one JSON line each, the fields the lines
// have always had, and no secret or personal data whoever passes it.

let logs: CapturedLogs | undefined
let server: Server | undefined
afterEach(async () => {
	logs?.restore()
	logs = undefined
	await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
	server = undefined
})

describe('log lines', () => {
	it('are one JSON object per line with an ISO time, the level by name and msg; no hostname, no pid in a single process', () => {
		logs = captureLogs()
		log('warn', 'sign-in failed', { id: 'abc', attempts: 3, locked: false })
		expect(logs.lines).toHaveLength(1)
		expect(logs.lines[0]).not.toContain('\n')
		const [line] = logs.entries()
		expect(line).toEqual({
			level: 'warn',
			time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
			msg: 'sign-in failed',
			id: 'abc',
			attempts: 3,
			locked: false,
		})
	})

	it('drop passwords, tokens, cookies, authorization headers and a contact message, keys included', () => {
		logs = captureLogs()
		log('error', 'oops', {
			id: 'req-1',
			password: 'hunter2 hunter2',
			token: 'tok-123',
			secret: 'shh',
			cookie: 'sigma_auth_token=abc',
			'set-cookie': 'sigma_auth_token=def',
			authorization: 'Bearer tok-123',
			email: 'private@example.com',
			phone: '+44 20 7946 0958',
			subject: 'A quote',
			message: 'secret message body',
			body: '{"password":"x"}',
		})
		expect(logs.entries()).toEqual([{ level: 'error', time: expect.any(String), msg: 'oops', id: 'req-1' }])
		for (const secret of [
			'hunter2',
			'tok-123',
			'shh',
			'sigma_auth_token',
			'Bearer',
			'private@',
			'7946',
			'secret message',
		]) {
			expect(logs.lines[0]).not.toContain(secret)
		}
	})

	it('hide an e-mail address or a URL login that slipped into a value', () => {
		logs = captureLogs()
		const fields = { error: 'connect smtps://sales%40sigma.example:pa55@mail.sigma.example failed for ann@example.com' }
		log('warn', 'send failed', fields)
		const [line] = logs.entries()
		expect(line!.error).toBe('connect smtps://[credentials]@mail.sigma.example failed for [email]')
		expect(logs.lines[0]).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/)
		// The caller's object is left as it was.
		expect(fields.error).toContain('ann@example.com')
	})

	it('hide the token of an invitation link in a path', () => {
		logs = captureLogs()
		log('info', 'request', { path: '/invitations/Qm9vdHN0cmFw-LXRva2Vu.data', status: 200 })
		log('info', 'request', { path: '/dashboard/team', status: 200 })
		expect(logs.entries().map((line) => line.path)).toEqual(['/invitations/[token]', '/dashboard/team'])
	})

	it('follow LOG_LEVEL: below the level and when silent nothing is written', () => {
		logs = captureLogs('warn')
		log('info', 'not shown')
		log('warn', 'shown')
		log('error', 'shown too')
		setLogLevel('silent')
		log('error', 'not shown either')
		expect(logs.entries().map((line) => [line.level, line.msg])).toEqual([
			['warn', 'shown'],
			['error', 'shown too'],
		])
	})
})

describe('request lines', () => {
	async function serve(enabled: boolean): Promise<string> {
		server = createServer((req, res) => {
			trackRequest(req, res, enabled)
			res.statusCode = 201
			res.end('ok')
		})
		await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
		return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	}

	it('give the id of X-Request-Id, method, path without the query string, status and duration; nothing else', async () => {
		logs = captureLogs()
		const url = await serve(true)
		const response = await fetch(`${url}/faqs?token=tok-123&email=a@example.com`, {
			method: 'POST',
			headers: { authorization: 'Bearer tok-123', cookie: 'sigma_auth_token=abc' },
			body: 'password=hunter2',
		})
		await response.text()
		const id = response.headers.get('x-request-id')
		expect(id).toMatch(/^[\da-f-]{36}$/)
		await expect.poll(() => logs!.lines.length).toBe(1)
		const [line] = logs.entries()
		expect(line).toEqual({
			level: 'info',
			time: expect.any(String),
			msg: 'request',
			id,
			method: 'POST',
			path: '/faqs',
			status: 201,
			ms: expect.any(Number),
		})
		for (const secret of ['tok-123', 'example.com', 'sigma_auth_token', 'hunter2']) {
			expect(logs.lines[0]).not.toContain(secret)
		}
	})

	it('are not written with LOG_REQUESTS=0, but the request id still is given', async () => {
		logs = captureLogs()
		const url = await serve(false)
		const response = await fetch(`${url}/faqs`)
		await response.text()
		expect(response.headers.get('x-request-id')).toBeTruthy()
		await new Promise((resolve) => setTimeout(resolve, 50))
		expect(logs.lines).toEqual([])
	})
})
