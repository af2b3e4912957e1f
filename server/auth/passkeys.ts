import {
	type AuthenticationResponseJSON,
	generateAuthenticationOptions,
	generateRegistrationOptions,
	type PublicKeyCredentialCreationOptionsJSON,
	type PublicKeyCredentialRequestOptionsJSON,
	type RegistrationResponseJSON,
	verifyAuthenticationResponse,
	verifyRegistrationResponse,
} from '@simplewebauthn/server'

import { recordAudit } from '#server/auth/audit.ts'
import { consumeChallenge, createChallenge, findChallenge } from '#server/auth/challenges.ts'
import { openSession } from '#server/auth/open-session.ts'
import type { PasskeyRegistrationInput, PasskeySignInInput } from '#server/auth/passkey-input.ts'
import {
	type Actor,
	confirmPassword,
	dropRecoveryCodesWithLastFactor,
	recoveryCodesWithFirstFactor,
} from '#server/auth/second-factors.ts'
import type { SignInOrigin, SignInResult } from '#server/auth/sign-in.ts'
import {
	clearSignInAttempts,
	recordSignInAttempt,
	signInThrottleKeys,
	throttledSignIn,
} from '#server/auth/sign-in-delays.ts'
import type { User } from '#server/auth/user.ts'
import { NotFoundError, ValidationError } from '#server/content/errors.ts'
import type { Db } from '#server/db/database.ts'
import { log } from '#server/logging.ts'
import type { Services } from '#server/services.ts'

/**
 * Passkeys (WebAuthn, ADR 0029): discoverable credentials with user verification, so a passkey
 * signs in alone, without an e-mail. @simplewebauthn/server makes the options and verifies the answers;
 * the challenges live in the database (server/auth/challenges.ts), so any instance finishes a ceremony
 * another began, and each is used once.
 */

/** A ceremony (options, then the browser's answer) must end within this. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60
export const PASSKEY_REFUSED = 'The passkey was not accepted'

/**
 * Where passkeys belong: the relying party's id (a host name, no port) and the one origin whose pages may
 * use them. PUBLIC_URL when set; else the origin the request reached (which follows X-Forwarded-Host and
 * -Proto only when TRUST_PROXY is on: Express's `req.protocol`/`req.host`, React Router's request URL).
 */
export type RelyingParty = { id: string; origin: string }

export function relyingParty(publicUrl: string | undefined, requestOrigin: string): RelyingParty {
	const url = new URL(publicUrl ?? requestOrigin)
	return { id: url.hostname, origin: url.origin }
}

/** What the Security screen and `GET /admin/passkeys` show of a passkey. */
export type PasskeyView = {
	id: number
	name: string
	created_at: string
	last_used_at: string | null
	/** `multiDevice`: synced (a password manager, a platform's keychain); `singleDevice`: bound to one authenticator. */
	device_type: 'singleDevice' | 'multiDevice'
	backed_up: boolean
}

type PasskeyRow = { id: number; name: string; created_at: string; last_used_at: string | null }

const viewOf = (row: PasskeyRow & { device_type: string; backed_up: number }): PasskeyView => ({
	id: row.id,
	name: row.name,
	created_at: row.created_at,
	last_used_at: row.last_used_at,
	device_type: row.device_type === 'multiDevice' ? 'multiDevice' : 'singleDevice',
	backed_up: row.backed_up === 1,
})

export async function listPasskeys(db: Db, adminId: number): Promise<PasskeyView[]> {
	const rows = await db
		.selectFrom('passkeys')
		.select(['id', 'name', 'created_at', 'last_used_at', 'device_type', 'backed_up'])
		.where('admin_id', '=', adminId)
		.orderBy('created_at')
		.orderBy('id')
		.execute()
	return rows.map(viewOf)
}

/**
 * The user handle the authenticator keeps with the credential, and gives back at sign-in: which account it
 * is for. Not personal data (WebAuthn §14.6.1): the account's number.
 */
const userHandleOf = (adminId: number) => new TextEncoder().encode(`admin:${adminId}`)
const encode = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

type ChallengeData = { challenge: string }

/** Starts adding a passkey to the signed-in admin's account: the options for `startRegistration()`. */
export async function passkeyRegistrationOptions(
	db: Db,
	admin: Pick<User, 'id' | 'email'>,
	rp: RelyingParty,
): Promise<{ token: string; options: PublicKeyCredentialCreationOptionsJSON }> {
	const existing = await db
		.selectFrom('passkeys')
		.select(['credential_id', 'transports'])
		.where('admin_id', '=', admin.id)
		.execute()
	const options = await generateRegistrationOptions({
		rpName: rp.id,
		rpID: rp.id,
		userName: admin.email,
		userDisplayName: admin.email,
		userID: userHandleOf(admin.id),
		timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
		attestationType: 'none',
		// The same authenticator twice would only be a second name for one key.
		excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) })),
		authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
	})
	const { token } = await createChallenge(db, 'passkey-registration', {
		adminId: admin.id,
		data: { challenge: options.challenge } satisfies ChallengeData,
		ttlSeconds: PASSKEY_CHALLENGE_SECONDS,
	})
	return { token, options }
}

