import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * scrypt from node:crypto with OWASP's parameters (N=2^17, r=8, p=1: 128 MiB per hash).
 * The stored form names its parameters, so they can be raised later without breaking old hashes.
 */
const DEFAULTS = { N: 2 ** 17, r: 8, p: 1 }
const KEY_LENGTH = 64

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
	const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 }
	return new Promise<Buffer>((resolve, reject) =>
		scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
			error ? reject(error) : resolve(key),
		),
	)
}

export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(16)
	const key = await derive(password, salt, DEFAULTS)
	const { N, r, p } = DEFAULTS
	return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const [scheme, N, r, p, salt, key] = stored.split('$')
	if (scheme !== 'scrypt' || !N || !r || !p || !salt || !key) return false
	const expected = Buffer.from(key, 'base64url')
	const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) })
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
