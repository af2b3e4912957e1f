import { type FormEvent, useState } from 'react'
import { useNavigation, useRevalidator } from 'react-router'

import type { PasskeyView } from '#server/auth/passkeys.ts'
import { Panel } from '#app/components/admin/admin-page.tsx'
import { FormError, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { PasswordAgainForm, RecoveryCodeList } from '#app/components/admin/recovery-codes.tsx'
import { LocalTime } from '#app/components/local-time.tsx'
import { SECURITY_FIELDS, SECURITY_INTENTS } from '#app/lib/admin-paths.ts'
import { addPasskey } from '#app/lib/passkeys.ts'
import { useWebAuthnSupport } from '#app/lib/webauthn-support.ts'

/** A refused removal: which passkey, and why (shown beside its password field). */
type Failure = { passkey: number; error: string }

/**
 * The Security screen's passkeys: the list (name, added, last used, synced or on one device), adding one
 * (a name, then the browser's prompt), removing one (with the password). The first passkey of an account
 * without another factor brings the recovery codes, shown here once.
 */
export function PasskeysSection({
	passkeys,
	nameMax,
	failure,
}: {
	passkeys: PasskeyView[]
	nameMax: number
	failure?: Failure | undefined
}) {
	return (
		<Panel title="Passkeys">
			<p className="max-w-2xl text-slate-600">
				A passkey signs you in with this device’s screen lock, a security key or your phone, without a password or an
				e-mail. Once you have one, signing in with the password alone also asks for a second step.
			</p>
			{passkeys.length === 0 ? (
				<p className="mt-4 text-slate-600">No passkeys yet.</p>
			) : (
				<ul className="mt-4 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
					{passkeys.map((passkey) => (
						<PasskeyRow
							key={passkey.id}
							passkey={passkey}
							failure={failure?.passkey === passkey.id ? failure.error : undefined}
						/>
					))}
				</ul>
			)}
			<AddPasskey nameMax={nameMax} />
		</Panel>
	)
}

function PasskeyRow({ passkey, failure }: { passkey: PasskeyView; failure: string | undefined }) {
	const navigation = useNavigation()
	const removing =
		navigation.state === 'submitting' && navigation.formData?.get(SECURITY_FIELDS.passkeyId) === String(passkey.id)
	const synced = passkey.device_type === 'multiDevice'
	return (
		<li className="flex flex-wrap items-start justify-between gap-3 p-4">
			<div>
				<p className="font-semibold text-slate-900">{passkey.name}</p>
				<p className="mt-1 text-sm text-slate-600">
					Added <LocalTime iso={passkey.created_at} /> ·{' '}
					{passkey.last_used_at ? (
						<>
							Last used <LocalTime iso={passkey.last_used_at} />
						</>
					) : (
						'Never used'
					)}
				</p>
				<p className="mt-1 text-sm text-slate-600">
					{synced ? 'Synced: on your devices that share a password manager' : 'On one device or security key'}
				</p>
			</div>
			{/* Open when the password was refused, so the message is seen next to the field. */}
			<details className="w-full sm:w-72" open={failure !== undefined}>
				<summary className="cursor-pointer text-sm font-semibold text-red-700 hover:text-red-900">
					Remove “{passkey.name}”
				</summary>
				<div className="mt-3">
					<PasswordAgainForm
						intent={SECURITY_INTENTS.passkeyRemove}
						hidden={{ [SECURITY_FIELDS.passkeyId]: passkey.id }}
						id={`passkey-password-${passkey.id}`}
						button="Remove passkey"
						busy={removing}
						error={failure}
					/>
				</div>
			</details>
		</li>
	)
}

type Added = { name: string; recoveryCodes?: string[] | undefined }

function AddPasskey({ nameMax }: { nameMax: number }) {
	const supported = useWebAuthnSupport()
	const revalidator = useRevalidator()
	const [busy, setBusy] = useState(false)
	const [error, setError] = useState<string>()
	const [added, setAdded] = useState<Added>()

	async function submit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const form = event.currentTarget
		const name = String(new FormData(form).get(SECURITY_FIELDS.passkeyName) ?? '').trim()
		setBusy(true)
		setError(undefined)
		const outcome = await addPasskey(name)
		setBusy(false)
		if (!outcome.ok) return setError(outcome.error)
		form.reset()
		setAdded({ name: outcome.passkey.name, recoveryCodes: outcome.recoveryCodes })
		await revalidator.revalidate()
	}

	return (
		<div className="mt-6 space-y-4 border-t border-slate-200 pt-6">
			{added ? (
				<p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
					Passkey “{added.name}” added.
				</p>
			) : null}
			{/* The account's first factor: its recovery codes, this once. */}
			{added?.recoveryCodes ? <RecoveryCodeList codes={added.recoveryCodes} /> : null}
			<h3 className="text-lg font-semibold text-slate-900">Add a passkey</h3>
			<form onSubmit={submit} className="max-w-md space-y-4">
				<FormError message={error} />
				<TextField
					label="Name"
					name={SECURITY_FIELDS.passkeyName}
					maxLength={nameMax}
					autoComplete="off"
					placeholder="e.g. Work laptop"
					hint={`At most ${nameMax} characters; left empty, it is named after its kind.`}
				/>
				<p className="text-sm text-slate-600">
					{supported === false
						? 'This browser cannot create passkeys.'
						: 'Your browser will ask you to confirm with your screen lock, a security key or your phone.'}
				</p>
				<SubmitButton busy={busy} busyText="Waiting for the passkey..." disabled={supported !== true}>
					Add a passkey
				</SubmitButton>
			</form>
		</div>
	)
}
