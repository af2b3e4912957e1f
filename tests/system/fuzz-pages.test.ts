import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process.ts'

/**
 * Property: the pages and their actions (the built server, React Router and all) answer any method,
 * path, query, form body and header below 500, without a stack trace, and without a session no admin
 * action changes anything.
 */
const ROUTES = [
	'/',
	'/about',
	'/contact-us',
	'/portfolio',
	'/portfolio/software-development',
	'/portfolio/software-development/:slug',
	'/portfolio/products/:slug',
	'/portfolio/consulting/:slug',
	'/blog',
	'/blog/:slug',
	'/career/:slug',
	'/admin',
	'/admin/sign-out',
	'/dashboard',
	'/dashboard/edit-FAQ',
	'/dashboard/edit-FAQ/:id',
	'/dashboard/edit-partners',
	'/dashboard/edit-testimonials/:id',
	'/dashboard/career-admin',
	'/dashboard/career-admin/edit/:id',
	'/dashboard/blogs-admin',
	'/admin/blog/edit/:id',
	'/admin/blog/delete/:id',
	'/dashboard/applications-admin',
	'/admin/applications/edit/:id',
	'/admin/consulting',
	'/admin/products/edit/:id',
	'/dashboard/contact-submission',
	'/dashboard/contact-submission/:id',
	'/dashboard/trash',
	'/dashboard/history/faqs/:id',
	'/dashboard/history/blogs/:id',
	'/dashboard/media',
	'/dashboard/media/:id',
]
const segment = fc.oneof(
	fc.constantFrom('1', '2', '0', '-1', 'abc', '%00', '%ff', '99999999999', '..%2f', '%3Cscript%3E'),
	fc.string({ maxLength: 10 }).map(encodeURIComponent),
)
const target = fc
	.tuple(fc.constantFrom(...ROUTES), segment, fc.boolean(), fc.constantFrom('', '.data', '/', '?index', '?_data=root'))
	.map(([route, id, extra, suffix]) => `${route.replace(':id', id)}${extra ? `/${id}` : ''}${suffix}`)
const form = fc.dictionary(
	fc.constantFrom(
		'intent',
		'id',
		'name',
		'email',
		'phone',
		'message',
		'question',
		'answer',
		'title',
		'picture',
		'password',
		'website',
		'stars',
		'collection',
		'revision',
		'back',
		'alt',
		'decorative',
		'focal_x',
		'focal_y',
	),
	fc.oneof(
		fc.string({ maxLength: 30 }),
		fc.constantFrom(
			'delete',
			'mark-read',
			'mark-unread',
			'restore',
			'delete-forever',
			'save',
			'150',
			'faqs',
			'//evil.example',
			'1',
			'',
			'javascript:alert(1)',
			'x'.repeat(5000),
		),
	),
	{ maxKeys: 5 },
)
const request = fc.record({
	method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'),
	target,
	form,
	type: fc.constantFrom(
		'application/x-www-form-urlencoded',
		'multipart/form-data; boundary=zz',
		'application/json',
		'text/plain',
		undefined,
	),
	accept: fc.constantFrom('text/html', '*/*', 'application/json', undefined),
})

let server: ServerProcess
beforeAll(async () => {
	server = await startServerProcess({
		SAMPLE_CONTENT: '1',
		LOG_REQUESTS: '0',
		ADMIN_PASSWORD: 'fuzz admin password 42',
	})
}, 60_000)
afterAll(() => server.stop('SIGKILL'))

async function content() {
	const lists = await Promise.all(
		['/partners', '/faqs', '/testimonials', '/applications', '/products', '/consulting', '/blogs', '/careers'].map(
			async (path) => (await fetch(server.url + path)).text(),
		),
	)
	return lists.join('\n')
}

type Request = typeof request extends fc.Arbitrary<infer T> ? T : never

async function send({ method, target: path, form: fields, type, accept }: Request, cookie?: string) {
	const headers: Record<string, string> = {}
	if (type) headers['content-type'] = type
	if (accept) headers.accept = accept
	if (cookie) headers.cookie = cookie
	const body = method === 'GET' || method === 'HEAD' ? undefined : new URLSearchParams(fields).toString()
	const response = await fetch(server.url + path, { method, headers, body, redirect: 'manual' })
	const text = await response.text()
	expect(response.status, `${method} ${path}`).toBeLessThan(500)
	expect(text, `${method} ${path}`).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/)
}

describe('pages and actions under arbitrary requests', () => {
	it('never fail, never leak, and change nothing without a session', async () => {
		const before = await content()
		await fc.assert(
			fc.asyncProperty(request, (args) => send(args)),
			{ numRuns: 300 },
		)
		expect(await content()).toBe(before)
	}, 180_000)

	it('never fail nor leak for the signed-in admin either', async () => {
		const login = await fetch(`${server.url}/admin/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email: 'admin@example.com', password: 'fuzz admin password 42' }),
		})
		const { token } = (await login.json()) as { token: string }
		await fc.assert(
			fc.asyncProperty(request, (args) => send(args, `sigma_auth_token=${token}`)),
			{ numRuns: 300 },
		)
	}, 180_000)
})
