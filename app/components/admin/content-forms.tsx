import { type ReactNode, useState } from 'react'
import { Link, useActionData } from 'react-router'

import { ConflictNotice } from '#app/components/admin/conflict-notice.tsx'
import { GuardedForm } from '#app/components/admin/guarded-form.tsx'
import { ReviewPanel } from '#app/components/admin/review-panel.tsx'
import { useFormResetKey } from '#app/components/admin/use-form-reset.ts'
import { WorkflowControls } from '#app/components/admin/workflow-controls.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import type { WorkflowView } from '#app/lib/admin-screens.ts'

/** Fields that may upload pictures tell the form when they are busy, so it does not save half-uploaded work. */
type FieldsWithUploads = (onBusyChange: (busy: boolean) => void) => ReactNode

/**
 * An add form (`intent=create`) whose buttons ('Publish', named with `button` too; 'Save draft'; the schedule:
 * ADR 0050) wait for uploads, read 'Adding...' while saving, and which starts empty again after a
 * successful save only.
 */
export function AddForm({
	button,
	mayPublish = true,
	children,
}: {
	button: string
	/** Whether the user may publish (the server's rules); else the form submits for review. */
	mayPublish?: boolean
	children: FieldsWithUploads
}) {
	const formKey = useFormResetKey('create')
	const failure = useActionData<FormFailure>()
	const [uploading, setUploading] = useState(false)
	return (
		<GuardedForm method="post" className="space-y-5" key={formKey}>
			<input type="hidden" name="intent" value="create" />
			{children(setUploading)}
			<WorkflowControls
				primary={button}
				busyText="Adding..."
				disabled={uploading}
				failure={failure}
				mayPublish={mayPublish}
			/>
		</GuardedForm>
	)
}

/**
 * An edit form: the version it was opened at (a newer one saved meanwhile is shown beside the admin's, to
 * merge field by field, rather than overwritten), the workflow's buttons (the primary named with 'Save Changes', ADR 0050;
 * waiting for uploads), a way back, and the item on the public site.
 */
export function EditForm({
	id,
	cancelTo,
	viewTo,
	workflow,
	children,
}: {
	/** For what reads the form from outside it (the page editor's live preview). */
	id?: string
	cancelTo: string
	/** The item on the public site, when it has a page. */
	viewTo?: string
	workflow: WorkflowView
	children: FieldsWithUploads
}) {
	const failure = useActionData<FormFailure>()
	const [uploading, setUploading] = useState(false)
	return (
		<>
			<ReviewPanel workflow={workflow} />
			<GuardedForm id={id} method="post" className="space-y-5">
				{failure?.conflict ? <ConflictNotice conflict={failure.conflict} values={failure.values} /> : null}
				{children(setUploading)}
				<WorkflowControls
					workflow={workflow}
					primary="Save Changes"
					busyText="Updating..."
					disabled={uploading}
					failure={failure}
				/>
				<div className="flex flex-wrap items-center gap-4">
					<Link to={cancelTo} className="font-medium text-slate-700 hover:text-brand-700">
						Cancel
					</Link>
					{viewTo ? (
						<Link to={viewTo} className="ml-auto text-sm font-medium text-brand-700 hover:text-brand-900">
							View on the site
						</Link>
					) : null}
				</div>
			</GuardedForm>
		</>
	)
}
