import { useId } from 'react'
import { Form } from 'react-router'

import { EmptyList } from '#app/components/admin/admin-card.tsx'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { CurrentValues, FieldChanges } from '#app/components/admin/field-changes.tsx'
import { useReloading } from '#app/components/admin/item-list.tsx'
import { LocalTime } from '#app/components/local-time.tsx'
import { historyAction, loadHistory } from '#app/lib/history.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/history'

/** An item's history, for every content type (docs/design.md §8): its versions, what changed, and their restore. */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('History', matches) }]

export const loader = (args: Route.LoaderArgs) => loadHistory(args)

export const action = (args: Route.ActionArgs) => historyAction(args)

type Version = Route.ComponentProps['loaderData']['versions'][number]

export default function History({ loaderData }: Route.ComponentProps) {
	const { kind, title, openTo, current, versions } = loaderData
	const reloading = useReloading()
	return (
		<AdminPage title="History" back={openTo}>
			<p className="-mt-4 text-slate-600">
				{kind}: <span className="font-semibold text-slate-900">“{title}”</span>
			</p>
			<Panel title="Current version">
				<p className="mb-4 text-sm text-slate-600">
					Saved <LocalTime iso={current.savedAt} />
					<SavedBy name={current.savedBy} />
				</p>
				<CurrentValues values={current.values} />
			</Panel>
			<Panel title={`Earlier versions (${versions.length})`}>
				<div aria-busy={reloading || undefined}>
					{versions.length === 0 ? (
						<EmptyList>No earlier versions yet.</EmptyList>
					) : (
						<ol aria-label="Earlier versions" className="divide-y divide-slate-200">
							{versions.map((version) => (
								<li key={version.revision} className="py-5 first:pt-0">
									<VersionEntry version={version} disabled={reloading} />
								</li>
							))}
						</ol>
					)}
				</div>
			</Panel>
		</AdminPage>
	)
}

function VersionEntry({ version, disabled }: { version: Version; disabled: boolean }) {
	const headingId = useId()
	return (
		<article aria-labelledby={headingId}>
			<div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
				<div>
					<h3 id={headingId} className="font-semibold text-slate-900">
						{version.savedAt ? (
							<>
								Saved <LocalTime iso={version.savedAt} />
								<SavedBy name={version.savedBy} />
							</>
						) : (
							<>
								An earlier version
								<SavedBy name={version.savedBy} />
							</>
						)}
					</h3>
					<p className="text-sm text-slate-600">
						Replaced <LocalTime iso={version.replacedAt} />
					</p>
				</div>
				<Form method="post">
					<input type="hidden" name="intent" value="restore" />
					<input type="hidden" name="revision" value={version.revision} />
					<button
						type="submit"
						disabled={disabled}
						aria-describedby={headingId}
						className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-60"
					>
						Restore this version
					</button>
				</Form>
			</div>
			<div className="mt-4">
				<FieldChanges changes={version.changes} />
			</div>
		</article>
	)
}

/** Who saved a version (docs/design.md §15); nothing when no user did (the sample content, a save by a script). */
function SavedBy({ name }: { name: string | undefined }) {
	return name ? <> by {name}</> : null
}
