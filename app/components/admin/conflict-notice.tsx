import { Link, useLocation, useNavigation } from 'react-router'

import { ChangeSide } from '#app/components/admin/field-changes.tsx'
import { type ConflictField, type FormFailure, mergeFieldName } from '#app/lib/admin-actions.ts'
import { NOT_AN_EDIT } from '#app/lib/form-values.ts'

const COLUMN_TITLE = 'text-xs font-semibold tracking-wide text-amber-900 uppercase'

/** One field that differs: both values side by side, and which to keep. */
function FieldChoice({ change }: { change: ConflictField }) {
	const name = mergeFieldName(change.name)
	// The choice is about the conflict, not the item: it is no edit, and no part of the local draft.
	const choice = { type: 'radio', name, [NOT_AN_EDIT]: '', className: 'size-4 text-amber-700' } as const
	return (
		<fieldset className="space-y-2 border-t border-amber-200 pt-3">
			<legend className="font-semibold">{change.label}</legend>
			<div className="grid gap-3 md:grid-cols-2">
				<div data-version="saved">
					<p className={COLUMN_TITLE}>Saved version</p>
					<ChangeSide change={change} side="before" />
				</div>
				<div data-version="yours">
					<p className={COLUMN_TITLE}>Your version</p>
					<ChangeSide change={change} side="after" />
				</div>
			</div>
			<div className="flex flex-wrap gap-x-6 gap-y-2">
				<label className="inline-flex items-center gap-2">
					<input {...choice} value="mine" defaultChecked={change.keep === 'mine'} />
					Keep mine
				</label>
				<label className="inline-flex items-center gap-2">
					<input {...choice} value="theirs" defaultChecked={change.keep === 'theirs'} />
					Use theirs
				</label>
			</div>
		</fieldset>
	)
}

/**
 * Another save came first (another tab, another person): nothing was saved. Lists each field whose saved
 * value differs from the admin's, both side by side (long texts with their words' differences marked),
 * each with 'Keep mine' or 'Use theirs' (a field only the other save changed starts on theirs), and one
 * 'Save merged' that saves the admin's form with those choices over the saved version
 * (docs/decisions/0052-presence-and-per-field-merge.md). Fields that do not differ stay as they are. Until
 * that save succeeds, the form and this browser's local draft still hold everything the admin typed; the
 * version a save replaces joins the item's history. Radio buttons and a submit button: it works without
 * JavaScript.
 */
export function ConflictNotice({
	conflict,
	values,
}: {
	conflict: NonNullable<FormFailure['conflict']>
	values: Record<string, string>
}) {
	const location = useLocation()
	const sending = useNavigation().state === 'submitting'
	return (
		<section
			role="alert"
			aria-labelledby="conflict-heading"
			className="space-y-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
		>
			<h3 id="conflict-heading" className="text-base font-semibold">
				This was changed somewhere else after you opened it
			</h3>
			<p>
				Your changes are not saved yet, and nothing is lost. For each field that differs, keep yours or use the saved
				one, then save the merge: the version it replaces stays in the item’s history.
			</p>
			{conflict.changes.length > 0 ? (
				conflict.changes.map((change) => <FieldChoice key={change.name} change={change} />)
			) : (
				<p>The saved version has the same text as yours.</p>
			)}
			<div className="flex flex-wrap gap-3">
				{/* Read only with the button below: the save asked for (draft, publish, schedule) goes ahead as mine. */}
				<input type="hidden" name="replace_workflow" value={values.workflow ?? ''} />
				<button
					type="submit"
					name="replace_version"
					value={conflict.version}
					disabled={sending}
					className="rounded-full bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:cursor-not-allowed disabled:opacity-60"
				>
					{sending ? 'Saving...' : 'Save merged'}
				</button>
				<Link
					to={location.pathname}
					reloadDocument
					className="rounded-full px-4 py-2 font-semibold text-amber-950 ring-1 ring-amber-400 hover:bg-amber-100"
				>
					Keep the saved version
				</Link>
			</div>
		</section>
	)
}
