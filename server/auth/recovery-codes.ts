import { createHash, randomInt } from 'node:crypto'

import type { Db } from '#server/db/database.ts'

/**
 * Ten one-time recovery codes, for signing in when the passkeys and the authenticator app are out of
 * reach. Shown once, when made; only their SHA-256 is stored (80 random bits each: a hash is enough).
 */

export const RECOVERY_CODE_COUNT = 10
/** Crockford's base32 without the look-alikes: codes are read off paper and typed. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'

/** `xxxx-xxxx-xxxx-xxxx`; typed codes are compared without dashes, spaces or case. */
function newCode(): string {
	const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)])
	return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-')
}

const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, '')
const hashCode = (code: string) => createHash('sha256').update(normalize(code)).digest('hex')

/** Replaces every code of the admin with ten new ones, and returns them (the only time they are seen). */
export async function createRecoveryCodes(db: Db, adminId: number, at = new Date()): Promise<string[]> {
	const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode)
	await db.transaction().execute(async (trx) => {
		await trx.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute()
		await trx
			.insertInto('recovery_codes')
			.values(codes.map((code) => ({ admin_id: adminId, code_hash: hashCode(code), created_at: at.toISOString() })))
			.execute()
	})
	return codes
}

/** Spends a code: true once per code, never again (a single conditional update, so racing uses can't both win). */
export async function useRecoveryCode(db: Db, adminId: number, code: string, at = new Date()): Promise<boolean> {
	if (typeof code !== 'string' || code.length > 64 || normalize(code).length !== 16) return false
	const result = await db
		.updateTable('recovery_codes')
		.set({ used_at: at.toISOString() })
		.where('admin_id', '=', adminId)
		.where('code_hash', '=', hashCode(code))
		.where('used_at', 'is', null)
		.executeTakeFirst()
	return Number(result.numUpdatedRows) === 1
}

export async function recoveryCodesLeft(db: Db, adminId: number): Promise<number> {
	const row = await db
		.selectFrom('recovery_codes')
		.select((eb) => eb.fn.countAll<number>().as('count'))
		.where('admin_id', '=', adminId)
		.where('used_at', 'is', null)
		.executeTakeFirstOrThrow()
	return Number(row.count)
}

export async function deleteRecoveryCodes(db: Db, adminId: number): Promise<void> {
	await db.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute()
}
