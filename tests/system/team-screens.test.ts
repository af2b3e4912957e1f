/**
 * The admin screens offer each user what the rules let them do (docs/design.md §15, ADR 0051): the
 * dashboard's tiles, a Manage list's add form and each row's Edit and Delete, as the server renders them for
 * a real session; and a screen the user may not open answers 403 (the screens ask the server's rules).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { blogs } from '#server/content/types/blogs.ts'
import { type DatabaseHandle, openDatabase } from '#server/db/database.ts'
import { type ServerProcess, signIn, startServerProcess } from '#tests/helpers/server-process.ts'
import { addTeamMember } from '#tests/helpers/team.ts'

const ADMIN = { ADMIN_EMAIL: 'team@example.com', ADMIN_PASSWORD: 'system test password 42', LOG_REQUESTS: '0' }

let server: ServerProcess
let database: DatabaseHandle
let adminToken: string
beforeAll(async () => {
	server = await startServerProcess(ADMIN)
	adminToken = (await signIn(server, ADMIN)).token
	// The server's own database, where the team members are made (the invitation flow has its own tests).
	database = await openDatabase({ dataDir: server.dataDir })
})
afterAll(async () => {
	await database?.close()
	await server?.stop()
})

const page = async (token: string, path: string) => {
	const response = await fetch(`${server.url}${path}`, { headers: { cookie: `sigma_auth_token=${token}` } })
	return { status: response.status, html: await response.text() }
}
const post = async (token: string, heading: string) => {
	const response = await fetch(`${server.url}/blogs`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
		body: JSON.stringify({ ...blogs.api.example, heading }),
	})
	expect(response.status).toBe(201)
	return (await response.json()) as { id: number }
}

describe('what the screens offer each role', () => {
	it('greets each user by name and shows the tiles of what they may use', async () => {
		const admin = await page(adminToken, '/dashboard')
		expect(admin.html).toContain('Hi Admin')
		for (const tile of ['Audit log', 'Redirects', 'Contact Submissions', 'Analytics'])
			expect(admin.html).toContain(tile)

		const writer = await addTeamMember(database.db, { role: 'contributor', name: 'Casey Writer' })
		const dashboard = await page(writer.token, '/dashboard')
		expect(dashboard.status).toBe(200)
		expect(dashboard.html).toContain('Hi Casey Writer')
		expect(dashboard.html).toContain('Posts on the blog')
		for (const tile of ['Audit log', 'Redirects', 'Contact Submissions', 'Views', 'Trash', 'Questions and answers']) {
			expect(dashboard.html, tile).not.toContain(tile)
		}
		for (const refused of ['/dashboard/analytics', '/dashboard/audit', '/dashboard/redirects', '/dashboard/trash']) {
			expect((await page(writer.token, refused)).status, refused).toBe(403)
		}
	})

	it('lists every post but offers Edit and Delete on an author’s own only, and no add form outside their types', async () => {
		const author = await addTeamMember(database.db, { role: 'author', name: 'Ana Author' })
		const mine = await post(author.token, 'Written by Ana')
		const theirs = await post(adminToken, 'Written by the admin')
		const list = await page(author.token, blogs.admin.list.path)
		expect(list.html).toContain('Written by Ana')
		expect(list.html).toContain('Written by the admin')
		expect(list.html).toContain(`/admin/blog/edit/${mine.id}"`)
		expect(list.html).not.toContain(`/admin/blog/edit/${theirs.id}"`)
		expect(list.html).toContain('Add Blog')
		expect((await page(author.token, `/admin/blog/edit/${theirs.id}`)).status).toBe(403)

		const faqs = await page(author.token, '/dashboard/edit-FAQ')
		expect(faqs.status).toBe(200)
		expect(faqs.html).not.toContain('Add FAQ')
		expect(faqs.html).not.toContain('>Delete<')
	})
})
