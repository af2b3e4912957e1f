import { Link, useActionData, useNavigation } from 'react-router'

import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { PasskeysSection } from '#app/components/admin/passkeys-section.tsx'
import { RecoveryCodesSection } from '#app/components/admin/recovery-codes.tsx'
import { TotpSection } from '#app/components/admin/totp-section.tsx'
import { PROFILE_PATH } from '#app/lib/admin-paths.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { securityAction, securityScreen } from '#app/lib/security.server.ts'
import type { SecurityAnswer } from '#app/lib/security.ts'
import type { Route } from './+types/security'

/**
 * The admin account's second factors (docs/decisions/0029-account-security.md): the authenticator app, the
 * passkeys and the recovery codes. Each section has its own form intents.
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Security', matches) }]

export const loader = ({ request, context }: Route.LoaderArgs) => securityScreen(request, context)

export const action = (args: Route.ActionArgs) => securityAction(args)

export default function Security({ loaderData }: Route.ComponentProps) {
	const answer = useActionData<SecurityAnswer>()
	const busy = useNavigation().state === 'submitting'
	const failed = (section: 'totp' | 'recovery-codes') =>
		answer?.kind === 'failed' && answer.section === section ? answer.error : undefined
	const passkeyFailure =
		answer?.kind === 'failed' && typeof answer.section === 'object'
			? { passkey: answer.section.passkey, error: answer.error }
			: undefined
	return (
		<AdminPage title="Security">
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
		</AdminPage>
	)
}
