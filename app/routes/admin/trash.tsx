import { Form } from 'react-router'

import { EmptyList } from '#app/components/admin/admin-card.tsx'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { DeleteButton } from '#app/components/admin/delete-button.tsx'
import { useReloading } from '#app/components/admin/item-list.tsx'
import { LocalTime } from '#app/components/local-time.tsx'
import { TRASH_INTENTS } from '#app/lib/admin-paths.ts'
import { requirePermission } from '#app/lib/auth.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { trashAction, trashRows } from '#app/lib/trash.server.ts'
import type { Route } from './+types/trash'

/** The trash (docs/design.md §8): every deleted content item, restorable until it is purged. */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Trash', matches) }]

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requirePermission(request, context, { permission: 'trash.manage' })
	const { db, config } = context.services
	return { rows: await trashRows(db, config.trashDays, user), days: config.trashDays }
}

export const action = (args: Route.ActionArgs) => trashAction(args)

const BUTTON = 'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 disabled:opacity-60'

export default function Trash({ loaderData }: Route.ComponentProps) {
	const { rows, days } = loaderData
	const reloading = useReloading()
	return (
		<AdminPage title="Trash">
			<p className="-mt-4 max-w-2xl text-slate-600">
				Deleted items stay here for {days} days, then they are deleted for good. Restoring one puts it back where it
				was, with its history.
			</p>
			<Panel title={`Deleted items (${rows.length})`}>
				<div aria-busy={reloading || undefined}>
					{rows.length === 0 ? (
						<EmptyList>The trash is empty.</EmptyList>
					) : (
						<ul aria-label="Deleted items" className="divide-y divide-slate-200">
							{rows.map((row) => (
								<li
									key={`${row.collection}/${row.id}`}
									className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
								>
									<div className="min-w-0">
										<p className="text-sm font-medium text-slate-600">{row.kind}</p>
										<p className="font-semibold text-slate-900">{row.title}</p>
										<dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-600">
											<dt>Deleted</dt>
											<dd>
												<LocalTime iso={row.deletedAt} />
											</dd>
											<dt>Kept until</dt>
											<dd>
												<LocalTime iso={row.purgeAt} />
											</dd>
										</dl>
									</div>
									<div className="flex shrink-0 flex-wrap items-center gap-2">
										<Form method="post">
											<input type="hidden" name="intent" value={TRASH_INTENTS.restore} />
											<input type="hidden" name="collection" value={row.collection} />
											<input type="hidden" name="id" value={row.id} />
											<button
												type="submit"
												disabled={reloading}
												className={`${BUTTON} text-brand-700 ring-brand-200 hover:bg-brand-50`}
											>
												Restore
											</button>
										</Form>
										<DeleteButton
											id={row.id}
											label={row.title}
											title="Delete forever?"
											description={`“${row.title}” and its history will be deleted for good. This cannot be undone.`}
											button="Delete forever"
											intent={TRASH_INTENTS.deleteForever}
											fields={{ collection: row.collection }}
										/>
									</div>
								</li>
							))}
						</ul>
					)}
				</div>
			</Panel>
		</AdminPage>
	)
}
