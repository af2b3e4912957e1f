/**
 * Single-record types (ADR 0041) on a real database (SQLite, or PostgreSQL under pg_virtualenv): the
 * record made from `initial`, saves merged and validated whole, `If-Match`-style preconditions, the history,
 * the audit entry, the content version's bump and the JSON round trip of structured fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { readContentVersion } from '#server/cache/version.ts'
import { ConflictError, ValidationError } from '#server/content/errors.ts'
import { imageList } from '#server/content/field-kinds/kinds/images.ts'
import { list } from '#server/content/field-kinds/kinds/list.ts'
import { object } from '#server/content/field-kinds/kinds/object.ts'
import { requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { requiredUrl } from '#server/content/field-kinds/kinds/url.ts'
import { defineSingleton } from '#server/content/singleton.ts'
import type { Db } from '#server/db/database.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const settings = defineSingleton({
	name: 'test_settings',
	label: 'Test settings',
	schema: z.object({
		company: requiredText('Company', 80),
		address: object('Address', { street: requiredText('Street', 80), city: requiredText('City', 40) }),
		social: list('Social links', { label: requiredText('Label', 40), url: requiredUrl('Address') }, { max: 4 }),
		logos: imageList('Logos', { required: false }),
	}),
	initial: { company: 'Sigma', address: { street: '1 Main St', city: 'Leeds' }, social: [], logos: [] },
	api: { description: 'Settings of the test.', recordName: 'TestSettings', example: { company: 'Sigma Ltd' } },
	admin: {
		path: '/dashboard/test-settings',
		title: 'Test settings',
		tile: { label: 'Test', text: 'Test settings', position: 1 },
		fields: { company: {} },
		messages: { updated: 'Saved' },
	},
})
const actor = { session: null, ip: '192.0.2.9' }

let app: TestApp
let db: Db
beforeAll(async () => {
	app = await startTestApp()
	db = app.services.db
})
afterAll(() => app.close())

const audits = async () =>
	(await db.selectFrom('audit_log').select('action').where('collection', '=', 'test_settings').execute()).map(
		(row) => row.action,
	)

describe('a singleton', () => {
	it('is its initial record until the first save, read the same every time', async () => {
		const first = await settings.get(db)
		expect(first).toMatchObject({ company: 'Sigma', address: { city: 'Leeds' }, social: [], logos: [] })
		expect(await settings.get(db)).toEqual(first)
	})

	it('saves a change merged over the record, with its history, an audit entry and a new content version', async () => {
		const before = await settings.get(db)
		const version = (await readContentVersion(db)).version
		const saved = await settings.update(
			db,
			{ social: [{ label: 'GitHub', url: 'https://github.com/sigma' }], logos: '/uploads/a.png,/uploads/b.png' },
			{ actor },
		)
		expect(saved).toMatchObject({
			company: 'Sigma',
			address: { street: '1 Main St', city: 'Leeds' },
			social: [{ label: 'GitHub', url: 'https://github.com/sigma' }],
			logos: ['/uploads/a.png', '/uploads/b.png'],
		})
		expect(saved.updated_at > before.updated_at).toBe(true)
		expect(await settings.get(db)).toEqual(saved)
		expect((await readContentVersion(db)).version).toBeGreaterThan(version)
		const history = await settings.revisions(db)
		expect(history[0]?.record).toMatchObject({ company: 'Sigma', social: [] })
		expect(await audits()).toEqual(['content-updated'])
		expect(settings.etagOf(saved)).not.toBe(settings.etagOf(before))
	})

	it('refuses a field its kind refuses, by its path, and keeps the record', async () => {
		const kept = await settings.get(db)
		const refusal = await settings
			.update(db, { social: [{ label: 'Bad', url: 'javascript:alert(1)' }] })
			.catch((error: unknown) => error)
		expect(refusal).toBeInstanceOf(ValidationError)
		expect((refusal as ValidationError).fields).toEqual({
			'social.0.url': 'Address must be a web address starting with https://',
		})
		await expect(settings.update(db, [])).rejects.toThrow('Expected a JSON object')
		expect(await settings.get(db)).toEqual(kept)
	})

	it('refuses a save made from a version another save has replaced (If-Match)', async () => {
		const opened = await settings.get(db)
		await settings.update(db, { company: 'Sigma Analytics' })
		await expect(
			settings.update(db, { company: 'Late' }, { precondition: (current) => current.updated_at === opened.updated_at }),
		).rejects.toBeInstanceOf(ConflictError)
		expect((await settings.get(db)).company).toBe('Sigma Analytics')
	})

	it('is read by anyone and updated by an administrator only, created and deleted by nobody', () => {
		const user = { id: 1, email: 'a@example.com', name: 'A', types: [], sessionId: 's' }
		expect(settings.access.read({ user: undefined })).toBe(true)
		expect(settings.access.update({ user: undefined })).toBe(false)
		expect(settings.access.update({ user: { ...user, role: 'administrator' } })).toBe(true)
		expect(settings.access.update({ user: { ...user, role: 'editor' } })).toBe(false)
		expect(settings.access.delete({ user: { ...user, role: 'administrator' } })).toBe(false)
	})
})
