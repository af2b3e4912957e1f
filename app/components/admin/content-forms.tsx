import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { SubmitButton } from '#app/components/admin/fields.tsx'
import { GuardedForm } from '#app/components/admin/guarded-form.tsx'
import { useFormResetKey, useSubmitting } from '#app/components/admin/use-form-reset.ts'

/** Fields that may upload pictures tell the form when they are busy, so it does not save half-uploaded work. */
type FieldsWithUploads = (onBusyChange: (busy: boolean) => void) => ReactNode

/**
 * An add form (`intent=create`) whose button waits for uploads, reads 'Adding...' while saving, and which
 * starts empty again after a successful save only.
 */
export function AddForm({ button, children }: { button: string; children: FieldsWithUploads }) {
	const adding = useSubmitting('create')
	const formKey = useFormResetKey('create')
	const [uploading, setUploading] = useState(false)
	return (
		<GuardedForm method="post" className="space-y-5" key={formKey}>
			<input type="hidden" name="intent" value="create" />
			{children(setUploading)}
			<SubmitButton busy={adding} busyText="Adding..." disabled={uploading}>
				{button}
			</SubmitButton>
		</GuardedForm>
	)
}

/** An edit form: 'Save Changes' (waiting for uploads), a way back, and the item on the public site. */
export function EditForm({
	cancelTo,
	viewTo,
	children,
}: {
	cancelTo: string
	/** The item on the public site, when it has a page. */
	viewTo?: string
	children: FieldsWithUploads
}) {
	const saving = useSubmitting()
	const [uploading, setUploading] = useState(false)
	return (
		<GuardedForm method="post" className="space-y-5">
			{children(setUploading)}
			<div className="flex flex-wrap items-center gap-4">
				<SubmitButton busy={saving} busyText="Saving..." disabled={uploading}>
					Save Changes
				</SubmitButton>
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
	)
}
