import { Form, useActionData, useNavigation } from 'react-router'
import { AdminPage, EditLink, Panel } from '#app/components/admin/admin-page.tsx'
import { DeleteButton } from '#app/components/admin/delete-button.tsx'
import { FormError, SubmitButton, TextAreaField, TextField } from '#app/components/admin/fields.tsx'
import type { FormFailure } from '#app/lib/admin-actions.server.ts'
import { listScreenAction } from '#app/lib/admin-screens.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { faqs } from '#server/content/types/faqs.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/faqs'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Admin FAQ Management') }]

export const FAQ_FIELDS = ['question', 'answer'] as const
const LIST = '/dashboard/edit-FAQ'

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	return { faqs: await faqs.list(context.services.db) }
}

export const action = (args: Route.ActionArgs) =>
	listScreenAction(args, {
		collection: faqs,
		list: LIST,
		fields: FAQ_FIELDS,
		added: 'FAQ added',
		deleted: 'FAQ deleted',
	})

export default function ManageFaqs({ loaderData }: Route.ComponentProps) {
	const failure = useActionData<FormFailure>()
	const navigation = useNavigation()
	const adding = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'delete'
	return (
		<AdminPage title="Admin FAQ Management">
			<Panel title="Add a question">
				{/* A new key after each save empties the form. */}
				<Form method="post" className="space-y-4" key={loaderData.faqs.length}>
					<FormError message={failure?.error} />
					<TextField
						label="Question"
						name="question"
						maxLength={500}
						defaultValue={failure?.values.question}
						error={failure?.fields.question}
					/>
					<TextAreaField
						label="Answer"
						name="answer"
						rows={4}
						maxLength={5000}
						defaultValue={failure?.values.answer}
						error={failure?.fields.answer}
					/>
					<SubmitButton busy={adding} busyText="Adding...">
						Add FAQ
					</SubmitButton>
				</Form>
			</Panel>
			<Panel title={`Questions (${loaderData.faqs.length})`}>
				{loaderData.faqs.length === 0 ? (
					<p className="text-slate-600">No questions yet.</p>
				) : (
					<ul className="divide-y divide-slate-200">
						{loaderData.faqs.map((faq) => (
							<li key={faq.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
								<div className="min-w-0">
									<p className="font-semibold text-slate-900">{faq.question}</p>
									<p className="mt-1 line-clamp-2 text-sm text-slate-600">{faq.answer}</p>
								</div>
								<div className="flex shrink-0 gap-2">
									<EditLink to={`${LIST}/${faq.id}`} />
									<DeleteButton id={faq.id} label={faq.question} />
								</div>
							</li>
						))}
					</ul>
				)}
			</Panel>
		</AdminPage>
	)
}
