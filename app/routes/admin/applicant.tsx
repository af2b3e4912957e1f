import type { ReactNode } from 'react'
import { Form, useActionData, useNavigation } from 'react-router'

import { APPLICATION_STATUSES, STATUS_LABELS } from '#shared/job-applications.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { DeleteButton } from '#app/components/admin/delete-button.tsx'
import { SenderEmail, SenderPhone } from '#app/components/admin/sender-links.tsx'
import { applicantDetail, handleApplicantAction } from '#app/lib/applicants.server.ts'
import {
	APPLICANT_INTENTS,
	type ApplicantFormFailure,
	APPLICANTS_PATH,
	applicantsAddress,
	APPLICATION_ERASE_CONSEQUENCE,
	resumePath,
} from '#app/lib/applicants.ts'
import { formatReceived } from '#app/lib/contact-inbox.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/applicant'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
	{ title: pageTitle(loaderData ? `Application from ${loaderData.application.name}` : 'Application', matches) },
]

/** Opening an application is in the audit log (who, when; never what it says). */
export const loader = ({ request, params, context }: Route.LoaderArgs) => applicantDetail(request, context, params.id)
export const action = ({ request, context }: Route.ActionArgs) => handleApplicantAction(request, context)

function Field({ term, children }: { term: string; children: ReactNode }) {
	return (
		<div className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:gap-4">
			<dt className="font-medium text-slate-600">{term}</dt>
			<dd className="min-w-0 break-words text-slate-900">{children}</dd>
		</div>
	)
}

const typeName = (type: string) => (type === 'application/pdf' ? 'PDF' : 'Word document')

export default function Applicant({ loaderData }: Route.ComponentProps) {
	const { application, position } = loaderData
	const failed = useActionData<ApplicantFormFailure>()
	const saving = useNavigation().state === 'submitting'
	// A refused save shows what was typed (nothing is lost); otherwise what is stored. The form is not
	// remounted after a save (what it holds is what was saved), so nothing typed meanwhile is reset.
	const values = failed?.values ?? { status: application.status, notes: application.notes }
	return (
		<AdminPage
			title={`Application from ${application.name}`}
			back={applicantsAddress(APPLICANTS_PATH, { career_id: application.career_id })}
		>
			<div className="flex flex-wrap items-center gap-3">
				<a
					href={resumePath(application.id)}
					download
					className="inline-flex items-center rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
				>
					Download the CV ({typeName(application.resume_type)}, {Math.ceil(application.resume_size / 1024)} KB)
				</a>
				<DeleteButton
					id={application.id}
					label={`Application from ${application.name}`}
					title={`Erase the application from ${application.name}?`}
					description={APPLICATION_ERASE_CONSEQUENCE}
					button="Erase"
					intent={APPLICANT_INTENTS.erase}
				/>
			</div>
			<Panel title="Candidate">
				<dl className="grid gap-3">
					<Field term="Name">{application.name}</Field>
					<Field term="Email">
						<SenderEmail email={application.email} className="text-brand-700 underline underline-offset-2" />
					</Field>
					<Field term="Phone">
						{application.phone ? (
							<SenderPhone phone={application.phone} className="text-brand-700 underline underline-offset-2" />
						) : (
							<span className="text-slate-600">(none)</span>
						)}
					</Field>
					<Field term="Position">{position}</Field>
					<Field term="Received">
						<time dateTime={application.created_at}>{formatReceived(application.created_at)}</time> (UTC)
					</Field>
				</dl>
			</Panel>
			<Panel title="Message">
				{application.message ? (
					<p className="whitespace-pre-line break-words text-slate-800">{application.message}</p>
				) : (
					<p className="text-slate-600">(none)</p>
				)}
			</Panel>
			<Panel title="Status and notes">
				<Form method="post" className="grid gap-4" key={failed ? 'refused' : 'stored'}>
					<input type="hidden" name="intent" value={APPLICANT_INTENTS.save} />
					<input type="hidden" name="id" value={application.id} />
					<div>
						<label htmlFor="applicant-status" className="block text-sm font-medium text-slate-800">
							Status
						</label>
						<select
							id="applicant-status"
							name="status"
							defaultValue={values.status}
							aria-invalid={failed?.fields.status ? true : undefined}
							aria-describedby={failed?.fields.status ? 'applicant-status-error' : undefined}
							className="mt-1 rounded-lg border border-slate-400 px-3 py-2"
						>
							{APPLICATION_STATUSES.map((status) => (
								<option key={status} value={status}>
									{STATUS_LABELS[status]}
								</option>
							))}
						</select>
						{failed?.fields.status ? (
							<p id="applicant-status-error" className="mt-1 text-sm text-red-700">
								{failed.fields.status}
							</p>
						) : null}
					</div>
					<div>
						<label htmlFor="applicant-notes" className="block text-sm font-medium text-slate-800">
							Notes <span className="font-normal text-slate-600">(the team’s; never shown to the candidate)</span>
						</label>
						<textarea
							id="applicant-notes"
							name="notes"
							rows={6}
							defaultValue={values.notes}
							aria-invalid={failed?.fields.notes ? true : undefined}
							aria-describedby={failed?.fields.notes ? 'applicant-notes-error' : undefined}
							className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2"
						/>
						{failed?.fields.notes ? (
							<p id="applicant-notes-error" className="mt-1 text-sm text-red-700">
								{failed.fields.notes}
							</p>
						) : null}
					</div>
					<div>
						<button
							type="submit"
							disabled={saving}
							className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
						>
							{saving ? 'Saving...' : 'Save'}
						</button>
					</div>
				</Form>
			</Panel>
		</AdminPage>
	)
}
