/**
 * Saves racing for the same slug (ADR 0030), over HTTP on a real database (SQLite, or PostgreSQL under
 * pg_virtualenv): each save checks that its slug is free before its transaction, so saves at once can all
 * pass the check and the table's unique index decides. The loser of a chosen slug gets the same 400 on the
 * field as a save that came second; a slug made from the title takes the next number instead. Never a 500.
 */
import { afterEach, describe, expect, it } from 'vitest'

import { contentTypes } from '#server/content/registry.ts'
import { SLUG_TAKEN } from '#server/content/slugs.ts'
import type { Db } from '#server/db/database.ts'
import type { ApiResponse } from '#tests/helpers/test-app.ts'
import { expectInvalid, setUpApp } from '#tests/integration/content-api-suite.ts'

const ctx = setUpApp()
const withSlugs = contentTypes.filter((type) => type.slugFrom !== undefined)
const RACERS = 4

/**
 * The app's database, but the first `count` transactions begun through it wait until all `count` have
 * begun: every racing save has made its checks before any writes, the interleaving that loses the race
 * (left alone, the requests mostly run in turn and the test would prove nothing).
 */
function raceOn(db: Db, count: number): Db {
	let arrived = 0
	let open!: () => void
	const allThere = new Promise<void>((resolve) => (open = resolve))
	return new Proxy(db, {
		get(target, property) {
			if (property === 'transaction' && arrived < count)
				return () => ({
					execute: async (run: Parameters<ReturnType<Db['transaction']>['execute']>[0]) => {
						if (++arrived === count) open()
						await allThere
						return target.transaction().execute(run)
					},
				})
			const value: unknown = Reflect.get(target, property, target)
			return typeof value === 'function' ? value.bind(target) : value
		},
	})
}

let realDb: Db | undefined
/** Makes the next `count` saves race (until the test ends). */
function race(count = RACERS) {
	realDb = ctx.app.services.db
	ctx.app.services.db = raceOn(realDb, count)
}
afterEach(() => {
	if (realDb) ctx.app.services.db = realDb
	realDb = undefined
})

/** Exactly one winner; every other answer the field's 400, never a 500. */
function expectOneWinner(responses: ApiResponse[], winner: number) {
	expect(
		responses.map((response) => response.status),
		responses.map((response) => response.text).join('\n'),
	).toEqual(expect.arrayContaining([winner]))
	const won = responses.filter((response) => response.status === winner)
	expect(won).toHaveLength(1)
	for (const lost of responses.filter((response) => response !== won[0])) expectInvalid(lost, 'slug', SLUG_TAKEN)
	return won[0]!
}

describe.each(withSlugs.map((type) => [type.name, type] as const))('%s', (name, type) => {
	const path = `/${name}`
	const example = { ...type.api.example, [type.slugFrom!]: `Race ${name}` }
	const all = <T>(make: (index: number) => Promise<T>) => Promise.all(Array.from({ length: RACERS }, (_, i) => make(i)))

	it('creates racing for one chosen slug: one 201, the others a 400 on the field', async () => {
		race()
		const responses = await all(() => ctx.admin('POST', path, { ...example, slug: `chosen-race-${name}` }))
		const won = expectOneWinner(responses, 201)
		expect(won.body.slug).toBe(`chosen-race-${name}`)
		const list = (await ctx.admin('GET', `${path}?status=all`)).body as Array<{ slug: string }>
		expect(list.filter((item) => item.slug === `chosen-race-${name}`)).toHaveLength(1)
	})

	it('renames racing for one slug: one 200, the others a 400 on the field', async () => {
		const items = await all(() => ctx.create(path, example))
		race()
		const responses = await Promise.all(
			items.map((item) => ctx.admin('PUT', `${path}/${item.id}`, { slug: `renamed-race-${name}` })),
		)
		const won = expectOneWinner(responses, 200)
		// The losers kept their slugs, and left no earlier address behind.
		for (const item of items.filter((candidate) => candidate.id !== won.body.id))
			expect((await ctx.admin('GET', `${path}/${item.id}`)).body.slug).toBe(item.slug)
	})

	it('creates racing with one title and no slug: every one saved, each with its own numbered slug', async () => {
		const title = { ...example, [type.slugFrom!]: `Made race ${name}` }
		race()
		const responses = await all(() => ctx.admin('POST', path, title))
		for (const response of responses) expect(response.status, response.text).toBe(201)
		const slugs = responses.map((response) => String(response.body.slug)).sort()
		const base = `made-race-${name}`
		expect(slugs).toEqual([base, ...Array.from({ length: RACERS - 1 }, (_, i) => `${base}-${i + 2}`)].sort())
	})
})
