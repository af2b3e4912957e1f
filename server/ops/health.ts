import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'

/** Whether the database answers a trivial query (what a load balancer's health probe asks). */
export async function databaseAnswers(db: Db): Promise<boolean> {
	try {
		await sql`select 1`.execute(db)
		return true
	} catch {
		return false
	}
}
