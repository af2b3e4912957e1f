import { Form, Link } from 'react-router'

import { formatTime } from '#shared/time-zone.ts'
import { EmptyList } from '#app/components/admin/admin-card.tsx'
import { AdminPage, CsvExportLink, Panel, PILL } from '#app/components/admin/admin-page.tsx'
import { FormError, SelectField, TextField } from '#app/components/admin/fields.tsx'
import { useReloading } from '#app/components/admin/item-list.tsx'
import { AUDIT_PATH, SESSIONS_PATH } from '#app/lib/admin-paths.ts'
import { loadAudit } from '#app/lib/audit.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/audit'

/** The audit log (ADR 0029): who did what, from which session; filtered by a GET form, exported as CSV. */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Audit log', matches) }]

export const loader = (args: Route.LoaderArgs) => loadAudit(args)

const COLUMNS = ['When', 'User', 'Action', 'What', 'Session', 'Address', 'Details'] as const

export default function Audit({ loaderData }: Route.ComponentProps) {
	const { rows, error, values, total, page, pages, newer, older, csv, actions, collections, users } = loaderData
	const reloading = useReloading()
	return (
		<AdminPage title="Audit log" actions={<CsvExportLink href={csv} />}>
			<p className="-mt-4 max-w-2xl text-slate-600">
				Sign-ins, sessions ended, second factors changed, and every change to the content and the images, the newest
				first, with the user and the session that acted (see{' '}
				<Link to={SESSIONS_PATH} className="font-medium text-brand-700 underline hover:text-brand-900">
					Sessions
				</Link>
				) and its address. Times and dates are UTC.
			</p>
			<Panel title="Filter">
				{/* A GET form: the filter is in the address, so it works without JavaScript and can be bookmarked. */}
				<Form
					key={JSON.stringify(values)}
					method="get"
					action={AUDIT_PATH}
					className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-end"
				>
					<SelectField label="User" name="user" defaultValue={values.user ?? ''}>
						<option value="">Everyone</option>
						{users.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</SelectField>
					<SelectField label="Action" name="action" defaultValue={values.action ?? ''}>
						<option value="">All actions</option>
						{actions.map(({ group, options }) => (
							<optgroup key={group} label={group}>
								{options.map((option) => (
									<option key={option.value} value={option.value}>
										{option.label}
									</option>
								))}
							</optgroup>
						))}
					</SelectField>
					<SelectField label="Kind of item" name="collection" defaultValue={values.collection ?? ''}>
						<option value="">All kinds</option>
						{collections.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</SelectField>
					<TextField label="From (UTC)" name="from" type="date" defaultValue={values.from ?? ''} />
					<TextField label="To (UTC)" name="to" type="date" defaultValue={values.to ?? ''} />
					<div className="flex items-center gap-3">
						<button
							type="submit"
							className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
						>
							Filter
						</button>
						<Link to={AUDIT_PATH} className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
							Clear
						</Link>
					</div>
				</Form>
			</Panel>
			<Panel title={`Entries (${total})`}>
				<FormError message={error} />
				<div aria-busy={reloading || undefined}>
					{rows.length === 0 ? (
						<EmptyList>No entry matches.</EmptyList>
					) : (
						<div role="region" aria-label="Audit entries" tabIndex={0} className="overflow-x-auto">
							<table className="w-full min-w-[56rem] text-left text-sm">
								<thead className="border-b border-slate-300 text-slate-700">
									<tr>
										{COLUMNS.map((column) => (
											<th key={column} scope="col" className="py-2 pr-4 font-semibold">
												{column}
											</th>
										))}
									</tr>
								</thead>
								<tbody className="divide-y divide-slate-200 text-slate-800">
									{rows.map((row) => (
										<tr key={row.id} data-action={row.action}>
											<td className="py-2 pr-4 whitespace-nowrap">
												<time dateTime={row.at}>{formatTime(row.at)}</time>
											</td>
											<td className="py-2 pr-4">
												{'nobody' in row.who ? (
													<span className="text-slate-600">{row.who.nobody}</span>
												) : (
													<>
														<span className="font-medium">{row.who.name}</span>
														{row.who.email ? (
															<span className="block text-xs break-all text-slate-600">{row.who.email}</span>
														) : null}
													</>
												)}
											</td>
											<td className="py-2 pr-4">{row.label}</td>
											<td className="py-2 pr-4">
												{row.what?.to ? (
													<Link to={row.what.to} className="font-medium text-brand-700 underline hover:text-brand-900">
														{row.what.text}
													</Link>
												) : (
													(row.what?.text ?? '')
												)}
											</td>
											<td className="py-2 pr-4 whitespace-nowrap">
												{row.session ? <code>{row.session}</code> : '–'}
												{row.current ? (
													<span className="ml-2 text-xs font-semibold text-green-800">this session</span>
												) : null}
											</td>
											<td className="py-2 pr-4">{row.ip ?? ''}</td>
											<td className="py-2 break-all">{row.detail}</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
					)}
				</div>
				{pages > 1 ? (
					<nav aria-label="Pages of entries" className="mt-6 flex flex-wrap items-center gap-4 text-sm">
						{newer ? (
							<Link to={newer} className={`${PILL} text-slate-700 ring-slate-300 hover:bg-slate-100`}>
								← Newer
							</Link>
						) : null}
						<span className="text-slate-600">
							Page {page} of {pages}
						</span>
						{older ? (
							<Link to={older} className={`${PILL} text-slate-700 ring-slate-300 hover:bg-slate-100`}>
								Older →
							</Link>
						) : null}
					</nav>
				) : null}
			</Panel>
		</AdminPage>
	)
}
