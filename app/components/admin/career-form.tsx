import { type FormEvent, useState } from 'react'

import { CAREER_BLANK_MESSAGE } from '#shared/career-rules.ts'
import type { AdminField } from '#server/content/content-type.ts'
import { ConflictNotice } from '#app/components/admin/conflict-notice.tsx'
import { ContentFields, fieldLimits } from '#app/components/admin/content-fields.tsx'
import { FormError, TextField } from '#app/components/admin/fields.tsx'
import { GuardedForm } from '#app/components/admin/guarded-form.tsx'
import { MarkdownEditor } from '#app/components/admin/rich-text/markdown-editor.tsx'
import { SlugOf } from '#app/components/admin/slug-field.tsx'
import { WorkflowControls } from '#app/components/admin/workflow-controls.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import type { WorkflowView } from '#app/lib/admin-screens.ts'
import type { SocialPreviewView } from '#app/lib/social-preview.ts'

/** The fields this form draws itself; the rest are drawn by their kinds, from the definition. */
const DRAWN_HERE = new Set(['position_name', 'slug', 'job_description'])

/**
 * Adding or editing a position. Blank fields (spaces only count as blank) are refused before anything
 * is sent; while saving, the button says so and cannot be pressed again, so one click is one save.
 */
export function CareerForm({
	mode,
	fields,
	initial,
	workflow,
	failure,
	mayPublish = true,
	socialPreview,
}: {
	mode: 'add' | 'edit'
	/** The career's admin fields (their labels and limits come from its schema). */
	fields: readonly AdminField[]
	initial?: { position_name: string; job_description: string; slug?: unknown } & Record<string, unknown>
	/** Editing: where the position stands, and the version the form starts from. */
	workflow?: WorkflowView
	failure: FormFailure | undefined
	/** Adding: whether its save publishes, or is submitted for review (a contributor's). */
	mayPublish?: boolean
	/** Editing: how the position looks when shared (ADR 0058). */
	socialPreview?: SocialPreviewView
}) {
	const [blank, setBlank] = useState(false)
	const refused = blank ? undefined : failure
	const check = (event: FormEvent<HTMLFormElement>) => {
		const form = new FormData(event.currentTarget)
		const isBlank = fields.some(({ name, required }) => required && String(form.get(name) ?? '').trim() === '')
		setBlank(isBlank)
		if (isBlank) event.preventDefault()
	}
	return (
		<GuardedForm method="post" className="space-y-4" onSubmit={check}>
			{mode === 'add' ? <input type="hidden" name="intent" value="create" /> : null}
			{refused?.conflict ? <ConflictNotice conflict={refused.conflict} values={refused.values} /> : null}
			<TextField
				{...fieldLimits(fields, 'position_name')}
				autoComplete="off"
				defaultValue={refused?.values.position_name ?? initial?.position_name}
				error={refused?.fields.position_name}
			/>
			<SlugOf
				fields={fields}
				value={refused?.values.slug ?? (initial?.slug === undefined ? undefined : String(initial.slug))}
				error={refused?.fields.slug}
			/>
			<MarkdownEditor
				{...fieldLimits(fields, 'job_description')}
				rows={mode === 'add' ? 6 : 12}
				defaultValue={refused?.values.job_description ?? initial?.job_description}
				error={refused?.fields.job_description}
			/>
			{/* The position's facts (ADR 0059) and the search and sharing fields (ADR 0058), drawn by their kinds. */}
			<ContentFields
				fields={fields.filter((field) => !DRAWN_HERE.has(field.name))}
				item={initial}
				failure={refused}
				onBusyChange={() => {}}
				socialPreview={socialPreview}
				withFormError={false}
			/>
			<FormError message={blank ? CAREER_BLANK_MESSAGE : refused?.error} />
			<WorkflowControls
				workflow={workflow}
				mayPublish={mayPublish}
				primary={mode === 'add' ? 'Add Career' : 'Save Changes'}
				busyText={mode === 'add' ? 'Adding...' : 'Updating...'}
				failure={refused}
			/>
		</GuardedForm>
	)
}
