import { type AppLoadContext, data } from 'react-router'

import { ContactInput, HONEYPOT_FIELD, submitContactMessage } from '#server/content/contact-submissions.ts'
import { fieldInfo } from '#server/content/field-kinds/kind.ts'
import { CONTACT_FIELDS, type ContactActionData, type ContactField } from '#app/lib/contact-action.ts'
import { ValidationError } from '#app/lib/content.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'

/** Each field's length limit, from the schema the server checks (for the form's `maxLength`). */
export function contactFieldLimits(): Record<ContactField, number | undefined> {
	const shape = ContactInput.shape
	return Object.fromEntries(CONTACT_FIELDS.map((name) => [name, fieldInfo.get(shape[name])?.maxLength])) as Record<
		ContactField,
		number | undefined
	>
}

/**
 * The contact form's action, shared by every page that shows the form. Works without JavaScript (a plain
 * form post renders the page with the result) and with it (through a fetcher).
 */
export async function handleContactForm(request: Request, context: AppLoadContext) {
	const form = await readFormData(request)
	const values: Partial<Record<ContactField, string>> = {}
	for (const field of CONTACT_FIELDS) {
		const value = form.get(field)
		if (typeof value === 'string') values[field] = value
	}
	const honeypot = form.get(HONEYPOT_FIELD)
	try {
		const outcome = await submitContactMessage(
			context.services.db,
			{ ...values, [HONEYPOT_FIELD]: honeypot },
			{ clientAddress: context.clientAddress, limit: context.services.config.contactRateLimit },
			context.services.contactMailer,
		)
		if (outcome.kind === 'limited') {
			return data<ContactActionData>(
				{ ok: false, error: outcome.message, fields: {}, values },
				{ status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
			)
		}
		return data<ContactActionData>({ ok: true })
	} catch (error) {
		if (!(error instanceof ValidationError)) throw error
		return data<ContactActionData>({ ok: false, fields: error.fields, values }, { status: 400 })
	}
}
