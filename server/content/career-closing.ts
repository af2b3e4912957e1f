import { sql } from 'kysely'

import { closesAt } from '#shared/career-facts.ts'
import { registerScheduleSource } from '#server/cache/version.ts'

/**
 * A position closes at the end of its closing day, UTC, with no write (docs/design.md §17,
 * docs/decisions/0059-structured-positions.md): each published position's closing moment joins the content
 * version's schedule, so every cached list, page and sitemap is made again from that moment, as when a
 * scheduled item goes live.
 */
export function closingSchedule(type: { name: string }): void {
	registerScheduleSource(async (db, at) => {
		const { rows } = await sql<{ valid_through: string }>`select distinct valid_through from ${sql.table(type.name)}
			where status = 'published' and deleted_at is null and valid_through <> ''`.execute(db)
		return rows.map((row) => closesAt(row.valid_through)).filter((moment): moment is string => !!moment && moment > at)
	})
}
