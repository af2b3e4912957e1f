import { z } from 'zod'
import { recordAttempt } from '../auth/throttle'
import type { Db } from '../db/database'
import { log } from '../logging'
import { defineCollection, parseOrThrow } from './collection'
import { optionalText, requiredText } from './fields'

export const ContactInput = z.object({
	name: requiredText('Name', 200),
	email: requiredText('Email', 254)
		.pipe(z.email('Enter a valid email address'))
		// The document shows a body's input side, which is the text before the pipe.
		.meta({ format: 'email' }),
	phone: requiredText('Phone', 40).regex(/^[0-9+()\-.\s]{5,40}$/, 'Enter a valid phone number'),
	subject: optionalText('Subject', 300),
	message: requiredText('Message', 5000),
})

export const contactSubmissions = defineCollection({
	table: 'contact_submissions',
	label: 'Contact submission',
	createSchema: ContactInput,
	// Never shown on the public site, so a submission leaves every cached page as it is.
	shownPublicly: false,
})

/** A field people never see or fill; software that fills every field does, and its message is dropped. */
export const HONEYPOT_FIELD = 'website'
/** A sender (client address) may send a number of messages (configured) per window; more are refused with 429. */
export const CONTACT_WINDOW_MS = 10 * 60 * 1000

export type ContactOutcome =
	| { kind: 'stored'; submission: Awaited<ReturnType<typeof contactSubmissions.create>> }
	| { kind: 'discarded' }
	| { kind: 'limited'; retryAfterSeconds: number; message: string }

/**
 * A visitor's message, as the API and the contact form receive it: validated (invalid input throws
 * ValidationError and costs the sender nothing), dropped silently when the honeypot is filled, refused
 * past the per-sender limit, stored otherwise.
 */
export async function submitContactMessage(
	db: Db,
	input: unknown,
	sender: { clientAddress: string; limit: number },
): Promise<ContactOutcome> {
	const honeypot = input && typeof input === 'object' ? (input as Record<string, unknown>)[HONEYPOT_FIELD] : undefined
	const fields = parseOrThrow(ContactInput, input)
	if (typeof honeypot === 'string' && honeypot.trim() !== '') {
		log('warn', 'contact message dropped by the honeypot')
		return { kind: 'discarded' }
	}
	const wait =
		sender.limit === 0
			? 0
			: await recordAttempt(db, [`contact:${sender.clientAddress}`], Date.now(), {
					limit: sender.limit,
					windowMs: CONTACT_WINDOW_MS,
				})
	if (wait > 0) {
		const minutes = Math.max(1, Math.ceil(wait / 60))
		return {
			kind: 'limited',
			retryAfterSeconds: wait,
			message: `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
		}
	}
	return { kind: 'stored', submission: await contactSubmissions.create(db, fields) }
}
