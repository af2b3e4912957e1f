import { Form, Link, useActionData } from 'react-router'

import { EmptyList } from '#app/components/admin/admin-card.tsx'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { FormError } from '#app/components/admin/fields.tsx'
import { useReloading } from '#app/components/admin/item-list.tsx'
import { RequestChangesForm } from '#app/components/admin/review-panel.tsx'
import { LocalTime } from '#app/components/local-time.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { loadReviewQueue, reviewQueueAction } from '#app/lib/review.server.ts'
import { REVIEW_FIELDS } from '#app/lib/review.ts'
import type { Route } from './+types/review'

/**
 * The review queue (docs/design.md §15): what contributors submitted, the one waiting longest first. Each
 * row opens the item, approves it (published now; a time is set on its edit screen) or sends it back to
 * its author with a note.
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Review', matches) }]

export const loader = (args: Route.LoaderArgs) => loadReviewQueue(args)
export const action = (args: Route.ActionArgs) => reviewQueueAction(args)

export default function Review({ loaderData }: Route.ComponentProps) {
	const { entries } = loaderData
	const refused = useActionData<FormFailure>()
	const reloading = useReloading()
	return (
		<AdminPage title="Review">
			<p className="-mt-4 max-w-2xl text-slate-600">
				What contributors submitted for review. Approve an item to publish it now, open it to edit or schedule it, or
				send it back to its author with a note.
			</p>
			<FormError message={refused?.error} />
			<Panel title={`Waiting for review (${entries.length})`}>
				{entries.length === 0 ? (
					<EmptyList>Nothing waits for review.</EmptyList>
				) : (
					<ul aria-label="Waiting for review" aria-busy={reloading || undefined} className="divide-y divide-slate-200">
						{entries.map((entry) => {
							const key = `${entry.collection}-${entry.id}`
							return (
								<li key={key} aria-labelledby={`${key}-title`} className="space-y-3 py-4">
									<div className="flex flex-wrap items-baseline justify-between gap-2">
										<h3 id={`${key}-title`} className="text-lg font-semibold text-slate-900">
											{entry.editPath ? (
												<Link to={entry.editPath} className="hover:text-brand-700">
													{entry.title || `${entry.label} #${entry.id}`}
												</Link>
											) : (
												entry.title || `${entry.label} #${entry.id}`
											)}
										</h3>
										<p className="text-sm text-slate-600">
											{entry.label} · submitted by {entry.by} · <LocalTime iso={entry.at} />
										</p>
									</div>
									<div className="flex flex-wrap items-start gap-3">
										<Form method="post">
											<input type="hidden" name={REVIEW_FIELDS.collection} value={entry.collection} />
											<input type="hidden" name={REVIEW_FIELDS.id} value={entry.id} />
											<button
												type="submit"
												disabled={reloading}
												aria-label={`Approve and publish ${entry.title}`}
												className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
											>
												Approve and publish
											</button>
										</Form>
										<div className="min-w-64 flex-1">
											<RequestChangesForm
												version={entry.at}
												item={{ collection: entry.collection, id: entry.id }}
												idPrefix={key}
											/>
										</div>
									</div>
								</li>
							)
						})}
					</ul>
				)}
			</Panel>
		</AdminPage>
	)
}
