import { bumpContentVersion, versionCommitted } from '#server/cache/version.ts'
import type { AfterCommit, ContentHook } from '#server/content/hooks/hook.ts'
import type { Db } from '#server/db/database.ts'

/**
 * Every write the public site can see bumps the content version in its transaction, which makes every
 * instance's cached pages and API answers stale (server/cache/version.ts, ADR 0010). A purge does not:
 * it only removes items from the trash, which no visitor sees.
 */
async function bump(trx: Db, afterCommit: AfterCommit): Promise<void> {
	const version = await bumpContentVersion(trx)
	afterCommit((db) => versionCommitted(db, version))
}

export const contentVersionHook: ContentHook = {
	name: 'content-version',
	afterChange: ({ trx, afterCommit }) => bump(trx, afterCommit),
	async afterDelete({ trx, operation, afterCommit }) {
		if (operation === 'trash') await bump(trx, afterCommit)
	},
}
