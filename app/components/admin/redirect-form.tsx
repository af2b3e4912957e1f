import { Form } from 'react-router'

import { FROM_MAX, REDIRECT_STATUSES, TO_MAX } from '#shared/redirects.ts'
import { FormError, SelectField, SubmitButton, TextField } from '#app/components/admin/fields.tsx'
import { useSaving } from '#app/components/admin/item-list.tsx'
import type { RedirectFailure } from '#app/lib/redirects.ts'

const STATUS_TEXT: Record<(typeof REDIRECT_STATUSES)[number], string> = {
	301: '301: moved for good',
	302: '302: moved for now',
}

/**
 * A redirect's fields (docs/design.md §13): from, to and status, with the limits of the server's schema
 * (shared/redirects.ts). After a refused save it shows what was sent, with each field's message.
 */
export function RedirectForm({
	intent,
	initial,
	failure,
	submit,
	busyText,
}: {
	intent: string
	initial: { from: string; to: string; status: string }
	/** The action's answer, when it was this form's. */
	failure: RedirectFailure | undefined
	submit: string
	busyText: string
}) {
	const sent = failure?.intent === intent ? failure : undefined
	const values = sent?.values ?? initial
	const fields = sent?.fields ?? {}
	const saving = useSaving(intent)
	return (
		<Form method="post" className="space-y-5">
			<input type="hidden" name="intent" value={intent} />
			<FormError message={sent && Object.keys(fields).length === 0 ? sent.error : undefined} />
			<div className="grid gap-5 md:grid-cols-2">
				<TextField
					label="From"
					name="from"
					id={`${intent}-from`}
					required
					maxLength={FROM_MAX}
					defaultValue={values.from}
					error={fields.from}
					hint="A path on this site that has no page, like /old-page"
				/>
				<TextField
					label="To"
					name="to"
					id={`${intent}-to`}
					required
					maxLength={TO_MAX}
					defaultValue={values.to}
					error={fields.to}
					hint="A path on this site (/new-page) or an address starting with https://"
				/>
			</div>
			<SelectField
				label="Status"
				name="status"
				id={`${intent}-status`}
				defaultValue={values.status}
				error={fields.status}
			>
				{REDIRECT_STATUSES.map((status) => (
					<option key={status} value={status}>
						{STATUS_TEXT[status]}
					</option>
				))}
			</SelectField>
			<SubmitButton busy={saving} busyText={busyText}>
				{submit}
			</SubmitButton>
		</Form>
	)
}
