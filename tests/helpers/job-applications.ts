import { submitJobApplication } from '#server/content/job-application-submit.ts'
import { careers } from '#server/content/types/careers.ts'
import { pdf } from '#tests/helpers/documents.ts'
import type { TestApp } from '#tests/helpers/test-app.ts'

/** A candidate's fields as the form sends them. */
export const candidate = {
	name: 'Maria Candidate',
	email: 'maria@example.com',
	phone: '+1 (555) 010-2030',
	message: 'I would love to build your pipelines.',
	consent: 'true',
}

/** A live position to apply for. */
export const openCareer = async (app: TestApp, name = 'Data Engineer') =>
	careers.create(app.services.db, { position_name: name, job_description: 'Pipelines. Python and SQL.' })

/** An application stored as POST /careers/{id}/applications stores it (a PDF résumé), past no limit. */
export async function storedApplication(app: TestApp, careerId?: number, fields: Partial<typeof candidate> = {}) {
	const career = careerId ?? (await openCareer(app)).id
	const outcome = await submitJobApplication(
		{ db: app.services.db, files: app.services.resumes },
		career,
		{ ...candidate, ...fields },
		pdf(),
		{ clientAddress: 'test', limit: 0 },
	)
	if (outcome.kind !== 'stored') throw new Error('limited')
	return outcome.application
}

/** POST /careers/{id}/applications as a browser's form sends it (multipart), without a session. */
export async function apply(
	app: TestApp,
	careerId: number | string,
	fields: Record<string, string> = candidate,
	resume?: { data: Buffer; name?: string; type?: string },
	headers: Record<string, string> = {},
) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.append(name, value)
	if (resume) {
		const blob = new Blob([new Uint8Array(resume.data)], { type: resume.type ?? 'application/pdf' })
		form.append('resume', blob, resume.name ?? 'cv.pdf')
	}
	const response = await fetch(`${app.url}/careers/${careerId}/applications`, { method: 'POST', body: form, headers })
	const text = await response.text()
	let body: unknown
	try {
		body = JSON.parse(text)
	} catch {
		body = undefined
	}
	return { status: response.status, headers: response.headers, body: body as Record<string, unknown>, text }
}