function transportsOf(json: string): string[] {
	try {
		const parsed: unknown = JSON.parse(json)
		return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
	} catch {
		return []
	}
}

/** Why a verification failed, for the log: the library's message without the values it quotes. */
const reasonOf = (error: unknown) =>
	error instanceof Error ? error.message.replace(/"[^"]*"/g, '"…"').slice(0, 160) : 'verification failed'

const NOT_VERIFIED = 'The passkey could not be verified. Please try again.'

/**
 * Checks the browser's answer to `passkeyRegistrationOptions` and keeps the passkey. The first second
 * factor of the account (no authenticator app, no passkey yet) also makes the recovery codes, returned
 * here only (ADR 0029).
 */
export async function addPasskey(
	db: Db,
	actor: Actor & { requestId?: string },
	input: PasskeyRegistrationInput,
	rp: RelyingParty,
): Promise<{ passkey: PasskeyView; recoveryCodes?: string[] }> {
	const { admin } = actor
	const challenge = await findChallenge<ChallengeData>(db, 'passkey-registration', input.token)
	// Used up before the answer is looked at: a replayed answer finds nothing.
	if (!challenge || challenge.adminId !== admin.id || !(await consumeChallenge(db, input.token))) {
		throw new ValidationError('This passkey request has expired. Please start again.', {
			token: 'Unknown or expired',
		})
	}
	let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>
	try {
		verification = await verifyRegistrationResponse({
			response: input.response as RegistrationResponseJSON,
			expectedChallenge: challenge.data.challenge,
			expectedOrigin: rp.origin,
			expectedRPID: rp.id,
			requireUserVerification: true,
		})
	} catch (error) {
		log('warn', 'passkey registration refused', { id: actor.requestId, reason: reasonOf(error) })
		throw new ValidationError(NOT_VERIFIED, { response: NOT_VERIFIED })
	}
	if (!verification.verified) throw new ValidationError(NOT_VERIFIED, { response: NOT_VERIFIED })
	const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo
	const taken = await db
		.selectFrom('passkeys')
		.select('id')
		.where('credential_id', '=', credential.id)
		.executeTakeFirst()
	if (taken) throw new ValidationError('This passkey is already registered', { response: 'Already registered' })

	const name = input.name || (credentialDeviceType === 'multiDevice' ? 'Synced passkey' : 'Device-bound passkey')
	const createdAt = new Date().toISOString()
	const row = await db
		.insertInto('passkeys')
		.values({
			admin_id: admin.id,
			credential_id: credential.id,
			public_key: encode(credential.publicKey),
			counter: credential.counter,
			transports: JSON.stringify(input.response.response.transports ?? []),
			device_type: credentialDeviceType,
			backed_up: credentialBackedUp ? 1 : 0,
			name,
			created_at: createdAt,
		})
		.returning(['id', 'name', 'created_at', 'last_used_at', 'device_type', 'backed_up'])
		.executeTakeFirstOrThrow()
	await recordAudit(db, {
		userId: admin.id,
		session: admin.sessionId,
		ip: actor.ip,
		action: 'passkey-added',
		detail: { name },
	})
	const recoveryCodes = await recoveryCodesWithFirstFactor(db, actor)
	return { passkey: viewOf(row), ...(recoveryCodes && { recoveryCodes }) }
}

/**
 * Removes one of the admin's passkeys, with the account's password (ADR 0029: confirmPassword throws
 * AccountSecurityError, 403 or 429). With no factor left, the recovery codes go too.
 */
export async function removePasskey(db: Db, actor: Actor, input: { id: number; password: unknown }): Promise<void> {
	const passkey = await db
		.selectFrom('passkeys')
		.select(['id', 'name'])
		.where('id', '=', input.id)
		.where('admin_id', '=', actor.admin.id)
		.executeTakeFirst()
	if (!passkey) throw new NotFoundError('The passkey')
	await confirmPassword(db, actor, input.password)
	const deleted = await db.deleteFrom('passkeys').where('id', '=', passkey.id).executeTakeFirst()
	if (Number(deleted.numDeletedRows) !== 1) throw new NotFoundError('The passkey')
	await recordAudit(db, {
		userId: actor.admin.id,
		session: actor.admin.sessionId,
		ip: actor.ip,
		action: 'passkey-removed',
		detail: { name: passkey.name },
	})
	await dropRecoveryCodesWithLastFactor(db, actor.admin.id)
}

