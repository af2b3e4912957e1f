import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
	useActionData,
	useLoaderData,
} from 'react-router'

import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { ConflictNotice } from '#app/components/admin/conflict-notice.tsx'
import { ContentFields } from '#app/components/admin/content-fields.tsx'
import { SubmitButton } from '#app/components/admin/fields.tsx'
import { GuardedForm } from '#app/components/admin/guarded-form.tsx'
import { LinkChoices } from '#app/components/admin/link-choices.tsx'
import { SingletonActions } from '#app/components/admin/singleton-actions.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { loadSingletonScreen, singletonScreenAction } from '#app/lib/singleton-screen.server.ts'
import { SINGLETON_VERSION_FIELD, type SingletonActionDone } from '#app/lib/singleton-screen.ts'

/*
 * The screen of a single-record type (its settings), drawn from its definition (ADR 0041). Routed once per
 * singleton (app/routes.ts), so it is typed from its loader rather than React Router's generated types,
 * which exist only while some singleton routes it.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data?.title, matches) }]

export const loader = (args: LoaderFunctionArgs) => loadSingletonScreen(args)
export const action = (args: ActionFunctionArgs) => singletonScreenAction(args)

export default function SingletonEdit() {
	const { title, label, fields, record, version, linkChoices, actions } = useLoaderData<typeof loader>()
	// The save's answer (an action's answer goes to its own fetcher: singleton-actions.tsx).
	const answer = useActionData<FormFailure | SingletonActionDone>()
	const failure = answer && !('action' in answer) ? answer : undefined
	return (
		<AdminPage title={title}>
			<Panel title={label}>
				<GuardedForm method="post" className="space-y-5">
					{failure?.conflict ? <ConflictNotice conflict={failure.conflict} values={failure.values} /> : null}
					<input type="hidden" name={SINGLETON_VERSION_FIELD} value={version} />
					<ContentFields
						fields={fields}
						item={record}
						failure={failure}
						onBusyChange={() => undefined}
						nativeRequired={false}
					/>
					{linkChoices.length > 0 ? <LinkChoices choices={linkChoices} /> : null}
					<SubmitButton busyText="Saving...">Save Changes</SubmitButton>
				</GuardedForm>
			</Panel>
			<SingletonActions actions={actions} />
		</AdminPage>
	)
}
