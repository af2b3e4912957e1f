import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isSlug } from '#shared/slugs.ts'
import { readAnalytics } from '#server/analytics/report.ts'
import { createChallenge } from '#server/auth/challenges.ts'
import { createPasswordReset, passwordResetLink } from '#server/auth/password-resets.ts'
import { createRecoveryCodes } from '#server/auth/recovery-codes.ts'
import { contentTypes } from '#server/content/registry.ts'
import { SLUG_TAKEN } from '#server/content/slugs.ts'
import { findPageItem } from '#app/lib/preview.server.ts'
import { untyped } from '#tests/helpers/database.ts'
import { viewsOf } from '#tests/helpers/page-views.ts'
import { runCommand, runScript } from '#tests/helpers/scripts.ts'
import { addTeamMember } from '#tests/helpers/team.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

/**
 * Runs `npm run <name>` against the database and data folder of `app`: in-process, or as the process an
 * operator starts (`asProcess`: the first test, for each of the two scripts).
 */
async function script(app: TestApp, name: 'backup' | 'restore', args: string[], { asProcess = false } = {}) {
	const env = {
		DATA_DIR: app.dataDir,
		DATABASE_URL: app.config.databaseUrl ?? '',
		// Under scripts/with-rgw.sh each app has a bucket of its own: the backup reads it, the restore fills the other's.
		S3_BUCKET: app.config.s3?.bucket ?? '',
		LOG_LEVEL: 'silent',
	}
	const result = await (asProcess ? runScript : runCommand)(name, args, env)
	return { code: result.code, output: result.stdout + result.stderr }
}

let source: TestApp
let target: TestApp
let folder: string
beforeAll(async () => {
	;[source, target] = await Promise.all([startTestApp(), startTestApp()])
	folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-backup-'))
})
afterAll(async () => {
	await Promise.all([source.close(), target.close()])
	await fs.rm(folder, { recursive: true, force: true })
})

