import { Link, useActionData } from 'react-router'

import { DEFAULT_REDIRECT_STATUS } from '#shared/redirects.ts'
import { EmptyList } from '#app/components/admin/admin-card.tsx'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { DeleteButton } from '#app/components/admin/delete-button.tsx'
import { useReloading } from '#app/components/admin/item-list.tsx'
import { RedirectForm } from '#app/components/admin/redirect-form.tsx'
import { LocalTime } from '#app/components/local-time.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { loadRedirects, redirectsAction } from '#app/lib/redirects.server.ts'
import { REDIRECT_INTENTS, type RedirectFailure, redirectPath } from '#app/lib/redirects.ts'
import type { Route } from './+types/redirects'

/** The redirects list (docs/design.md §13): every redirect, a form to add one, and each one's edit and delete. */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Redirects', matches) }]

export const loader = (args: Route.LoaderArgs) => loadRedirects(args)
export const action = (args: Route.ActionArgs) => redirectsAction(args)

const EMPTY = { from: '', to: '', status: String(DEFAULT_REDIRECT_STATUS) }
const CELL = 'py-2 pr-4 align-top'

export default function Redirects({ loaderData }: Route.ComponentProps) {
	const { redirects } = loaderData
	const failure = useActionData<RedirectFailure>()
	const reloading = useReloading()
	return (
		<AdminPage title="Redirects">
			<p className="-mt-4 max-w-2xl text-slate-600">
				An address with no page of its own sends its visitors on, instead of showing the 404 page. Changing an item’s
				slug adds one here from its old address; you can change or delete it.
			</p>
			<Panel title="Add a redirect">
				<RedirectForm
					intent={REDIRECT_INTENTS.add}
					initial={EMPTY}
					failure={failure}
					submit="Add Redirect"
					busyText="Adding…"
				/>
			</Panel>
			<Panel title={`Redirects (${redirects.length})`}>
				<div aria-busy={reloading || undefined}>
					{redirects.length === 0 ? (
						<EmptyList>No redirects yet.</EmptyList>
					) : (
						<div className="overflow-x-auto">
							<table className="w-full min-w-[40rem] text-left text-sm">
								<caption className="sr-only">Redirects</caption>
								<thead className="border-b border-slate-300 text-slate-700">
									<tr>
										{['From', 'To', 'Status', 'Created', 'Actions'].map((column) => (
											<th key={column} scope="col" className="py-2 pr-4 font-semibold">
												{column}
											</th>
										))}
									</tr>
								</thead>
								<tbody className="divide-y divide-slate-200 text-slate-800">
									{redirects.map((redirect) => (
										<tr key={redirect.id} data-redirect-id={redirect.id}>
											<td className={`${CELL} break-all`}>
												<code>{redirect.from}</code>
											</td>
											<td className={`${CELL} break-all`}>
												<code>{redirect.to}</code>
											</td>
											<td className={CELL}>{redirect.status}</td>
											<td className={`${CELL} whitespace-nowrap`}>
												<LocalTime iso={redirect.created_at} />
											</td>
											<td className={`${CELL} whitespace-nowrap`}>
												<div className="flex gap-2">
													<Link
														to={redirectPath(redirect.id)}
														aria-label={`Edit the redirect from ${redirect.from}`}
														className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
													>
														Edit
													</Link>
													<DeleteButton
														id={redirect.id}
														label={redirect.from}
														title="Delete this redirect?"
														description={`Visitors to ${redirect.from} will get the 404 page again (unless a page lives there). This cannot be undone.`}
														intent={REDIRECT_INTENTS.delete}
													/>
												</div>
											</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
					)}
				</div>
			</Panel>
		</AdminPage>
	)
}