/**
 * Starts a sign-in with a passkey: no account is named (allowCredentials empty), the authenticator offers
 * the passkeys it holds for this site and says which it used.
 */
export async function passkeySignInOptions(
	db: Db,
	rp: RelyingParty,
): Promise<{ token: string; options: PublicKeyCredentialRequestOptionsJSON }> {
	const options = await generateAuthenticationOptions({
		rpID: rp.id,
		allowCredentials: [],
		userVerification: 'required',
		timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
	})
	const { token } = await createChallenge(db, 'passkey-sign-in', {
		data: { challenge: options.challenge } satisfies ChallengeData,
		ttlSeconds: PASSKEY_CHALLENGE_SECONDS,
	})
	return { token, options }
}

/**
 * Signs in with the browser's answer to `passkeySignInOptions`: the challenge is used up, the passkey
 * found by its credential id, the signature, origin, RP id, user verification and signature counter
 * checked; then the session (openSession). Every attempt counts in the sign-in throttle of the client's
 * address, as a password would; a refused one is in the audit log.
 */
export async function signInWithPasskey(
	services: Pick<Services, 'db' | 'contactMailer'>,
	input: PasskeySignInInput,
	rp: RelyingParty,
	origin: SignInOrigin,
): Promise<SignInResult> {
	const { db } = services
	// No account is named before the passkey answers: the attempt counts against the address only.
	const wait = await recordSignInAttempt(db, [`ip:${origin.clientAddress}`])
	if (wait > 0) {
		log('warn', 'sign-in throttled', { id: origin.requestId })
		return throttledSignIn(wait)
	}
	const refuse = async (reason: string): Promise<SignInResult> => {
		log('warn', 'passkey sign-in refused', { id: origin.requestId, reason })
		await recordAudit(db, { action: 'sign-in-failed', ip: origin.clientAddress, detail: { method: 'passkey' } })
		return { ok: false, status: 401, error: PASSKEY_REFUSED }
	}

	const challenge = await findChallenge<ChallengeData>(db, 'passkey-sign-in', input.token)
	if (!challenge || !(await consumeChallenge(db, input.token))) return refuse('unknown, expired or used challenge')
	const { response } = input
	const stored = await db
		.selectFrom('passkeys')
		.select(['id', 'admin_id', 'credential_id', 'public_key', 'counter', 'transports'])
		.where('credential_id', '=', response.id)
		.executeTakeFirst()
	if (!stored) return refuse('unknown credential')
	const userHandle = response.response.userHandle
	if (userHandle && userHandle !== encode(userHandleOf(stored.admin_id))) return refuse('another account')

	let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
	try {
		verification = await verifyAuthenticationResponse({
			response: response as AuthenticationResponseJSON,
			expectedChallenge: challenge.data.challenge,
			expectedOrigin: rp.origin,
			expectedRPID: rp.id,
			credential: {
				id: stored.credential_id,
				publicKey: Buffer.from(stored.public_key, 'base64url'),
				counter: stored.counter,
				transports: transportsOf(stored.transports),
			},
			// A passkey is the only factor of its sign-in: its PIN or biometrics are the second (ADR 0029).
			requireUserVerification: true,
		})
	} catch (error) {
		return refuse(reasonOf(error))
	}
	if (!verification.verified) return refuse('signature')
	const { newCounter, credentialBackedUp, credentialDeviceType } = verification.authenticationInfo
	// Only from the counter that was checked: of two racing answers, one wins.
	const updated = await db
		.updateTable('passkeys')
		.set({
			counter: newCounter,
			last_used_at: new Date().toISOString(),
			backed_up: credentialBackedUp ? 1 : 0,
			device_type: credentialDeviceType,
		})
		.where('id', '=', stored.id)
		.where('counter', '=', stored.counter)
		.executeTakeFirst()
	if (Number(updated.numUpdatedRows) !== 1) return refuse('counter changed meanwhile')
	// A completed sign-in starts both series again, the account's too: a password step left for a passkey
	// (its second step offers one: ADR 0029) counted there.
	const account = await db
		.selectFrom('admin_users')
		.select('email')
		.where('id', '=', stored.admin_id)
		.executeTakeFirstOrThrow()
	await clearSignInAttempts(db, signInThrottleKeys(origin.clientAddress, account.email))
	const { token } = await openSession(services, stored.admin_id, {
		userAgent: origin.userAgent,
		ip: origin.clientAddress,
		method: 'passkey',
		requestId: origin.requestId,
	})
	return { ok: true, token }
}
