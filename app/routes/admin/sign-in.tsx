import { data, Form, redirect, useActionData, useNavigation, useSearchParams } from 'react-router'
import { FormError, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { PasskeySignIn } from '#app/components/admin/passkey-sign-in.tsx'
import { Logo } from '#app/components/logo.tsx'
import { getAdmin, signInFromForm } from '#app/lib/auth.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/sign-in'
import { readFormData } from '#app/lib/form-data.server.ts'
import { safeReturnPath } from '#shared/return-path.ts'

export const meta: Route.MetaFunction = () => [
	{ title: pageTitle('Sign In') },
	{ name: 'robots', content: 'noindex, nofollow' },
]

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

/** The screen that sent the admin here (`?redirectTo=`), when it is one of this site's: see shared/return-path.ts. */
const returnPathOf = (request: Request, form?: FormData) =>
	safeReturnPath(form?.get('redirectTo') ?? new URL(request.url).searchParams.get('redirectTo'))

export async function loader({ request, context }: Route.LoaderArgs) {
	if (await getAdmin(request, context)) throw redirect(returnPathOf(request))
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await readFormData(request)
	const email = String(form.get('email') ?? '')
	const password = String(form.get('password') ?? '')
	const result = await signInFromForm(request, context, email.slice(0, 254), password.slice(0, 1024))
	if (!result.ok) {
		const headers: Record<string, string> =
			result.status === 429 ? { 'Retry-After': String(result.retryAfterSeconds) } : {}
		return data({ error: result.error, email }, { status: result.status, headers })
	}
	return redirect(returnPathOf(request, form), { headers: { 'Set-Cookie': result.setCookie } })
}

export default function SignIn() {
	const failure = useActionData<typeof action>()
	const navigation = useNavigation()
	const [search] = useSearchParams()
	const returnTo = search.get('redirectTo')
	return (
		<main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
			<div className="w-full max-w-sm">
				<div className="mb-8 flex justify-center text-xl text-slate-900">
					<Logo />
				</div>
				<Form method="post" className="space-y-5 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
					<h1 className="text-2xl font-bold text-slate-900">Sign In</h1>
					<FormError message={failure?.error} />
					{/* The screen to come back to; the server checks it is one of this site's. */}
					{returnTo ? <input type="hidden" name="redirectTo" value={returnTo} /> : null}
					<TextField label="Email" name="email" type="email" autoComplete="username" defaultValue={failure?.email} />
					<TextField label="Password" name="password" type="password" autoComplete="current-password" />
					<SubmitButton busy={navigation.state === 'submitting'} busyText="Signing in...">
						Login
					</SubmitButton>
				</Form>
				<PasskeySignIn returnTo={safeReturnPath(returnTo)} />
			</div>
		</main>
	)
}
