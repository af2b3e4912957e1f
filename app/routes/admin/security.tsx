import { data, useActionData } from 'react-router'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { PasskeysSection } from '#app/components/admin/passkeys-section.tsx'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import {
	isPasskeyIntent,
	passkeyAction,
	passkeysSection,
	type PasskeyRemovalFailure,
} from '#app/lib/passkeys.server.ts'
import type { Route } from './+types/security'

/**
 * The account's security (issue 15, ADR 0029): its passkeys. Each section brings its loader data and its
 * own form intents (`passkey-…`), so that sections can be added beside it.
 */
export const meta: Route.MetaFunction = () => [{ title: pageTitle('Security') }]

export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin(request, context)
	return { passkeys: await passkeysSection(context, admin) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin(request, context)
	const form = await readFormData(request)
	const intent = form.get('intent')
	if (isPasskeyIntent(intent)) return passkeyAction(context, admin, form)
	throw data('Unknown action', { status: 400, statusText: 'Bad Request' })
}

export default function Security({ loaderData }: Route.ComponentProps) {
	const answer = useActionData<PasskeyRemovalFailure>()
	return (
		<AdminPage title="Security">
			<PasskeysSection {...loaderData.passkeys} failure={answer?.kind === 'passkey-remove' ? answer : undefined} />
		</AdminPage>
	)
}