// The first test runs both scripts as processes (vite-node): on a busy 2-core machine (two test files at a
// time, or beside the typecheck in test:quick) that can take more than 30 s.
describe('npm run backup / npm run restore', { timeout: 120_000 }, () => {
	it('carries every row and every upload to a new installation, ids and all', async () => {
		const token = await source.adminToken()
		const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d5fd6' } })
			.png()
			.toBuffer()
		const form = new FormData()
		form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png')
		const uploaded = await fetch(`${source.url}/upload`, {
			method: 'POST',
			body: form,
			headers: { authorization: `Bearer ${token}` },
		})
		const { imageUrl, id: imageId } = (await uploaded.json()) as { imageUrl: string; id: number }
		// The media library's record travels too: its alt text and focal point.
		await source.api('PUT', `/media/${imageId}`, {
			token,
			body: { alt: 'Our logo', focal_point: { x: 0.2, y: 0.6 } },
		})
		const faq = await source.api('POST', '/faqs', { token, body: { question: 'Backed up?', answer: 'Yes.' } })
		// The workflow's state travels too: drafts, schedules, history and the trash.
		await source.api('PUT', `/faqs/${faq.body.id}`, { token, body: { answer: 'Yes, all of it.' } })
		await source.api('POST', '/faqs', { token, body: { question: 'Draft?', answer: 'Later.', status: 'draft' } })
		const later = new Date(Date.now() + 86_400_000).toISOString()
		await source.api('POST', '/faqs', { token, body: { question: 'Soon?', answer: 'Tomorrow.', publish_at: later } })
		const trashed = await source.api('POST', '/careers', {
			token,
			body: { position_name: 'Gone', job_description: 'x' },
		})
		await source.api('DELETE', `/careers/${trashed.body.id}`, { token })
		const blog = await source.api('POST', '/blogs', {
			token,
			// The search and sharing fields, the excerpt and the tags travel too (ADR 0058): they are columns.
			body: {
				heading: 'Kept',
				body: 'A **body**',
				picture: imageUrl,
				excerpt: 'Kept, in short.',
				tags: ['Backups', 'Ops'],
				meta_title: 'Kept: a title for search',
				meta_description: 'What search shows.',
				social_image: imageUrl,
			},
		})
		expect(blog.status).toBe(201)
		// The redirects list travels too: one of the admin's, and an earlier slug's 301.
		await source.api('POST', '/redirects', { token, body: { from: '/old-home', to: '/', status: 302 } })
		await source.api('PUT', `/blogs/${blog.body.id}`, { token, body: { slug: 'kept-renamed' } })
		await source.api('POST', '/contact', {
			body: { name: 'Ada', email: 'ada@example.com', phone: '12345', message: 'Hi' },
		})

		const file = path.join(folder, 'site.tar.gz')
		const backup = await script(source, 'backup', ['--out', file], { asProcess: true })
		expect(backup.code, backup.output).toBe(0)
		expect(backup.output).toContain('Backup written to')

		const restore = await script(target, 'restore', [file], { asProcess: true })
		expect(restore.code, restore.output).toBe(0)

		const targetToken = (
			await target.api('POST', '/admin/login', {
				body: { email: 'admin@example.com', password: 'correct horse battery staple' },
			})
		).body.token as string
		for (const collection of ['/faqs', '/blogs', '/partners', '/careers']) {
			expect((await target.api('GET', collection)).body).toEqual((await source.api('GET', collection)).body)
		}
		expect((await target.api('GET', `/blogs/${blog.body.id}`)).body).toMatchObject({
			excerpt: 'Kept, in short.',
			tags: ['Backups', 'Ops'],
			meta_title: 'Kept: a title for search',
			social_image: imageUrl,
		})
		for (const path of [
			'/contact_submissions',
			'/faqs?status=all',
			'/trash',
			`/faqs/${faq.body.id}/revisions`,
			'/media',
			'/redirects',
		]) {
			const restored = (await target.api('GET', path, { token: targetToken })).body
			expect(restored, path).toEqual((await source.api('GET', path, { token })).body)
			expect(restored, path).not.toEqual([])
		}
		// Every stored file (the original and its variants) is in the target's storage: its own bucket on S3.
		expect(await target.storedNames()).toEqual(await source.storedNames())
		expect((await target.storedNames()).length).toBeGreaterThan(1)
		const image = await fetch(target.url + imageUrl)
		expect(image.status).toBe(200)
		expect(
			Buffer.from(await image.arrayBuffer()).equals(
				Buffer.from(await (await fetch(source.url + imageUrl)).arrayBuffer()),
			),
		).toBe(true)

		// New rows continue after the restored ids.
		const [restoredFaq] = (await target.api('GET', '/faqs')).body as Array<{ id: number }>
		const created = await target.api('POST', '/faqs', {
			token: targetToken,
			body: { question: 'New?', answer: 'Yes.' },
		})
		expect(created.status).toBe(201)
		expect(created.body.id).toBeGreaterThan(restoredFaq?.id ?? 0)
	})

	it('refuses to overwrite content without --force, and replaces it with --force', async () => {
		const file = path.join(folder, 'again.tar.gz')
		expect((await script(source, 'backup', ['--out', file])).code).toBe(0)
		const refused = await script(target, 'restore', [file])
		expect(refused.code).toBe(1)
		expect(refused.output).toContain('--force')
		const forced = await script(target, 'restore', [file, '--force'])
		expect(forced.code, forced.output).toBe(0)
		expect((await target.api('GET', '/faqs')).body).toEqual((await source.api('GET', '/faqs')).body)
	})

	it("keeps the account's second factors, the second factor rule and the audit log, and ends the sessions, steps in progress and reset links", async () => {
		const token = await source.adminToken()
		const db = source.services.db
		const admin = await db.selectFrom('admin_users').select('id').executeTakeFirstOrThrow()
		await createRecoveryCodes(db, admin.id)
		await db
			.insertInto('passkeys')
			.values({
				admin_id: admin.id,
				credential_id: 'cred-backup-test',
				public_key: 'pQECAyYgASFYIA',
				name: 'Laptop',
				created_at: new Date().toISOString(),
			})
			.execute()
		await db
			.insertInto('known_devices')
			.values({ admin_id: admin.id, device: 'device-hash', first_seen_at: new Date().toISOString() })
			.execute()
		await source.api('POST', '/faqs', { token, body: { question: 'Audited?', answer: 'Yes.' } })
		const targetToken = await target.adminToken()
		await createChallenge(target.services.db, 'second-step', { adminId: 1, data: {}, ttlSeconds: 300 })
		const reset = await createPasswordReset(target.services.db, 1, { siteUrl: target.url })
		await db.insertInto('security_policy').values({ id: 1, require_second_factor: 1, updated_at: 'x' }).execute()

		const file = path.join(folder, 'account.tar.gz')
		expect((await script(source, 'backup', ['--out', file])).code).toBe(0)
		const restored = await script(target, 'restore', [file, '--force'])
		expect(restored.code, restored.output).toBe(0)

		const rows = async (app: TestApp, table: string) =>
			untyped(app.services.db)
				.selectFrom(table)
				.selectAll()
				.orderBy(table === 'known_devices' ? 'device' : 'id')
				.execute()
		for (const table of ['passkeys', 'recovery_codes', 'known_devices', 'audit_log']) {
			const kept = await rows(target, table)
			expect(kept, table).toEqual(await rows(source, table))
			expect(kept.length, table).toBeGreaterThan(0)
		}
		expect((await rows(target, 'audit_log')).some((entry) => entry.action === 'content-created')).toBe(true)
		expect(await target.services.db.selectFrom('auth_challenges').selectAll().execute()).toEqual([])
		// A link made for the site's earlier accounts: gone (an id may now be someone else's).
		expect(await target.services.db.selectFrom('password_resets').selectAll().execute()).toEqual([])
		expect((await passwordResetLink(target.services.db, reset.url.split('/').pop())).ok).toBe(false)
		// The rule that every account needs a second factor goes with the accounts.
		expect(await rows(target, 'security_policy')).toEqual(await rows(source, 'security_policy'))
		await db.deleteFrom('security_policy').execute()
		expect((await target.api('GET', '/contact_submissions', { token: targetToken })).status).toBe(401)
	})

	it('keeps the analytics as daily totals (finished days rolled up first), never raw views or a salt', async () => {
		const db = source.services.db
		const day = '2026-03-01'
		await db
			.insertInto('analytics_events')
			.values([...viewsOf(day, '/', 2, 2), ...viewsOf(day, '/about', 1, 1, { visitor: '/-visitor-0' })])
			.execute()
		await db.insertInto('analytics_salts').values({ day: '2026-03-02', salt: 'secret-salt' }).execute()
		await target.services.db
			.insertInto('analytics_events')
			.values(viewsOf(day, '/blog', 1, 1))
			.execute()

		const file = path.join(folder, 'analytics.tar.gz')
		expect((await script(source, 'backup', ['--out', file])).code).toBe(0)
		const restored = await script(target, 'restore', [file, '--force'])
		expect(restored.code, restored.output).toBe(0)

		const daily = (app: TestApp) =>
			app.services.db
				.selectFrom('analytics_daily')
				.selectAll()
				.orderBy('day')
				.orderBy('dimension')
				.orderBy('value')
				.execute()
		expect((await daily(target)).length).toBeGreaterThan(0)
		expect(await daily(target)).toEqual(await daily(source))
		const rollups = (app: TestApp) => app.services.db.selectFrom('analytics_rollups').select('day').execute()
		expect(await rollups(target)).toEqual([{ day }])
		expect(await target.services.db.selectFrom('analytics_events').selectAll().execute()).toEqual([])
		expect(await target.services.db.selectFrom('analytics_salts').selectAll().execute()).toEqual([])
		expect(await readAnalytics(target.services.db, { from: day, to: day })).toMatchObject({
			views: 3,
			visitors: 2,
			pages: [
				{ path: '/', views: 2, visitors: 2 },
				{ path: '/about', views: 1, visitors: 1 },
			],
		})
	})

	it('gives every item a slug when the backup was made before slugs (docs/design.md §11)', async () => {
		const token = await source.adminToken()
		const post = async (collection: string, fields: object) => {
			const example = contentTypes.find((type) => `/${type.name}` === collection)!.api.example
			const response = await source.api('POST', collection, { token, body: { ...example, ...fields } })
			expect(response.status, response.text).toBe(201)
			return response.body as { id: number }
		}
		const first = await post('/blogs', { heading: 'Same title', body: 'x', slug: 'chosen-before' })
		const second = await post('/blogs', { heading: 'Same title', body: 'x' })
		const digits = await post('/blogs', { heading: '2024', body: 'x' })
		await source.api('PUT', `/blogs/${first.id}`, { token, body: { slug: 'renamed-before' } })
		const gone = await post('/careers', { position_name: 'Gone before slugs', job_description: 'x' })
		await source.api('DELETE', `/careers/${gone.id}`, { token })
		const file = path.join(folder, 'with-slugs.tar.gz')
		expect((await script(source, 'backup', ['--out', file])).code).toBe(0)

		// The same backup as the site wrote it before migration 009: no slug in any row or revision, no slug_history.
		const old = await fs.mkdtemp(path.join(folder, 'before-slugs-'))
		await tar.extract({ file, cwd: old })
		const database = path.join(old, 'database.json')
		const tables = JSON.parse(await fs.readFile(database, 'utf8')) as Record<string, Array<Record<string, unknown>>>
		expect(tables.slug_history?.length).toBeGreaterThan(0)
		delete tables.slug_history
		const withoutSlug = ({ slug: _slug, ...rest }: Record<string, unknown>) => rest
		for (const [table, rows] of Object.entries(tables))
			tables[table] = rows.map((row) =>
				table === 'revisions'
					? { ...row, record: JSON.stringify(withoutSlug(JSON.parse(String(row.record)) as Record<string, unknown>)) }
					: withoutSlug(row),
			)
		expect(JSON.stringify(tables)).not.toContain('"slug"')
		await fs.writeFile(database, JSON.stringify(tables))
		const manifestFile = path.join(old, 'manifest.json')
		const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as { counts: Record<string, number> }
		delete manifest.counts.slug_history
		await fs.writeFile(manifestFile, JSON.stringify(manifest))
		const oldFile = path.join(folder, 'before-slugs.tar.gz')
		await tar.create({ gzip: true, file: oldFile, cwd: old, portable: true }, await fs.readdir(old))

		const restored = await script(target, 'restore', [oldFile, '--force'])
		expect(restored.code, restored.output).toBe(0)

		// Every item of the five types, trashed ones too, has a slug of the rules, unique in its table.
		const db = untyped(target.services.db)
		for (const type of contentTypes.filter((candidate) => candidate.slugFrom !== undefined)) {
			const rows = await db.selectFrom(type.name).select(['id', 'slug']).execute()
			expect(rows.length, type.name).toBe(tables[type.name]?.length)
			for (const row of rows) expect(isSlug(String(row.slug)), `${type.name} ${row.id}: ${row.slug}`).toBe(true)
			expect(new Set(rows.map((row) => row.slug)).size, type.name).toBe(rows.length)
		}
		// Made from the titles in id order, numbered when taken, never only digits, as migration 009 makes them.
		const slugOf = async (table: string, id: number) =>
			(await db.selectFrom(table).select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug
		expect(await slugOf('blogs', first.id)).toBe('same-title')
		expect(await slugOf('blogs', second.id)).toBe('same-title-2')
		expect(await slugOf('blogs', digits.id)).toBe('item-2024')
		expect(await slugOf('careers', gone.id)).toBe('gone-before-slugs')
		expect(await db.selectFrom('slug_history').selectAll().execute()).toEqual([])

		// The restored site works at those addresses, and the unique index holds (through the queries: the
		// restored account has the second factors of the test before, so no plain sign-in).
		const blogs = contentTypes.find((type) => type.name === 'blogs')!
		expect((await target.api('GET', `/blogs/${second.id}`)).body.slug).toBe('same-title-2')
		const again = await blogs.create(target.services.db, { ...blogs.api.example, heading: 'Same title' })
		expect(again.slug).toBe('same-title-3')
		const taken = blogs.create(target.services.db, { ...blogs.api.example, slug: 'item-2024' })
		await expect(taken).rejects.toMatchObject({ fields: { slug: SLUG_TAKEN } })
		// The item page's loader (the pages themselves are the system tests'): the slug, and the id form's 301.
		const page = (slug: string) =>
			findPageItem(blogs, {
				request: new Request(`${target.url}/blog/${slug}`),
				context: { services: target.services },
				params: { slug },
			} as unknown as Parameters<typeof findPageItem>[1])
		expect((await page('same-title-2')).item.id).toBe(second.id)
		const moved = await page(String(second.id)).catch((thrown: unknown) => thrown)
		expect(moved).toBeInstanceOf(Response)
		expect((moved as Response).status).toBe(301)
		expect((moved as Response).headers.get('location')).toMatch(/\/blog\/same-title-2$/)
	})

	it('carries the team: users with their roles and types, and who made each item (docs/design.md §15)', async () => {
		const writer = await addTeamMember(source.services.db, { role: 'author', types: ['blogs', 'careers'] })
		const made = await source.api('POST', '/faqs', {
			token: await source.adminToken(),
			body: { question: 'Who made me?', answer: 'The admin.' },
		})
		const post = await source.api('POST', '/blogs', {
			token: writer.token,
			body: { ...contentTypes.find((type) => type.name === 'blogs')!.api.example, heading: 'By the author' },
		})
		expect(post.status, post.text).toBe(201)
		expect(post.body).toMatchObject({ created_by: writer.id, updated_by: writer.id })
		const file = path.join(folder, 'team.tar.gz')
		expect((await script(source, 'backup', ['--out', file])).code).toBe(0)

		// As the site wrote it before the team (migration 014): no team columns, no credit anywhere.
		const old = await fs.mkdtemp(path.join(folder, 'before-team-'))
		await tar.extract({ file, cwd: old })
		const database = path.join(old, 'database.json')
		const tables = JSON.parse(await fs.readFile(database, 'utf8')) as Record<string, Array<Record<string, unknown>>>
		const teamColumns = ['name', 'role', 'types', 'status', 'last_seen_at', 'bio', 'photo', 'slug']
		const credit = ['created_by', 'updated_by', 'user_id']
		const oldTables = Object.fromEntries(
			Object.entries(tables).map(([table, rows]) => [
				table,
				(table === 'admin_users' ? rows.filter((row) => row.id !== writer.id) : rows).map((row) =>
					Object.fromEntries(
						Object.entries(row).filter(
							([column]) => !credit.includes(column) && !(table === 'admin_users' && teamColumns.includes(column)),
						),
					),
				),
			]),
		)

		for (const [name, rows] of [
			['with-team', tables],
			['before-team', oldTables],
		] as const) {
			await fs.writeFile(database, JSON.stringify(rows))
			const backup = path.join(folder, `${name}.tar.gz`)
			await tar.create({ gzip: true, file: backup, cwd: old, portable: true }, await fs.readdir(old))
			const restored = await script(target, 'restore', [backup, '--force'])
			expect(restored.code, restored.output).toBe(0)
			const db = untyped(target.services.db)
			const users = await db
				.selectFrom('admin_users')
				.select(['id', 'name', 'role', 'types', 'slug'])
				.orderBy('id')
				.execute()
			const faq = await db
				.selectFrom('faqs')
				.select(['created_by', 'updated_by'])
				.where('id', '=', made.body.id)
				.executeTakeFirstOrThrow()
			const blog = await db
				.selectFrom('blogs')
				.select(['created_by'])
				.where('id', '=', post.body.id)
				.executeTakeFirstOrThrow()
			const first = users[0]!
			expect(first).toMatchObject({ name: 'Admin', role: 'administrator', slug: 'admin' })
			expect(faq, name).toEqual({ created_by: first.id, updated_by: first.id })
			if (name === 'with-team') {
				expect(users.find((user) => user.id === writer.id)).toMatchObject({
					role: 'author',
					types: '["blogs","careers"]',
				})
				expect(blog.created_by).toBe(writer.id)
			} else {
				// Before the team there was one account: everything was its own.
				expect(users).toHaveLength(1)
				expect(blog.created_by).toBe(first.id)
			}
		}
	})

	it('explains its usage when no file is named, or for an option it does not know', async () => {
		const result = await script(target, 'restore', [])
		expect(result.code).toBe(2)
		expect(result.output).toContain('Usage: npm run restore')
		const unknown = await script(source, 'backup', ['--output', path.join(folder, 'x.tar.gz')])
		expect(unknown.code).toBe(2)
		expect(unknown.output).toMatch(/Unknown option '--output'[\s\S]*Usage: npm run backup/)
		expect(unknown.output).not.toMatch(/\n\s+at /) // a message, not a stack trace
	})
})
