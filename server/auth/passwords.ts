import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto'
import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * scrypt from node:crypto with OWASP's parameters (N=2^17, r=8, p=1: 128 MiB per hash).
 * The stored form names its parameters, so they can be raised later without breaking old hashes.
 */
export type ScryptParams = { N: number; r: number; p: number }
export const PASSWORD_HASH_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 }
const KEY_LENGTH = 64

/** The stored form: `scrypt$N$r$p$salt$key`, salt and key in base64url. */
const STORED_FORM = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/

/** At most what one hash may take in memory (scrypt needs 128·N·r bytes): twice what ours take. */
const MAX_HASH_MEMORY = 256 * 1024 * 1024

/**
 * The parameters a stored hash names, or undefined when it is not one in our form: scrypt's own rules (N a
 * power of two above 1, r and p at least 1), no more memory than MAX_HASH_MEMORY, a salt of 16 bytes or
 * more and a key of KEY_LENGTH (a hash cut short when pasted would never match, and lock the admin out).
 */
export function passwordHashParams(stored: string): ScryptParams | undefined {
	const match = STORED_FORM.exec(stored)
	if (!match) return undefined
	const [N, r, p] = match.slice(1, 4).map(Number) as [number, number, number]
	if (N < 2 || (N & (N - 1)) !== 0 || r < 1 || p < 1 || p > 16 || 128 * N * r > MAX_HASH_MEMORY) return undefined
	const [salt = '', key = ''] = match.slice(4)
	if (Buffer.from(salt, 'base64url').length < 16 || Buffer.from(key, 'base64url').length !== KEY_LENGTH)
		return undefined
	return { N, r, p }
}

/** True when a hash costs less to compute than the ones new passwords get (ADMIN_PASSWORD_HASH may). */
export const cheaperThanDefault = ({ N, r, p }: ScryptParams) =>
	N * r * p < PASSWORD_HASH_PARAMS.N * PASSWORD_HASH_PARAMS.r * PASSWORD_HASH_PARAMS.p

function derive(password: string, salt: Buffer, params: ScryptParams) {
	const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 }
	return new Promise<Buffer>((resolve, reject) =>
		scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
			error ? reject(error) : resolve(key),
		),
	)
}

/**
 * `params` other than the default are for hashes made ahead of time (ADMIN_PASSWORD_HASH); tests use a
 * cheap one so that signing in costs milliseconds (docs/testing.md).
 */
export async function hashPassword(password: string, params: ScryptParams = PASSWORD_HASH_PARAMS): Promise<string> {
	const salt = randomBytes(16)
	const key = await derive(password, salt, params)
	const { N, r, p } = params
	return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const params = passwordHashParams(stored)
	if (!params) return false
	const [salt = '', key = ''] = stored.split('$').slice(4)
	const expected = Buffer.from(key, 'base64url')
	const actual = await derive(password, Buffer.from(salt, 'base64url'), params)
	return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A hash of nothing in particular: verifying against it makes an unknown e-mail cost as much as a known one. */
let decoyHash: Promise<string> | undefined
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')))

export const generatePassword = () => randomBytes(18).toString('base64url')

export const MIN_PASSWORD_LENGTH = 12

let common: Set<string> | undefined
/**
 * True for a password on the list of the ~50,000 most common ones (as zxcvbn knows them), compared
 * without case and spaces, so 'Password1234' and 'password 1234' count too.
 */
export function isCommonPassword(password: string): boolean {
	common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()))
	const plain = password.toLowerCase()
	return common.has(plain) || common.has(plain.replace(/\s+/g, ''))
}
