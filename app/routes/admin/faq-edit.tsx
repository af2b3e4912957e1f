import { Form, useActionData, useNavigation } from 'react-router'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { FormError, SubmitButton, TextAreaField, TextField } from '#app/components/admin/fields.tsx'
import type { FormFailure } from '#app/lib/admin-actions.server.ts'
import { editScreenAction, loadForEdit } from '#app/lib/admin-screens.server.ts'
import { faqs } from '#server/content/types/faqs.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { FAQ_FIELDS } from '#app/routes/admin/faqs.tsx'
import type { Route } from './+types/faq-edit'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Edit FAQ') }]

export async function loader(args: Route.LoaderArgs) {
	return { faq: await loadForEdit(faqs, args) }
}

export const action = (args: Route.ActionArgs) =>
	editScreenAction(args, {
		collection: faqs,
		fields: FAQ_FIELDS,
		updated: 'FAQ updated successfully',
		redirectTo: '/dashboard/edit-FAQ',
	})

export default function EditFaq({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const navigation = useNavigation()
	const { faq } = loaderData
	return (
		<AdminPage title="Edit FAQ" back="/dashboard/edit-FAQ">
			<Panel title="Question and answer">
				<Form method="post" className="space-y-4">
					<FormError message={failure?.error} />
					<TextField
						label="Question"
						name="question"
						maxLength={500}
						defaultValue={failure?.values.question ?? faq.question}
						error={failure?.fields.question}
					/>
					<TextAreaField
						label="Answer"
						name="answer"
						rows={6}
						maxLength={5000}
						defaultValue={failure?.values.answer ?? faq.answer}
						error={failure?.fields.answer}
					/>
					<SubmitButton busy={navigation.state === 'submitting'} busyText="Saving...">
						Save Changes
					</SubmitButton>
				</Form>
			</Panel>
		</AdminPage>
	)
}
