import { useActionData } from 'react-router'

import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { DeleteButton } from '#app/components/admin/delete-button.tsx'
import { RedirectForm } from '#app/components/admin/redirect-form.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { loadRedirect, redirectsAction } from '#app/lib/redirects.server.ts'
import { REDIRECT_INTENTS, type RedirectFailure, REDIRECTS_PATH } from '#app/lib/redirects.ts'
import type { Route } from './+types/redirect-edit'

/** One redirect (docs/design.md §13): its from, to and status, and its delete. */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Edit redirect', matches) }]

export const loader = (args: Route.LoaderArgs) => loadRedirect(args)
export const action = (args: Route.ActionArgs) => redirectsAction(args)

export default function RedirectEdit({ loaderData }: Route.ComponentProps) {
	const { redirect } = loaderData
	const failure = useActionData<RedirectFailure>()
	return (
		<AdminPage
			title="Edit redirect"
			back={REDIRECTS_PATH}
			actions={
				<DeleteButton
					id={redirect.id}
					label={redirect.from}
					title="Delete this redirect?"
					description={`Visitors to ${redirect.from} will get the 404 page again (unless a page lives there). This cannot be undone.`}
					intent={REDIRECT_INTENTS.delete}
				/>
			}
		>
			<Panel title={`From ${redirect.from}`}>
				<RedirectForm
					key={redirect.id}
					intent={REDIRECT_INTENTS.save}
					initial={{ from: redirect.from, to: redirect.to, status: String(redirect.status) }}
					failure={failure}
					submit="Save Changes"
					busyText="Saving…"
				/>
			</Panel>
		</AdminPage>
	)
}
