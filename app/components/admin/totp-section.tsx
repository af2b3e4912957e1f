import { Form } from 'react-router'

import { AuthenticationCodeField } from '#app/components/admin/code-field.tsx'
import { FormError, SubmitButton } from '#app/components/admin/fields.tsx'
import { PasswordAgainForm, RecoveryCodeList } from '#app/components/admin/recovery-codes.tsx'
import { SECURITY_FIELDS, SECURITY_INTENTS } from '#app/lib/admin-paths.ts'
import type { TotpSetupView } from '#app/lib/security.ts'

/** The secret in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/** Setting the app up: the QR code (or the key typed by hand), then a code it shows to confirm. */
function TotpSetup({ setup, error, busy }: { setup: TotpSetupView; error: string | undefined; busy: boolean }) {
	return (
		<div className="space-y-5">
			<ol className="list-decimal space-y-2 pl-5 text-slate-700">
				<li>Open your authenticator app and add an account.</li>
				<li>Scan this QR code, or type the key below.</li>
				<li>Enter the 6-digit code the app then shows.</li>
			</ol>
			<div className="flex flex-wrap items-start gap-6">
				{/*
				 * The server's own SVG markup (qrcode, from the otpauth URI: no text of anyone's), inline: no
				 * request leaves the site and the strict Content-Security-Policy holds.
				 */}
				<div
					role="img"
					aria-label="QR code for your authenticator app"
					className="h-48 w-48 shrink-0 bg-white ring-1 ring-slate-200"
					dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
				/>
				<div className="space-y-2">
					<p className="text-sm font-medium text-slate-800">Key for typing in</p>
					<p>
						<code className="font-mono text-base break-all text-slate-900" data-testid="totp-secret">
							{grouped(setup.secret)}
						</code>
					</p>
					<p className="text-sm text-slate-600">Time-based, 6 digits, every 30 seconds.</p>
					<a
						href={setup.otpauthUri}
						className="inline-block text-sm font-medium text-brand-700 underline underline-offset-2"
					>
						Open in an authenticator app on this device
					</a>
				</div>
			</div>
			<FormError message={error} />
			<Form method="post" className="max-w-sm space-y-4">
				<input type="hidden" name="intent" value={SECURITY_INTENTS.totpConfirm} />
				<input type="hidden" name={SECURITY_FIELDS.token} value={setup.token} />
				<AuthenticationCodeField name={SECURITY_FIELDS.code} />
				<SubmitButton busy={busy} busyText="Checking...">
					Turn on
				</SubmitButton>
			</Form>
		</div>
	)
}

/** The Security screen's 'Authenticator app': its state, setting it up, and turning it off (with the password). */
export function TotpSection({
	enabledAt,
	setup,
	justEnabled,
	error,
	busy,
}: {
	enabledAt: string | null
	setup: TotpSetupView | undefined
	/** Right after turning it on: the recovery codes made with it, when it was the first second factor. */
	justEnabled: { recoveryCodes?: string[] | undefined } | undefined
	error: string | undefined
	busy: boolean
}) {
	if (setup) return <TotpSetup setup={setup} error={error} busy={busy} />
	if (!enabledAt) {
		return (
			<div className="space-y-4">
				<p className="text-slate-700">
					<strong className="font-semibold">Off.</strong> With an authenticator app, signing in asks for a code from
					your phone after the password.
				</p>
				<FormError message={error} />
				<Form method="post">
					<input type="hidden" name="intent" value={SECURITY_INTENTS.totpSetup} />
					<SubmitButton busy={busy} busyText="Starting...">
						Set up
					</SubmitButton>
				</Form>
			</div>
		)
	}
	return (
		<div className="space-y-5">
			{justEnabled ? (
				<p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
					The authenticator app is on. Signing in now asks for one of its codes after the password.
				</p>
			) : null}
			{justEnabled?.recoveryCodes ? <RecoveryCodeList codes={justEnabled.recoveryCodes} /> : null}
			<p className="text-slate-700">
				<strong className="font-semibold">On</strong> since{' '}
				<time dateTime={enabledAt}>{new Date(enabledAt).toISOString().slice(0, 10)}</time>.
			</p>
			<FormError message={error} />
			<h3 className="font-semibold text-slate-900">Turn off</h3>
			<PasswordAgainForm intent={SECURITY_INTENTS.totpDisable} id="totp-off-password" button="Turn off" busy={busy} />
		</div>
	)
}
