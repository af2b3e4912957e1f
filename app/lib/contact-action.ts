/* The contact form's fields, and what its action (app/lib/contact-action.server.ts) answers. */

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export type ContactActionData =
	| { ok: true }
	| {
			ok: false
			/** Why, when it is not about a field (too many messages). */
			error?: string
			fields: Partial<Record<ContactField, string>>
			values: Partial<Record<ContactField, string>>
	  }
