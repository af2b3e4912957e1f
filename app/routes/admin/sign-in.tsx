import { Form, Link, redirect, useActionData, useNavigate, useNavigation, useSearchParams } from 'react-router'

import { FORGOT_PASSWORD_PATH } from '#shared/password-reset-paths.ts'
import { safeReturnPath } from '#shared/return-path.ts'
import { ACCOUNT_LINK } from '#app/components/admin/account-card.tsx'
import { FormError, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { PasskeySignIn } from '#app/components/admin/passkey-sign-in.tsx'
import { SecondStepForm } from '#app/components/admin/second-step-form.tsx'
import { Logo } from '#app/components/logo.tsx'
import { getUser } from '#app/lib/auth.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { signInAction } from '#app/lib/sign-in.server.ts'
import { SIGN_IN_FIELDS, type SignInAnswer } from '#app/lib/sign-in.ts'
import type { Route } from './+types/sign-in'

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: pageTitle('Sign In', matches) },
	{ name: 'robots', content: 'noindex, nofollow' },
]

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

/** The screen that sent the admin here (`?redirectTo=`), when it is one of this site's: see shared/return-path.ts. */
const returnPathOf = (request: Request) => safeReturnPath(new URL(request.url).searchParams.get('redirectTo'))

export async function loader({ request, context }: Route.LoaderArgs) {
	if (await getUser(request, context)) throw redirect(returnPathOf(request))
	return null
}

/** The password, then the second step when the account has a second factor (app/lib/sign-in.server.ts). */
export const action = (args: Route.ActionArgs) => signInAction(args)

export default function SignIn() {
	const answer = useActionData<SignInAnswer>()
	const navigation = useNavigation()
	const navigate = useNavigate()
	const [search] = useSearchParams()
	const returnTo = search.get('redirectTo')
	const busy = navigation.state === 'submitting'
	return (
		<main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
			<div className="w-full max-w-sm">
				<div className="mb-8 flex justify-center text-xl text-slate-900">
					<Logo />
				</div>
				{answer?.stage === 'second-step' ? (
					<div className="space-y-5 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
						<h1 className="text-2xl font-bold text-slate-900">Sign In</h1>
						<SecondStepForm
							key={answer.step.token}
							step={answer.step}
							error={answer.error}
							recovery={answer.recovery}
							returnTo={returnTo}
							busy={busy}
						/>
					</div>
				) : (
					<>
						<Form method="post" className="space-y-5 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
							<h1 className="text-2xl font-bold text-slate-900">Sign In</h1>
							<FormError message={answer?.error} />
							{/* The screen to come back to; the server checks it is one of this site's. */}
							{returnTo ? <input type="hidden" name="redirectTo" value={returnTo} /> : null}
							<TextField
								label="Email"
								name={SIGN_IN_FIELDS.email}
								type="email"
								autoComplete="username"
								defaultValue={answer?.email}
							/>
							<TextField
								label="Password"
								name={SIGN_IN_FIELDS.password}
								type="password"
								autoComplete="current-password"
							/>
							<SubmitButton busy={busy} busyText="Signing in...">
								Login
							</SubmitButton>
							<p className="text-sm">
								<Link to={FORGOT_PASSWORD_PATH} className={ACCOUNT_LINK}>
									Forgot your password?
								</Link>
							</p>
						</Form>
						<div className="mt-4">
							<PasskeySignIn
								label="Sign in with a passkey"
								unsupportedText="This browser cannot use passkeys."
								// As the password form's redirect: back to the screen that asked for a session.
								onSignedIn={() => navigate(safeReturnPath(returnTo), { replace: true })}
							/>
						</div>
					</>
				)}
			</div>
		</main>
	)
}
