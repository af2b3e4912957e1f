/**
 * A definition's own hooks (ADR 0038) on a real database (SQLite, or PostgreSQL under pg_virtualenv): their
 * steps run after the built-in ones and before the content version's bump, inside the write's transaction,
 * so a throw rolls back the row, its history, its audit entry and the bump together.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { readContentVersion } from '#server/cache/version.ts'
import { defineContentType } from '#server/content/content-type.ts'
import type { ContentHook } from '#server/content/hooks/hook.ts'
import { FaqInput, faqs } from '#server/content/types/faqs.ts'
import type { Db } from '#server/db/database.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

const actor = { session: null, ip: '192.0.2.7' }
const example = { question: 'Does it hook?', answer: 'It does.' }

let app: TestApp
let db: Db
beforeAll(async () => {
	app = await startTestApp()
	db = app.services.db
})
afterAll(() => app.close())

/** What the test's hook saw, step by step; `failOn` makes that step throw. */
let seen: string[] = []
let failOn: string | undefined
beforeEach(() => {
	seen = []
	failOn = undefined
})

const versionIn = async (trx: Db) => (await readContentVersion(trx)).version
const revisionsOf = async (trx: Db, id: number) =>
	(await trx.selectFrom('revisions').select('id').where('collection', '=', 'faqs').where('item_id', '=', id).execute())
		.length
const auditsOf = async (trx: Db, id: number) =>
	(
		await trx
			.selectFrom('audit_log')
			.select('action')
			.where('collection', '=', 'faqs')
			.where('item_id', '=', id)
			.orderBy('id')
			.execute()
	).map((entry) => entry.action)

const recorder: ContentHook = {
	name: 'recorder',
	async beforeChange({ operation, data }) {
		seen.push(`before:${operation}`)
		if (failOn === 'before') throw new Error('refused before')
		return { ...data, answer: `${String(data.answer)} (checked)` }
	},
	async afterChange({ trx, operation, item }) {
		// The built-in steps ran already (the history kept, the audit entry written); the bump comes after.
		seen.push(`change:${operation}:${await revisionsOf(trx, item.id)}:${(await auditsOf(trx, item.id)).at(-1)}`)
		seen.push(`version:${await versionIn(trx)}`)
		if (failOn === operation) throw new Error(`refused ${operation}`)
	},
	async afterDelete({ trx, operation, ids }) {
		seen.push(`delete:${operation}:${ids.join(',')}:${(await auditsOf(trx, ids[0]!)).at(-1)}`)
	},
}

const hooked = defineContentType({
	name: 'faqs',
	position: faqs.position,
	label: faqs.label,
	createSchema: FaqInput,
	api: faqs.api,
	admin: faqs.admin,
	hooks: [recorder],
})

describe("a definition's hooks", () => {
	it('run after the built-in steps, before the content version is bumped, and may change the data', async () => {
		const before = await versionIn(db)
		const created = await hooked.create(db, example, { actor })
		expect(created.answer).toBe('It does. (checked)')
		expect(seen).toEqual(['before:create', 'change:create:0:content-created', `version:${before}`])
		expect(await versionIn(db)).toBe(before + 1)

		seen = []
		const updated = await hooked.update(db, created.id, { answer: 'Still.' }, { actor })
		expect(updated.answer).toBe('Still. (checked)')
		expect(seen).toEqual(['before:update', 'change:update:1:content-updated', `version:${before + 1}`])
		expect(await versionIn(db)).toBe(before + 2)
	})

	it('see trash, restore and purge; a purge leaves the content version alone', async () => {
		const { id } = await hooked.create(db, example)
		seen = []
		await hooked.remove(db, id, { actor })
		const trashed = await versionIn(db)
		await hooked.restore(db, id, { actor })
		await hooked.remove(db, id)
		const purged = await versionIn(db)
		expect(await hooked.purge(db, { id }, { actor })).toBe(1)
		expect(seen).toEqual([
			`delete:trash:${id}:content-deleted`,
			`change:restore:0:content-restored`,
			`version:${trashed}`,
			`delete:trash:${id}:content-restored`,
			`delete:purge:${id}:content-purged`,
		])
		expect(await versionIn(db)).toBe(purged)
	})

	it('refuse a write by throwing: before it nothing is written; inside it everything rolls back', async () => {
		const version = await versionIn(db)
		const count = async () => (await hooked.list(db, { status: 'all' })).length
		const items = await count()

		failOn = 'before'
		await expect(hooked.create(db, example, { actor })).rejects.toThrow('refused before')
		failOn = 'create'
		await expect(hooked.create(db, example, { actor })).rejects.toThrow('refused create')
		expect(await count()).toBe(items)
		expect(await versionIn(db)).toBe(version)

		failOn = undefined
		const { id } = await hooked.create(db, example)
		const stored = await hooked.getOrThrow(db, id)
		failOn = 'update'
		await expect(hooked.update(db, id, { answer: 'Lost.' }, { actor })).rejects.toThrow('refused update')
		expect(await hooked.getOrThrow(db, id)).toEqual(stored)
		expect(await revisionsOf(db, id)).toBe(0)
		expect(await auditsOf(db, id)).toEqual([])
		expect(await versionIn(db)).toBe(version + 1)
	})
})
