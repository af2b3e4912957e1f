import { z } from 'zod'

/**
 * Job applications (docs/design.md §17), written once for the server, the position page's form and the
 * Applicants screen: the statuses a candidate moves through, the résumé's limits, the form's fields.
 */

export const APPLICATION_STATUSES = ['new', 'reviewing', 'interview', 'offer', 'hired', 'rejected'] as const
export const ApplicationStatus = z.enum(APPLICATION_STATUSES, {
	error: `status must be one of ${APPLICATION_STATUSES.join(', ')}`,
})
export type ApplicationStatus = z.infer<typeof ApplicationStatus>

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
	new: 'New',
	reviewing: 'Reviewing',
	interview: 'Interview',
	offer: 'Offer',
	hired: 'Hired',
	rejected: 'Rejected',
}

/** The résumé: a PDF or a DOCX, decided by its bytes, at most 5 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024
export const RESUME_TYPES = {
	'application/pdf': 'pdf',
	'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const
export type ResumeType = keyof typeof RESUME_TYPES
export const RESUME_ACCEPT = `.pdf,.docx,${Object.keys(RESUME_TYPES).join(',')}`
export const RESUME_TYPES_TEXT = 'a PDF or a Word (.docx) file'

/** The form's text fields, and its file and consent. */
export const APPLICATION_TEXT_FIELDS = ['name', 'email', 'phone', 'message'] as const
export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number]
export type ApplicationField = ApplicationTextField | 'resume' | 'consent'
export const APPLICATION_FIELDS: readonly ApplicationField[] = [...APPLICATION_TEXT_FIELDS, 'resume', 'consent']

/** The Applicants screens (the e-mail alert links to one application). */
export const APPLICANTS_PATH = '/dashboard/applicants'
export const applicantPath = (id: number) => `${APPLICANTS_PATH}/${id}`

export const CONSENT_MESSAGE = 'Agree to the privacy notice to apply'
/** Where the privacy notice is (a page of the sample content; docs/decisions/0060-job-applications.md). */
export const PRIVACY_PAGE = '/privacy'

/** What the position page's form action answers. */
export type ApplicationFormData =
	| { ok: true }
	| {
			ok: false
			/** Why, when it is not about one field (too many messages from this address). */
			error?: string
			fields: Partial<Record<ApplicationField, string>>
			values: Partial<Record<ApplicationTextField, string>>
	  }

/** Whether the value a form or a multipart body sends for the consent checkbox says yes. */
export const consentGiven = (value: unknown): boolean =>
	value === true || (typeof value === 'string' && ['true', 'on', '1', 'yes'].includes(value.trim().toLowerCase()))
