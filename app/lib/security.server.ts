import { type AppLoadContext, data } from 'react-router'

import { parseIdParam } from '#shared/ids.ts'
import { PASSKEY_NAME_MAX } from '#server/auth/passkey-input.ts'
import { listPasskeys, removePasskey } from '#server/auth/passkeys.ts'
import { can, type Permission } from '#server/auth/permissions.ts'
import {
	AccountSecurityError,
	type Actor,
	hasSecondFactor,
	renewRecoveryCodes,
	secondFactorsOf,
} from '#server/auth/second-factors.ts'
import { secondFactorRequired, setSecondFactorRequired } from '#server/auth/security-policy.ts'
import {
	confirmTotpEnrolment,
	disableTotp,
	pendingTotpEnrolment,
	startTotpEnrolment,
	totpEnabledAt,
	type TotpEnrolment,
} from '#server/auth/totp.ts'
import { NotFoundError, ValidationError } from '#server/content/errors.ts'
import { SECURITY_FIELDS, SECURITY_INTENTS, SECURITY_PATH } from '#app/lib/admin-paths.ts'
import { ensurePermission, requirePermission } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import type { SecurityAnswer, SecuritySection, TotpSetupView } from '#app/lib/security.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'

/**
 * The Security screen (app/routes/admin/security.tsx): the authenticator app, the passkeys, the recovery
 * codes and, for an administrator, the rule that every account needs a second factor, by the same domain
 * calls as the JSON API (server/auth/totp.ts, passkeys.ts, second-factors.ts, security-policy.ts). Adding a
 * passkey needs the browser's prompt: the section's script talks to the API for that (app/lib/passkeys.ts);
 * everything else is a form post handled here.
 */

export async function securityScreen(request: Request, context: AppLoadContext) {
	// Open to a user who must set up a second factor first (server/auth/security-policy.ts): all they may see.
	const admin = await requirePermission(request, context, { permission: 'account.second-factor' })
	const { db } = context.services
	const [factors, enabledAt, passkeys, required] = await Promise.all([
		secondFactorsOf(db, admin.id),
		totpEnabledAt(db, admin.id),
		listPasskeys(db, admin.id),
		secondFactorRequired(db),
	])
	return {
		setUpOnly: admin.secondFactorPending === true,
		/** The site's rule, for those who may change it. */
		rule: can(admin, { permission: 'security.policy' }) ? { required } : undefined,
		totp: factors.totp,
		recoveryCodesLeft: factors.recoveryCodesLeft,
		hasSecondFactor: hasSecondFactor(factors),
		totpEnabledAt: enabledAt,
		passkeys,
		passkeyNameMax: PASSKEY_NAME_MAX,
	}
}

const setupView = ({ token, secret, otpauthUri, qrSvg }: TotpEnrolment): TotpSetupView => ({
	token,
	secret,
	otpauthUri,
	qrSvg,
})

const text = (form: FormData, name: string, max: number) => {
	const value = form.get(name)
	return typeof value === 'string' ? value.slice(0, max) : ''
}

const answer = (body: SecurityAnswer, status = 200) => data(body, { status })

/** A refusal the screen explains; anything else is a real error. */
function refused(error: unknown, section: SecuritySection) {
	if (error instanceof AccountSecurityError) {
		return data({ kind: 'failed', section, error: error.message } satisfies SecurityAnswer, {
			status: error.status,
			headers: error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined,
		})
	}
	if (error instanceof ValidationError) return answer({ kind: 'failed', section, error: error.message }, 400)
	throw error
}

