import { useState, type FormEvent } from 'react'
import { Form, useNavigation, useRevalidator } from 'react-router'
import { Panel } from '#app/components/admin/admin-page.tsx'
import { FormError, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { LocalTime } from '#app/components/local-time.tsx'
import { addPasskey, PASSKEY_FIELDS, PASSKEY_INTENTS, useWebAuthnSupport } from '#app/lib/passkeys.ts'
import type { PasskeyRemovalFailure, PasskeysSectionData } from '#app/lib/passkeys.server.ts'

type Props = PasskeysSectionData & { failure?: PasskeyRemovalFailure | undefined }

/**
 * The Security screen's passkeys: the list (name, added, last used, synced or on one device), adding one
 * (a name, then the browser's prompt), removing one (with the password). The first passkey of an account
 * without another factor brings the recovery codes, shown here once.
 */
export function PasskeysSection({ passkeys, nameMax, failure }: Props) {
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
							failure={failure?.id === passkey.id ? failure.error : undefined}
						/>
					))}
				</ul>
			)}
			<AddPasskey nameMax={nameMax} />
		</Panel>
	)
}

function PasskeyRow({ passkey, failure }: { passkey: PasskeysSectionData['passkeys'][number]; failure?: string }) {
	const navigation = useNavigation()
	const removing =
		navigation.state === 'submitting' && navigation.formData?.get(PASSKEY_FIELDS.id) === String(passkey.id)
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
				<Form method="post" className="mt-3 space-y-3">
					<input type="hidden" name="intent" value={PASSKEY_INTENTS.remove} />
					<input type="hidden" name={PASSKEY_FIELDS.id} value={passkey.id} />
					<FormError message={failure} />
					<TextField
						label="Your password"
						name={PASSKEY_FIELDS.password}
						id={`passkey-password-${passkey.id}`}
						type="password"
						autoComplete="current-password"
						required
					/>
					<button
						type="submit"
						disabled={removing}
						className="rounded-full bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
					>
						{removing ? 'Removing...' : 'Remove passkey'}
					</button>
				</Form>
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
		const name = String(new FormData(form).get(PASSKEY_FIELDS.name) ?? '').trim()
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
		<div className="mt-6 border-t border-slate-200 pt-6">
			<h3 className="text-lg font-semibold text-slate-900">Add a passkey</h3>
			{added ? (
				<p role="status" className="mt-3 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
					Passkey “{added.name}” added.
				</p>
			) : null}
			{added?.recoveryCodes ? <RecoveryCodes codes={added.recoveryCodes} /> : null}
			<form onSubmit={submit} className="mt-3 max-w-md space-y-4">
				<FormError message={error} />
				<TextField
					label="Name"
					name={PASSKEY_FIELDS.name}
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

/** The codes of the first factor, shown this once (they are stored only as hashes). */
function RecoveryCodes({ codes }: { codes: string[] }) {
	return (
		<div className="mt-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
			<h4 className="font-semibold text-amber-950">Your recovery codes</h4>
			<p className="mt-1 text-sm text-amber-950">
				Each signs you in once when your passkeys are out of reach. Save them somewhere safe now: they are not shown
				again.
			</p>
			<ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
				{codes.map((code) => (
					<li key={code}>{code}</li>
				))}
			</ul>
		</div>
	)
}
