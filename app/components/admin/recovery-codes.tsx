import { Form } from 'react-router'

import { FormError, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { SECURITY_FIELDS, SECURITY_INTENTS } from '#app/lib/admin-paths.ts'

/** New recovery codes, shown this once (only their hashes are kept). */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
	return (
		<div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200" data-testid="recovery-codes">
			<h3 className="font-semibold text-slate-900">Your recovery codes</h3>
			<p className="mt-1 text-sm text-slate-700">
				Store them somewhere safe now, in a password manager or on paper: they are shown only this once. Each signs in
				once when your authenticator app or passkeys are out of reach.
			</p>
			<ol
				aria-label="Recovery codes"
				className="mt-3 grid gap-x-8 gap-y-1 font-mono text-base text-slate-900 sm:grid-cols-2"
			>
				{codes.map((code) => (
					<li key={code}>{code}</li>
				))}
			</ol>
		</div>
	)
}

/** The password again, before a change that weakens the account (ADR 0029), for every section of the screen. */
export function PasswordAgainForm({
	intent,
	id,
	button,
	busy,
	hidden = {},
	error,
}: {
	intent: string
	id: string
	button: string
	busy: boolean
	/** What else the form sends (a passkey's id). */
	hidden?: Record<string, string | number>
	/** Why the last try was refused, when it is shown inside the form. */
	error?: string | undefined
}) {
	return (
		<Form method="post" className="max-w-sm space-y-4">
			<input type="hidden" name="intent" value={intent} />
			{Object.entries(hidden).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<FormError message={error} />
			<TextField
				id={id}
				label="Your password"
				name={SECURITY_FIELDS.password}
				type="password"
				autoComplete="current-password"
				maxLength={1024}
				required
			/>
			<SubmitButton busy={busy} busyText="Working...">
				{button}
			</SubmitButton>
		</Form>
	)
}

/** The Security screen's 'Recovery codes': how many are left, and new ones for the password. */
export function RecoveryCodesSection({
	left,
	available,
	newCodes,
	error,
	busy,
}: {
	left: number
	/** The account has a passkey or the authenticator app: codes stand in for them. */
	available: boolean
	newCodes: string[] | undefined
	error: string | undefined
	busy: boolean
}) {
	if (!available) {
		return (
			<p className="text-slate-700">
				None yet: ten are made when you set up your first passkey or the authenticator app.
			</p>
		)
	}
	return (
		<div className="space-y-5">
			{newCodes ? <RecoveryCodeList codes={newCodes} /> : null}
			<p className="text-slate-700">
				{left === 1 ? '1 code left' : `${left} codes left`}. New codes replace every old one.
			</p>
			<FormError message={error} />
			<PasswordAgainForm
				intent={SECURITY_INTENTS.recoveryCodes}
				id="recovery-codes-password"
				button="Make new codes"
				busy={busy}
			/>
		</div>
	)
}
