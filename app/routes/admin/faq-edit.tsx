import { Form, useActionData, useNavigation } from 'react-router'
import { AdminPage, Panel } from '~/components/admin/admin-page'
import { FormError, SubmitButton, TextAreaField, TextField } from '~/components/admin/fields'
import { updateFromForm, type FormFailure } from '~/lib/admin-actions.server'
import { requireAdmin } from '~/lib/auth.server'
import { faqs, findOr404 } from '~/lib/content.server'
import { pageTitle } from '~/lib/meta'
import { FAQ_FIELDS } from './faqs'
import type { Route } from './+types/faq-edit'
import { readFormData } from '~/lib/form-data.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Edit FAQ') }]

export async function loader({ request, context, params }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	return { faq: await findOr404(faqs, context.services.db, params.id) }
}

export async function action({ request, context, params }: Route.ActionArgs) {
	await requireAdmin(request, context)
	const { id } = await findOr404(faqs, context.services.db, params.id)
	return updateFromForm({
		collection: faqs,
		db: context.services.db,
		id,
		form: await readFormData(request),
		fields: FAQ_FIELDS,
		success: 'FAQ updated successfully',
		redirectTo: '/dashboard/edit-FAQ',
	})
}

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
