/** The Applicants screens' addresses (docs/design.md §17): the list, one application, the API's downloads. */

export { APPLICANTS_PATH, applicantPath } from '#shared/job-applications.ts'
/** The CV, served by the JSON API as an attachment (the admin's session cookie goes with the download). */
export const resumePath = (id: number) => `/job-applications/${id}/resume`

/** The list's address with its filters: position, status, search (empty ones left out). */
export function applicantsAddress(
	base: string,
	filter: { career_id?: number | undefined; status?: string; q?: string },
) {
	const query = new URLSearchParams()
	if (filter.career_id !== undefined) query.set('career_id', String(filter.career_id))
	if (filter.status) query.set('status', filter.status)
	if (filter.q) query.set('q', filter.q)
	const text = query.toString()
	return text ? `${base}?${text}` : base
}

/** The export of what the list shows (without the CVs), served by the JSON API. */
export const applicantsCsvPath = (filter: { career_id?: number | undefined; status?: string }) =>
	applicantsAddress('/job-applications.csv', filter)

export const APPLICATION_ERASE_CONSEQUENCE =
	'The application and its CV are erased at once, for good: they do not go to the trash.'

/** What the detail's form answers when it refuses a save: the typed values, and why. */
export type ApplicantFormFailure = {
	ok: false
	fields: Record<string, string>
	values: { status: string; notes: string }
}

/** The application screen's form intents. */
export const APPLICANT_INTENTS = { save: 'save', erase: 'delete' } as const
