import { Link, useActionData, useNavigation } from 'react-router'

import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { PasskeysSection } from '#app/components/admin/passkeys-section.tsx'
import { RecoveryCodesSection } from '#app/components/admin/recovery-codes.tsx'
import { SecondFactorRule } from '#app/components/admin/second-factor-rule.tsx'
import { TotpSection } from '#app/components/admin/totp-section.tsx'
import { PROFILE_PATH } from '#app/lib/admin-paths.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { securityAction, securityScreen } from '#app/lib/security.server.ts'
import type { SecurityAnswer } from '#app/lib/security.ts'
import type { Route } from './+types/security'

/**
 * The admin account's second factors (docs/decisions/0029-account-security.md): the authenticator app, the
 * passkeys and the recovery codes; for an administrator, the rule that every account needs one. Each
 * section has its own form intents. A user who must set up a second factor first is sent here, and told so.
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Security', matches) }]

export const loader = ({ request, context }: Route.LoaderArgs) => securityScreen(request, context)

export const action = (args: Route.ActionArgs) => securityAction(args)

export default function Security({ loaderData }: Route.ComponentProps) {
	const answer = useActionData<SecurityAnswer>()
	const busy = useNavigation().state === 'submitting'
	const failed = (section: 'totp' | 'recovery-codes' | 'second-factor-rule') =>
		answer?.kind === 'failed' && answer.section === section ? answer.error : undefined
	const passkeyFailure =
		answer?.kind === 'failed' && typeof answer.section === 'object'
			? { passkey: answer.section.passkey, error: answer.error }
			: undefined
	return (
		<AdminPage title="Security" back={loaderData.setUpOnly ? null : undefined}>
			{loaderData.setUpOnly ? (
				<p className="max-w-2xl rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-900 ring-1 ring-amber-200">
					This site requires a second factor of every account. Set up an authenticator app or a passkey here to go on to
					the rest of the admin area.
				</p>
			) : null}
			<p className="max-w-2xl text-slate-600">
				A second factor keeps the admin area closed to someone who learns your password. Once one is set up, signing in
				asks for it after the password. Your name, bio and photo are on your{' '}
				<Link to={PROFILE_PATH} className="font-medium text-brand-700 underline hover:text-brand-900">
					Profile
				</Link>
				.
			</p>
			<Panel title="Authenticator app">
				<TotpSection
					enabledAt={loaderData.totpEnabledAt}
					setup={answer?.kind === 'totp-setup' ? answer.setup : undefined}
					justEnabled={answer?.kind === 'totp-enabled' ? answer : undefined}
					error={answer?.kind === 'totp-setup' ? answer.error : failed('totp')}
					busy={busy}
				/>
			</Panel>
			<PasskeysSection passkeys={loaderData.passkeys} nameMax={loaderData.passkeyNameMax} failure={passkeyFailure} />
			<Panel title="Recovery codes">
				<RecoveryCodesSection
					left={loaderData.recoveryCodesLeft}
					available={loaderData.hasSecondFactor}
					newCodes={answer?.kind === 'recovery-codes' ? answer.recoveryCodes : undefined}
					error={failed('recovery-codes')}
					busy={busy}
				/>
			</Panel>
			{loaderData.rule ? (
				<Panel title="Second factor for everyone">
					<SecondFactorRule required={loaderData.rule.required} error={failed('second-factor-rule')} busy={busy} />
				</Panel>
			) : null}
		</AdminPage>
	)
}
