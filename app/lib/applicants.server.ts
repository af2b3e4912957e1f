import { type AppLoadContext, data } from 'react-router'

import { parseIdParam } from '#shared/ids.ts'
import { APPLICATION_STATUSES } from '#shared/job-applications.ts'
import { ApplicationListQuery, jobApplications } from '#server/content/job-applications.ts'
import { careers } from '#server/content/types/careers.ts'
import { APPLICANT_INTENTS, type ApplicantFormFailure, applicantPath, APPLICANTS_PATH } from '#app/lib/applicants.ts'
import { requireActor } from '#app/lib/auth.server.ts'
import { NotFoundError, ValidationError } from '#app/lib/content.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'

/**
 * The Applicants screens (docs/design.md §17): the list with its filters and counts, one application
 * (its opening is in the audit log), and their actions (status and notes, erase). The same domain calls
 * as the JSON API (server/content/job-applications.ts).
 */

/** Every position, trashed ones too (an application outlives its position's page), by id. */
export async function positionNames(context: AppLoadContext): Promise<Map<number, string>> {
	const all = await careers.list(context.services.db, { status: 'all' })
	return new Map(all.map((career) => [career.id, career.position_name]))
}

/** The list's filters from its address; a filter that makes no sense is left out rather than refused. */
export function listFilter(request: Request) {
	const query = new URL(request.url).searchParams
	const parsed = ApplicationListQuery.safeParse({
		career_id: query.get('career_id') || undefined,
		status: query.get('status') || undefined,
	})
	const filter = parsed.success ? parsed.data : {}
	return { ...filter, q: (query.get('q') ?? '').trim().slice(0, 200) }
}

export async function applicantsList(request: Request, context: AppLoadContext) {
	await requireActor(request, context, { permission: 'applications.read' })
	const { db } = context.services
	const filter = listFilter(request)
	const [list, counts, positions] = await Promise.all([
		jobApplications.list(db, { career_id: filter.career_id, status: filter.status, search: filter.q }),
		jobApplications.counts(db, filter.career_id),
		positionNames(context),
	])
	return {
		filter,
		counts,
		statuses: APPLICATION_STATUSES,
		positions: [...positions].map(([id, name]) => ({ id, name })),
		applications: list.map(({ id, name, email, career_id, status, created_at }) => ({
			id,
			name,
			email,
			status,
			created_at,
			position: positions.get(career_id) ?? `Position ${career_id}`,
		})),
	}
}

export async function applicantDetail(request: Request, context: AppLoadContext, idParam: string | undefined) {
	const actor = await requireActor(request, context, { permission: 'applications.read' })
	const id = parseIdParam(idParam)
	try {
		if (id === undefined) throw new NotFoundError()
		const application = await jobApplications.open(context.services.db, id, actor)
		const positions = await positionNames(context)
		return {
			application,
			position: positions.get(application.career_id) ?? `Position ${application.career_id}`,
		}
	} catch (error) {
		if (error instanceof NotFoundError) throw data(null, { status: 404, statusText: 'Not Found' })
		throw error
	}
}

/** Saves the status and notes, or erases the application; each ends in a redirect with a toast. */
export async function handleApplicantAction(request: Request, context: AppLoadContext) {
	const actor = await requireActor(request, context, { permission: 'applications.manage' })
	const form = await readFormData(request)
	const { db, resumes } = context.services
	const id = parseIdParam(form.get('id'))
	const intent = form.get('intent')
	try {
		if (id === undefined) throw new NotFoundError()
		if (intent === APPLICANT_INTENTS.erase) {
			await jobApplications.remove(db, resumes, id, actor)
			return redirectWithToast(APPLICANTS_PATH, { type: 'success', message: 'Application erased' })
		}
		if (intent === APPLICANT_INTENTS.save) {
			const status = String(form.get('status') ?? '')
			const notes = String(form.get('notes') ?? '')
			try {
				await jobApplications.update(db, id, { status, notes }, actor)
			} catch (error) {
				if (!(error instanceof ValidationError)) throw error
				return data<ApplicantFormFailure>(
					{ ok: false, fields: error.fields, values: { status, notes } },
					{ status: 400 },
				)
			}
			return redirectWithToast(applicantPath(id), { type: 'success', message: 'Application saved' })
		}
	} catch (error) {
		if (!(error instanceof NotFoundError)) throw error
		return redirectWithToast(APPLICANTS_PATH, { type: 'error', message: 'That application was already erased.' })
	}
	throw data('Unknown action', { status: 400, statusText: 'Bad Request' })
}
