import { useState, type FormEvent } from 'react'
import { Form } from 'react-router'
import { CAREER_BLANK_MESSAGE } from '#shared/career-rules.ts'
import type { FormFailure } from '#app/lib/admin-actions.server.ts'
import { FormError, SubmitButton, TextAreaField, TextField } from '#app/components/admin/fields.tsx'

export const CAREER_FIELDS = ['position_name', 'job_description'] as const

/**
 * Adding or editing a position. Blank fields (spaces only count as blank) are refused before anything
 * is sent; while saving, the button says so and cannot be pressed again, so one click is one save.
 */
export function CareerForm({
	mode,
	initial,
	failure,
	busy,
}: {
	mode: 'add' | 'edit'
	initial?: { position_name: string; job_description: string }
	failure: FormFailure | undefined
	busy: boolean
}) {
	const [blank, setBlank] = useState(false)
	const refused = blank ? undefined : failure
	const check = (event: FormEvent<HTMLFormElement>) => {
		const form = new FormData(event.currentTarget)
		const isBlank = CAREER_FIELDS.some((name) => String(form.get(name) ?? '').trim() === '')
		setBlank(isBlank)
		if (isBlank) event.preventDefault()
	}
	return (
		<Form method="post" className="space-y-4" onSubmit={check}>
			{mode === 'add' ? <input type="hidden" name="intent" value="create" /> : null}
			<TextField
				label="Position name"
				name="position_name"
				maxLength={200}
				autoComplete="off"
				placeholder="e.g. Data Engineer"
				defaultValue={refused?.values.position_name ?? initial?.position_name}
				error={refused?.fields.position_name}
			/>
			<TextAreaField
				label="Job description"
				name="job_description"
				rows={mode === 'add' ? 6 : 12}
				maxLength={20000}
				hint="Line breaks are kept on the public page."
				defaultValue={refused?.values.job_description ?? initial?.job_description}
				error={refused?.fields.job_description}
			/>
			<FormError message={blank ? CAREER_BLANK_MESSAGE : refused?.error} />
			<SubmitButton busy={busy} busyText={mode === 'add' ? 'Adding...' : 'Updating...'}>
				{mode === 'add' ? 'Add Career' : 'Save Changes'}
			</SubmitButton>
		</Form>
	)
}
