import { z } from 'zod'

import { recordAudit } from '#server/auth/audit.ts'
import { type ActorOption, parseOrThrow, RecordMeta } from '#server/content/collection.ts'
import { NotFoundError } from '#server/content/errors.ts'
import { describeField } from '#server/content/field-kinds/kind.ts'
import { optionalText, requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'
import { toCsv } from '#server/csv.ts'
import { type Db, now } from '#server/db/database.ts'
import { log } from '#server/logging.ts'
import { recordHit } from '#server/rate-limit/counters.ts'

/**
 * Contact submissions: what visitors send with the contact form, and the admin's inbox over them (open,
 * read or unread, delete, export). Personal data: only the admin reads it, and no write here touches the
 * content version, since nothing the public site shows changes (server/cache/version.ts).
 */

/** The longest address a mailbox may have (RFC 5321's path limit), and a phone number with its punctuation. */
const EMAIL_MAX = 254
const PHONE_MAX = 40
/** A phone number as typed, with its punctuation (the contact form's and the job application's rule). */
export const PHONE_PATTERN = /^[0-9+()\-.\s]{5,40}$/

/** POST /contact and the contact form. */
export const ContactInput = z.object({
	name: requiredText('Name', 200),
	email: describeField(
		requiredText('Email', EMAIL_MAX)
			.pipe(z.email('Enter a valid email address'))
			// The document shows a body's input side, which is the text before the pipe.
			.meta({ format: 'email' }),
		{ kind: 'text', label: 'Email', required: true, maxLength: EMAIL_MAX },
	),
	phone: describeField(requiredText('Phone', PHONE_MAX).regex(PHONE_PATTERN, 'Enter a valid phone number'), {
		kind: 'text',
		label: 'Phone',
		required: true,
		maxLength: PHONE_MAX,
	}),
	subject: optionalText('Subject', 300),
	message: longText('Message', 5000, { required: true }),
})

/** PATCH /contact_submissions/{id}: mark a message read or unread. */
export const ContactReadInput = z.object({
	read: z.boolean({ error: 'read must be true or false' }),
})

/** What a stored message holds besides its id and timestamps: the fields as stored, and whether it was read. */
export const ContactSubmissionFields = ContactInput.extend({
	read_at: z.iso
		.datetime()
		.nullable()
		.meta({ description: 'When the admin first opened it or marked it read (ISO 8601, UTC); null while unread' }),
	read: z.boolean().meta({ description: 'Whether it has been read (read_at is set)' }),
})

/** A stored message as the API answers it. */
export const ContactSubmission = ContactSubmissionFields.extend(RecordMeta.shape)
export type ContactSubmission = z.infer<typeof ContactSubmission>

type ContactRow = Omit<ContactSubmission, 'read'>
const LABEL = 'Contact submission'

const present = (row: ContactRow): ContactSubmission => ({ ...row, read: row.read_at !== null })

async function get(db: Db, id: number): Promise<ContactSubmission | undefined> {
	const row = await db.selectFrom('contact_submissions').selectAll().where('id', '=', id).executeTakeFirst()
	return row && present(row)
}

export const contactSubmissions = {
	label: LABEL,

	/** Every message, oldest first (the API's order for lists). */
	async list(db: Db): Promise<ContactSubmission[]> {
		const rows = await db.selectFrom('contact_submissions').selectAll().orderBy('id', 'asc').execute()
		return rows.map(present)
	},

	get,

	async getOrThrow(db: Db, id: number): Promise<ContactSubmission> {
		const submission = await get(db, id)
		if (!submission) throw new NotFoundError(LABEL)
		return submission
	},

	async create(db: Db, input: unknown): Promise<ContactSubmission> {
		const fields = parseOrThrow(ContactInput, input)
		const timestamp = now()
		const row = await db
			.insertInto('contact_submissions')
			.values({ ...fields, created_at: timestamp, updated_at: timestamp, read_at: null })
			.returningAll()
			.executeTakeFirstOrThrow()
		return present(row)
	},

	/**
	 * Marks a message read (keeping the time it was first read) or unread. `updated_at` stays the time its
	 * content last changed: the read state has its own timestamp.
	 */
	async setRead(db: Db, id: number, read: boolean): Promise<ContactSubmission> {
		const row = await db
			.updateTable('contact_submissions')
			.set((eb) => ({ read_at: read ? eb.fn.coalesce('read_at', eb.val(now())) : null }))
			.where('id', '=', id)
			.returningAll()
			.executeTakeFirst()
		if (!row) throw new NotFoundError(LABEL)
		return present(row)
	},

	/**
	 * Deletes the row for good (personal data must be erasable); older backups still hold it. The audit
	 * entry names the message by its id alone: nothing of what the visitor wrote.
	 */
	async remove(db: Db, id: number, options: ActorOption = {}): Promise<void> {
		await db.transaction().execute(async (trx) => {
			const result = await trx.deleteFrom('contact_submissions').where('id', '=', id).executeTakeFirst()
			if (Number(result.numDeletedRows) === 0) throw new NotFoundError(LABEL)
			if (options.actor) {
				await recordAudit(trx, {
					...options.actor,
					action: 'content-deleted',
					collection: 'contact_submissions',
					itemId: id,
				})
			}
		})
	},

	async unreadCount(db: Db): Promise<number> {
		const { count } = await db
			.selectFrom('contact_submissions')
			.select((eb) => eb.fn.countAll().as('count'))
			.where('read_at', 'is', null)
			.executeTakeFirstOrThrow()
		return Number(count)
	},
}

/** The columns of the CSV export, in order. */
export const CSV_COLUMNS = ['id', 'created_at', 'name', 'email', 'phone', 'subject', 'message', 'read'] as const

/** Every message as CSV (server/csv.ts: RFC 4180, formula cells neutralised), oldest first. */
export function contactSubmissionsCsv(submissions: readonly ContactSubmission[]): string {
	const records = submissions.map((submission) => ({ ...submission, read: submission.read ? 'yes' : 'no' }))
	return toCsv(records, CSV_COLUMNS)
}

/** The file name a download of the export gets: `contact-submissions-2026-11-22.csv`. */
export const csvFileName = (date = new Date()) => `contact-submissions-${date.toISOString().slice(0, 10)}.csv`

/** Told about each stored message (the e-mail notification, server/mail/); must never throw nor block. */
export type ContactNotifier = { notify(submission: ContactSubmission): void }

/** A field people never see or fill; software that fills every field does, and its message is dropped. */
export const HONEYPOT_FIELD = 'website'
/** A sender (client address) may send a number of messages (configured) per window; more are refused with 429. */
export const CONTACT_WINDOW_MS = 10 * 60 * 1000

export type ContactLimited = { kind: 'limited'; retryAfterSeconds: number; message: string }

/**
 * Counts one message from the sender against the contact limit (`CONTACT_RATE_LIMIT` per 10 minutes, 0:
 * none), and answers the refusal past it. One counter per client address for contact messages and job
 * applications together (docs/design.md §17): a sender cannot double their messages by applying.
 */
export async function contactLimit(
	db: Db,
	sender: { clientAddress: string; limit: number },
): Promise<ContactLimited | undefined> {
	const wait =
		sender.limit === 0
			? 0
			: await recordHit(db, [`contact:${sender.clientAddress}`], { limit: sender.limit, windowMs: CONTACT_WINDOW_MS })
	if (wait <= 0) return undefined
	const minutes = Math.max(1, Math.ceil(wait / 60))
	return {
		kind: 'limited',
		retryAfterSeconds: wait,
		message: `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
	}
}

export type ContactOutcome = { kind: 'stored'; submission: ContactSubmission } | { kind: 'discarded' } | ContactLimited

/**
 * A visitor's message, as the API and the contact form receive it: validated (invalid input throws
 * ValidationError and costs the sender nothing), dropped silently when the honeypot is filled, refused
 * past the per-sender limit, stored otherwise, and then handed to the notifier (which sends in the
 * background: the visitor's answer never waits for the mail server).
 */
export async function submitContactMessage(
	db: Db,
	input: unknown,
	sender: { clientAddress: string; limit: number },
	notifier?: ContactNotifier,
): Promise<ContactOutcome> {
	const honeypot = input && typeof input === 'object' ? (input as Record<string, unknown>)[HONEYPOT_FIELD] : undefined
	const fields = parseOrThrow(ContactInput, input)
	if (typeof honeypot === 'string' && honeypot.trim() !== '') {
		log('warn', 'contact message dropped by the honeypot')
		return { kind: 'discarded' }
	}
	const limited = await contactLimit(db, sender)
	if (limited) return limited
	const submission = await contactSubmissions.create(db, fields)
	notifier?.notify(submission)
	return { kind: 'stored', submission }
}
