import { createHash, randomBytes } from 'node:crypto'

import type { Db } from '#server/db/database.ts'

/**
 * Who is a visitor without a cookie (docs/design.md §12, as Plausible does it): a hash of a random salt of the
 * day, the site, the client's address and its user agent. The salt is shared by every instance (the
 * database), made by the first view of a day, and deleted once its day is over (by the next day's first
 * view, each instance's midnight timer and the housekeeping), so a hash can never be traced back to an
 * address, nor a visitor followed from one day to the next. The address and the user agent themselves are
 * never stored.
 */
export type VisitorHasher = {
	/** The visitor's hash for `day`; undefined when that day is over (its salt is gone, or going). */
	hash(day: string, facts: { site: string; address: string; userAgent: string }): Promise<string | undefined>
	/** Forgets the salts of the days before `today`, in this process and in the database. */
	forgetBefore(today: string): Promise<void>
}

/** Deletes the salts of the days before `today` (the housekeeping, every instance: idempotent). */
export async function deleteSaltsBefore(db: Db, today: string): Promise<void> {
	await db.deleteFrom('analytics_salts').where('day', '<', today).execute()
}

export function visitorHasher(db: Db): VisitorHasher {
	/** This process's copy of one day's salt, read once by the first of the views that need it. */
	let known: { day: string; salt: Promise<string | undefined> } | undefined

	async function load(day: string): Promise<string | undefined> {
		// A later day's salt means this day is over (another instance's clock, or a view at midnight): a
		// salt made again for it would outlive its day and give its visitors a second hash.
		const newest = await db
			.selectFrom('analytics_salts')
			.select((eb) => eb.fn.max('day').as('day'))
			.executeTakeFirst()
		if (newest?.day && newest.day > day) return undefined
		// Every instance may get here at once: the first insert wins, and everyone reads the winner's salt.
		await db
			.insertInto('analytics_salts')
			.values({ day, salt: randomBytes(32).toString('hex') })
			.onConflict((conflict) => conflict.column('day').doNothing())
			.execute()
		const row = await db.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirst()
		await deleteSaltsBefore(db, day)
		return row?.salt
	}

	function saltOf(day: string): Promise<string | undefined> {
		if (known?.day !== day) {
			const salt = load(day)
			known = { day, salt }
			// A failed read is not kept: the next view tries again.
			salt.catch(() => {
				if (known?.salt === salt) known = undefined
			})
		}
		return known.salt
	}

	return {
		async hash(day, { site, address, userAgent }) {
			const salt = await saltOf(day)
			if (salt === undefined) return undefined
			return createHash('sha256').update(`${salt}\n${site}\n${address}\n${userAgent}`).digest('hex').slice(0, 32)
		},
		async forgetBefore(today) {
			if (known && known.day < today) known = undefined
			await deleteSaltsBefore(db, today)
		},
	}
}
