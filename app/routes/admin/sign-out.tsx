import { redirect } from 'react-router'

import { signOutAndRedirect } from '#app/lib/auth.server.ts'
import type { Route } from './+types/sign-out'

/** Sign Out: ends the session on the server, expires the cookie, goes home. */
export async function action({ request, context }: Route.ActionArgs) {
	return signOutAndRedirect(request, context)
}

export function loader() {
	return redirect('/dashboard')
}
