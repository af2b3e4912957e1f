import type { Kysely, Migration } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- a migration describes a past schema (see migrations.ts) */

/**
 * docs/design.md §12 (ADR 0033): built-in analytics. Raw page views (kept ANALYTICS_RAW_DAYS), their daily
 * roll-ups (kept), the days already rolled up, and each day's visitor salt (deleted once its day is over).
 * Nothing here holds an address or a user agent: a visitor is a salted hash that changes every day.
 */
export const analyticsMigration: Migration = {
	async up(db: Kysely<any>) {
		const run = async (trx: Kysely<any>) => {
			await trx.schema
				.createTable('analytics_events')
				.addColumn('day', 'text', (col) => col.notNull())
				.addColumn('at', 'text', (col) => col.notNull())
				.addColumn('path', 'text', (col) => col.notNull())
				.addColumn('referrer', 'text', (col) => col.notNull().defaultTo(''))
				.addColumn('utm_source', 'text', (col) => col.notNull().defaultTo(''))
				.addColumn('utm_medium', 'text', (col) => col.notNull().defaultTo(''))
				.addColumn('utm_campaign', 'text', (col) => col.notNull().defaultTo(''))
				.addColumn('device', 'text', (col) => col.notNull())
				.addColumn('visitor', 'text', (col) => col.notNull())
				.execute()
			await trx.schema.createIndex('analytics_events_day').on('analytics_events').columns(['day', 'path']).execute()
			await trx.schema
				.createTable('analytics_daily')
				.addColumn('day', 'text', (col) => col.notNull())
				.addColumn('dimension', 'text', (col) => col.notNull())
				.addColumn('value', 'text', (col) => col.notNull())
				.addColumn('views', 'integer', (col) => col.notNull())
				.addColumn('visitors', 'integer', (col) => col.notNull())
				.addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'dimension', 'value'])
				.execute()
			await trx.schema
				.createTable('analytics_rollups')
				.addColumn('day', 'text', (col) => col.primaryKey())
				.addColumn('rolled_at', 'text', (col) => col.notNull())
				.execute()
			await trx.schema
				.createTable('analytics_salts')
				.addColumn('day', 'text', (col) => col.primaryKey())
				.addColumn('salt', 'text', (col) => col.notNull())
				.execute()
		}
		await (db.isTransaction ? run(db) : db.transaction().execute(run))
	},
}
