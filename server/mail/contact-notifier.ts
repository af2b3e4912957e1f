import nodemailer, { type SendMailOptions } from 'nodemailer'
import { z } from 'zod'
import type { ContactNotifyConfig } from '#server/config.ts'
import type { ContactNotifier, ContactSubmission } from '#server/content/contact-submissions.ts'
import { log } from '#server/logging.ts'

/** How long a stopping server waits for notifications still being sent. */
export const DRAIN_MS = 5_000

/** The notifier of every server, and what it needs to stop cleanly. */
export type ContactMailer = ContactNotifier & {
	/** Sends in flight (for tests and the shutdown). */
	readonly pending: number
	/** Waits for sends in flight (at most `timeoutMs`), then closes the connection to the mail server. */
	close(timeoutMs?: number): Promise<void>
}

/** Does nothing: notifications are not configured. */
export const noContactMailer: ContactMailer = { notify() {}, pending: 0, close: async () => {} }

/**
 * Text for one header line: no line breaks or other control characters (a name like "Eve\r\nBcc: …"
 * must not add a header), runs of space folded, at most `max` characters.
 */
export function headerText(value: string, max: number): string {
	const single = value
		// eslint-disable-next-line no-control-regex -- removing control characters is the point
		.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
		.replace(/\s+/g, ' ')
		.trim()
	return single.length > max ? `${single.slice(0, max - 1)}…` : single
}

const isEmail = (value: string) => z.email().safeParse(value).success

/**
 * The e-mail about one message: to the company, Reply-To the visitor (when the address is valid), every
 * field as plain text. The envelope names the configured recipients alone, whatever the headers say.
 */
export function notificationMessage(
	submission: ContactSubmission,
	options: { to: string[]; from: string; publicUrl?: string | undefined },
): SendMailOptions {
	const name = headerText(submission.name, 200)
	const adminLink = options.publicUrl ? `${options.publicUrl}/dashboard/contact-submission/${submission.id}` : undefined
	const text = [
		'A visitor sent a message with the contact form on the website.',
		'',
		// One line each, so that no field can pass for another (the message below keeps its lines).
		`Name:     ${headerText(submission.name, 1000)}`,
		`Email:    ${headerText(submission.email, 1000)}`,
		`Phone:    ${headerText(submission.phone, 1000)}`,
		`Subject:  ${headerText(submission.subject, 1000) || '(none)'}`,
		`Received: ${submission.created_at}`,
		...(adminLink ? [`In the inbox: ${adminLink}`] : []),
		'',
		'Message:',
		'',
		submission.message,
		'',
		'-- ',
		'Reply to this e-mail to answer the visitor.',
		'',
	].join('\n')
	return {
		from: { name: 'Sigma website', address: options.from },
		to: options.to,
		...(isEmail(submission.email) ? { replyTo: { name, address: submission.email } } : {}),
		subject: `Contact form: ${headerText(submission.subject || submission.name, 200)}`,
		text,
		envelope: { from: options.from, to: options.to },
		// No tracking of the visitor's message beyond this one e-mail.
		disableUrlAccess: true,
		disableFileAccess: true,
	}
}

/** What a failure may say in the log: the kind (nodemailer's code, the SMTP reply code), never a message text that could name an address. */
function failureFields(error: unknown): Record<string, string | number> {
	const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
	return {
		...(typeof code === 'string' ? { code } : {}),
		...(typeof responseCode === 'number' ? { responseCode } : {}),
	}
}

/**
 * Sends each new contact message to the company in the background: `notify` returns at once, the
 * visitor's answer never waits for the mail server, and a failure is only logged (without personal data
 * or the SMTP password).
 */
export function createContactMailer(config: ContactNotifyConfig, publicUrl?: string): ContactMailer {
	const transport = nodemailer.createTransport({
		url: config.smtpUrl,
		// A mail server that hangs must not hold a send (and a stopping server) for minutes.
		connectionTimeout: 10_000,
		greetingTimeout: 10_000,
		socketTimeout: 30_000,
	})
	const inFlight = new Set<Promise<void>>()

	return {
		get pending() {
			return inFlight.size
		},

		notify(submission) {
			const started = Date.now()
			const send = (async () => {
				try {
					await transport.sendMail(notificationMessage(submission, { ...config, publicUrl }))
					log('info', 'contact notification sent', { submission: submission.id, ms: Date.now() - started })
				} catch (error) {
					log('error', 'contact notification failed', { submission: submission.id, ...failureFields(error) })
				}
			})()
			inFlight.add(send)
			void send.finally(() => inFlight.delete(send))
		},

		async close(timeoutMs = DRAIN_MS) {
			if (inFlight.size > 0) {
				log('info', 'waiting for contact notifications', { pending: inFlight.size })
				let timer: NodeJS.Timeout | undefined
				const timeout = new Promise<void>((resolve) => {
					timer = setTimeout(resolve, timeoutMs)
				})
				await Promise.race([Promise.allSettled([...inFlight]), timeout])
				clearTimeout(timer)
				if (inFlight.size > 0) log('warn', 'contact notifications not sent before stopping', { pending: inFlight.size })
			}
			transport.close()
		},
	}
}
