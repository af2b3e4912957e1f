import { Form, Link } from 'react-router'

import { STATUS_LABELS } from '#shared/job-applications.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { applicantsList } from '#app/lib/applicants.server.ts'
import { applicantPath, APPLICANTS_PATH, applicantsAddress, applicantsCsvPath } from '#app/lib/applicants.ts'
import { formatReceived } from '#app/lib/contact-inbox.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/applicants'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Applicants', matches) }]

// Personal data: administrators and editors only, never cached (the admin layout sends no-store).
export const loader = ({ request, context }: Route.LoaderArgs) => applicantsList(request, context)

const BUTTON =
	'inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 text-slate-800 hover:bg-slate-50'

export default function Applicants({ loaderData }: Route.ComponentProps) {
	const { filter, counts, statuses, positions, applications } = loaderData
	const position = positions.find((candidate) => candidate.id === filter.career_id)
	const title = position ? `Applicants: ${position.name}` : 'Applicants'
	const at = (status?: string) => applicantsAddress(APPLICANTS_PATH, { ...filter, status: status ?? '' })
	return (
		<AdminPage title={title}>
			<Panel title="Find applications">
				<Form method="get" className="flex flex-col gap-4 sm:flex-row sm:items-end">
					<div>
						<label htmlFor="applicants-position" className="block text-sm font-medium text-slate-800">
							Position
						</label>
						<select
							id="applicants-position"
							name="career_id"
							defaultValue={filter.career_id ?? ''}
							className="mt-1 rounded-lg border border-slate-400 px-3 py-2"
						>
							<option value="">All positions</option>
							{positions.map((option) => (
								<option key={option.id} value={option.id}>
									{option.name}
								</option>
							))}
						</select>
					</div>
					<div className="grow">
						<label htmlFor="applicants-search" className="block text-sm font-medium text-slate-800">
							Name or e-mail
						</label>
						<input
							id="applicants-search"
							type="search"
							name="q"
							defaultValue={filter.q}
							className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
						/>
					</div>
					{filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
					<button type="submit" className={BUTTON}>
						Search
					</button>
				</Form>
			</Panel>
			<nav aria-label="Statuses" className="mt-6">
				<ul className="flex flex-wrap gap-2">
					{[undefined, ...statuses].map((status) => (
						<li key={status ?? 'all'}>
							<Link
								to={at(status)}
								aria-current={filter.status === status ? 'page' : undefined}
								className="inline-flex rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
							>
								{status ? STATUS_LABELS[status] : 'All'} ({counts[status ?? 'all']})
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<div className="mt-6">
				<Panel title={`Applications, newest first (${applications.length})`}>
					{applications.length > 0 ? (
						<>
							<p className="mb-5">
								{/* A download, not a page: the API answers with an attachment. */}
								<a href={applicantsCsvPath(filter)} download className={BUTTON}>
									Download as CSV (without the CVs)
								</a>
							</p>
							<div className="overflow-x-auto">
								<table className="w-full text-left text-sm">
									<thead className="text-slate-600">
										<tr>
											<th scope="col" className="py-2 pr-4">
												Name
											</th>
											<th scope="col" className="py-2 pr-4">
												E-mail
											</th>
											<th scope="col" className="py-2 pr-4">
												Position
											</th>
											<th scope="col" className="py-2 pr-4">
												Status
											</th>
											<th scope="col" className="py-2 pr-4">
												Received (UTC)
											</th>
										</tr>
									</thead>
									<tbody>
										{applications.map((application) => (
											<tr key={application.id} className="border-t border-slate-200">
												<td className="py-2 pr-4 font-medium">
													<Link to={applicantPath(application.id)} className="text-brand-700 underline">
														{application.name}
													</Link>
												</td>
												<td className="py-2 pr-4 break-all">{application.email}</td>
												<td className="py-2 pr-4">{application.position}</td>
												<td className="py-2 pr-4">{STATUS_LABELS[application.status]}</td>
												<td className="py-2 pr-4">
													<time dateTime={application.created_at}>{formatReceived(application.created_at)}</time>
												</td>
											</tr>
										))}
									</tbody>
								</table>
							</div>
						</>
					) : (
						<p className="text-slate-600">
							No applications here. Applications sent from a position’s page appear here.
						</p>
					)}
				</Panel>
			</div>
		</AdminPage>
	)
}
