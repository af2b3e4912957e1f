import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '#server/db/database.ts'

/**
 * Who is a visitor without a cookie (DESIGN.md §12, as Plausible does it): a hash of a random salt of the
 * day, the site, the client's address and its user agent. The salt is shared by every instance (the
 * database), made by the first view of a day, and deleted once its day is over, so a hash can never be
 * traced back to an address, nor a visitor followed from one day to the next. The address and the user
 * agent themselves are never stored.
 */
export type VisitorHasher = {
	hash(day: string, facts: { site: string; address: string; userAgent: string }): Promise<string>
	/** Deletes the salts of the days before `today`: from every instance's memory and from the database. */
	forgetBefore(today: string): Promise<void>
}

export function visitorHasher(db: Db): VisitorHasher {
	/** This process's copy of today's salt: one day only. */
	let known: { day: string; salt: string } | undefined

	async function saltOf(day: string): Promise<string> {
		if (known?.day === day) return known.salt
		// Every instance may get here at once: the first insert wins, and everyone reads the winner's salt.
		await db
			.insertInto('analytics_salts')
			.values({ day, salt: randomBytes(32).toString('hex') })
			.onConflict((conflict) => conflict.column('day').doNothing())
			.execute()
		const row = await db.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow()
		await forgetBefore(day)
		known = { day, salt: row.salt }
		return row.salt
	}

	async function forgetBefore(today: string) {
		if (known && known.day < today) known = undefined
		await db.deleteFrom('analytics_salts').where('day', '<', today).execute()
	}

	return {
		async hash(day, { site, address, userAgent }) {
			const salt = await saltOf(day)
			return createHash('sha256').update(`${salt}\n${site}\n${address}\n${userAgent}`).digest('hex').slice(0, 32)
		},
		forgetBefore,
	}
}
