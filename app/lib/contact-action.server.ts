import { data } from 'react-router'
import type { Services } from '#server/services'
import { contactSubmissions, ValidationError } from './content.server'

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const
type ContactField = (typeof CONTACT_FIELDS)[number]

export type ContactActionData =
	| { ok: true }
	| { ok: false; fields: Partial<Record<ContactField, string>>; values: Partial<Record<ContactField, string>> }

/**
 * The contact form's action, shared by every page that shows the form. Works without JavaScript (a plain
 * form post renders the page with the result) and with it (through a fetcher).
 */
export async function handleContactForm(request: Request, services: Services) {
	const form = await request.formData()
	const values: Partial<Record<ContactField, string>> = {}
	for (const field of CONTACT_FIELDS) {
		const value = form.get(field)
		if (typeof value === 'string') values[field] = value
	}
	try {
		await contactSubmissions.create(services.db, values)
		return data<ContactActionData>({ ok: true })
	} catch (error) {
		if (!(error instanceof ValidationError)) throw error
		return data<ContactActionData>({ ok: false, fields: error.fields, values }, { status: 400 })
	}
}