async function confirm(actor: Actor, context: AppLoadContext, form: FormData) {
	const db = context.services.db
	const token = text(form, SECURITY_FIELDS.token, 200)
	try {
		const { recoveryCodes } = await confirmTotpEnrolment(db, actor, {
			token,
			code: text(form, SECURITY_FIELDS.code, 20),
		})
		return answer({ kind: 'totp-enabled', ...(recoveryCodes && { recoveryCodes }) })
	} catch (error) {
		// A wrong code: the same set-up again, while it lasts.
		const pending = error instanceof ValidationError ? await pendingTotpEnrolment(db, actor, token) : undefined
		if (!pending || !(error instanceof ValidationError)) return refused(error, 'totp')
		const message = error.fields.code ?? error.message
		return answer({ kind: 'totp-setup', setup: setupView(pending), error: message }, 400)
	}
}

/** Removes a passkey with the password; a refusal is shown beside that passkey's field. */
async function removePasskeyByForm(actor: Actor, context: AppLoadContext, form: FormData, password: string) {
	const id = parseIdParam(form.get(SECURITY_FIELDS.passkeyId))
	if (id === undefined) return redirectWithToast(SECURITY_PATH, { type: 'error', message: 'No such passkey.' })
	try {
		await removePasskey(context.services.db, actor, { id, password })
	} catch (error) {
		if (!(error instanceof NotFoundError)) return refused(error, { passkey: id })
		return redirectWithToast(SECURITY_PATH, { type: 'error', message: 'That passkey was already removed.' })
	}
	return redirectWithToast(SECURITY_PATH, { type: 'success', message: 'Passkey removed' })
}

/** What each of the screen's forms needs: setting a factor up is all a user whose factor is pending may do. */
function permissionOf(intent: FormDataEntryValue | null): Permission {
	if (intent === SECURITY_INTENTS.totpSetup || intent === SECURITY_INTENTS.totpConfirm) return 'account.second-factor'
	return intent === SECURITY_INTENTS.secondFactorRule ? 'security.policy' : 'account.own'
}

/** The site's rule that every account needs a second factor, turned on or off (an administrator's). */
async function setRule(actor: Actor, context: AppLoadContext, form: FormData) {
	const required = form.get(SECURITY_FIELDS.requireSecondFactor) === 'on'
	let saved: { changed: boolean }
	try {
		saved = await setSecondFactorRequired(context.services.db, actor, required)
	} catch (error) {
		return refused(error, 'second-factor-rule')
	}
	const message = !saved.changed
		? 'The rule is as it was'
		: required
			? 'Every account now needs a second factor'
			: 'A second factor is no longer required of everyone'
	return redirectWithToast(SECURITY_PATH, { type: 'success', message })
}

export async function securityAction({ request, context }: { request: Request; context: AppLoadContext }) {
	const signedIn = await requirePermission(request, context, { permission: 'account.second-factor' })
	const form = await readFormData(request)
	const admin = ensurePermission(signedIn, { permission: permissionOf(form.get('intent')) })
	const actor: Actor = { admin, ip: context.clientAddress }
	const db = context.services.db
	const password = text(form, SECURITY_FIELDS.password, 1024)
	switch (form.get('intent')) {
		case SECURITY_INTENTS.secondFactorRule:
			return setRule(actor, context, form)
		case SECURITY_INTENTS.totpSetup:
			try {
				return answer({ kind: 'totp-setup', setup: setupView(await startTotpEnrolment(db, actor)) })
			} catch (error) {
				return refused(error, 'totp')
			}
		case SECURITY_INTENTS.totpConfirm:
			return confirm(actor, context, form)
		case SECURITY_INTENTS.totpDisable:
			try {
				await disableTotp(db, actor, password)
			} catch (error) {
				return refused(error, 'totp')
			}
			return redirectWithToast(SECURITY_PATH, { type: 'success', message: 'The authenticator app is off' })
		case SECURITY_INTENTS.passkeyRemove:
			return removePasskeyByForm(actor, context, form, password)
		case SECURITY_INTENTS.recoveryCodes:
			try {
				return answer({ kind: 'recovery-codes', recoveryCodes: await renewRecoveryCodes(db, actor, password) })
			} catch (error) {
				return refused(error, 'recovery-codes')
			}
		default:
			throw data('Unknown action', { status: 400 })
	}
}
