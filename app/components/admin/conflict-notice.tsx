import { Link, useLocation } from 'react-router'

import type { AdminField } from '#server/content/content-type.ts'
import type { FormFailure } from '#app/lib/admin-actions.ts'

const WORKFLOW_LABELS = { status: 'Status' } as const

/**
 * Another save came first (another tab, another device): nothing was saved. Shows the saved version
 * beside the admin's, field by field, and lets them keep either, losing neither: keeping theirs puts
 * the saved one into the item's history; keeping the saved one leaves theirs in this browser's local
 * draft, which the edit screen offers to restore.
 */
export function ConflictNotice({
	conflict,
	values,
	fields,
}: {
	conflict: NonNullable<FormFailure['conflict']>
	values: Record<string, string>
	fields: readonly Pick<AdminField, 'name' | 'label'>[]
}) {
	const location = useLocation()
	const shown = [...fields, ...Object.entries(WORKFLOW_LABELS).map(([name, label]) => ({ name, label }))]
	const differences = shown.filter(
		({ name }) => name in values && String(conflict.current[name] ?? '') !== String(values[name] ?? ''),
	)
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
				Your changes are not saved yet, and nothing is lost. Compare the saved version with yours and keep either: the
				other one stays in the item’s history.
			</p>
			{differences.length > 0 ? (
				<div className="overflow-x-auto">
					<table className="w-full border-collapse text-left">
						<caption className="sr-only">The saved version and yours, field by field</caption>
						<thead>
							<tr>
								<th scope="col" className="py-1 pr-3">
									Field
								</th>
								<th scope="col" className="py-1 pr-3">
									Saved version
								</th>
								<th scope="col" className="py-1">
									Your version
								</th>
							</tr>
						</thead>
						<tbody>
							{differences.map(({ name, label }) => (
								<tr key={name} className="border-t border-amber-200 align-top">
									<th scope="row" className="py-2 pr-3 font-medium">
										{label}
									</th>
									<td className="py-2 pr-3 break-words whitespace-pre-wrap" data-version="saved">
										{String(conflict.current[name] ?? '')}
									</td>
									<td className="py-2 break-words whitespace-pre-wrap" data-version="yours">
										{values[name]}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
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
					className="rounded-full bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800"
				>
					Keep mine
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
