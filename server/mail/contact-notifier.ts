import nodemailer, { type SendMailOptions } from 'nodemailer'
import { z } from 'zod'

import type { MailConfig } from '#server/config.ts'
import type { ContactNotifier, ContactSubmission } from '#server/content/contact-submissions.ts'
import type { ApplicationNotifier } from '#server/content/job-application-submit.ts'
import type { SiteSettings } from '#server/content/types/settings.ts'
import { log } from '#server/logging.ts'
import { type InvitationMail, invitationMessage } from '#server/mail/invitation-message.ts'
import { applicationAlertMessage, applicationConfirmationMessage } from '#server/mail/job-application-message.ts'
import { headerText, websiteMail } from '#server/mail/mail-text.ts'
import { type NewDeviceAlert, newDeviceMessage } from '#server/mail/new-device-message.ts'
import { type PasswordResetMail, passwordResetMessage } from '#server/mail/password-reset-message.ts'
import { NO_SMTP, sentTo, testEmailMessage, type TestEmailOutcome, whyNotSent } from '#server/mail/test-email.ts'

/** How long a stopping server waits for notifications still being sent. */
export const DRAIN_MS = 5_000

/**
 * The notifier of every server, and what it needs to stop cleanly. Besides contact messages, it tells a
 * user of a sign-in from a new device (ADR 0029), sends links to choose a new password (ADR 0054) and
 * invitations to the team (ADR 0055): the same SMTP server, sender and background sending.
 */
export type ContactMailer = ContactNotifier &
	ApplicationNotifier & {
		/** E-mails the admin about a sign-in from a device not seen before; returns at once, never throws. */
		newDevice(alert: NewDeviceAlert): void
		/** E-mails a link to choose a new password to the account's address; returns at once, never throws. */
		passwordReset(mail: PasswordResetMail): void
		/** E-mails an invitation to the team to the invited address (docs/design.md §15); returns at once, never throws. */
		invitation(mail: InvitationMail): void
		/** Sends the settings' test e-mail to the contact alerts' recipients and waits for the answer; never throws. */
		sendTest(): Promise<TestEmailOutcome>
		/** Sends in flight (for tests and the shutdown). */
		readonly pending: number
		/** Waits for sends in flight (at most `timeoutMs`), then closes the connection to the mail server. */
		close(timeoutMs?: number): Promise<void>
	}

/** Does nothing: SMTP_URL is not set. */
export const noContactMailer: ContactMailer = {
	notify() {},
	jobApplication() {},
	newDevice() {},
	passwordReset() {},
	invitation() {},
	sendTest: async () => ({ ok: false, why: 'unavailable', message: NO_SMTP }),
	pending: 0,
	close: async () => {},
}

/** What a send reads of the settings, at the moment it sends (a save takes effect at once, on every instance). */
export type MailSettings = Pick<SiteSettings, 'name' | 'contact_alerts'>

/**
 * Who hears of contact messages: the settings' recipients, else the server's CONTACT_NOTIFY_TO (its
 * fallback: docs/decisions/0043-settings-mail-and-announcement.md). None when the settings turn them off
 * and `forTest` is false.
 */
export function contactRecipients(settings: MailSettings, fallbackTo: readonly string[], forTest = false): string[] {
	const alerts = settings.contact_alerts
	if (!alerts.send && !forTest) return []
	return alerts.to.length > 0 ? [...alerts.to] : [...fallbackTo]
}

export { headerText }

const isEmail = (value: string) => z.email().safeParse(value).success

/**
 * The e-mail about one message: to the company, Reply-To the visitor (when the address is valid), every
 * field as plain text. The envelope names the configured recipients alone, whatever the headers say.
 */
export function notificationMessage(
	submission: ContactSubmission,
	options: { to: string[]; from: string; company: string; publicUrl?: string | undefined },
): SendMailOptions {
	const name = headerText(submission.name, 200)
	const adminLink = options.publicUrl ? `${options.publicUrl}/dashboard/contact-submission/${submission.id}` : undefined
	const text = [
		`A visitor sent a message with the contact form on the ${headerText(options.company, 120)} website.`,
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
		...websiteMail({
			company: options.company,
			from: options.from,
			to: options.to,
			subject: `Contact form: ${headerText(submission.subject || submission.name, 200)}`,
			text,
		}),
		...(isEmail(submission.email) ? { replyTo: { name, address: submission.email } } : {}),
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
 * or the SMTP password). Every send reads the settings first (`readSettings`): the company's name, and
 * who hears of contact messages.
 */
export function createContactMailer(
	config: MailConfig,
	options: { publicUrl?: string | undefined; readSettings: () => Promise<MailSettings> },
): ContactMailer {
	const { publicUrl, readSettings } = options
	const transport = nodemailer.createTransport({
		url: config.smtpUrl,
		// A mail server that hangs must not hold a send (and a stopping server) for minutes.
		connectionTimeout: 10_000,
		greetingTimeout: 10_000,
		socketTimeout: 30_000,
	})
	const inFlight = new Set<Promise<void>>()
	/**
	 * Sends in the background: the caller never waits; the outcome is logged with `fields` (nothing
	 * personal). `compose` reads the settings; it answers nothing when there is nobody to send to.
	 */
	const sendInBackground = (
		compose: (settings: MailSettings) => SendMailOptions | undefined,
		what: string,
		fields: Record<string, string | number>,
	) => {
		const started = Date.now()
		const send = (async () => {
			try {
				const message = compose(await readSettings())
				if (!message) return log('info', `${what} not sent: no recipients`, fields)
				await transport.sendMail(message)
				log('info', `${what} sent`, { ...fields, ms: Date.now() - started })
			} catch (error) {
				log('error', `${what} failed`, { ...fields, ...failureFields(error) })
			}
		})()
		inFlight.add(send)
		void send.finally(() => inFlight.delete(send))
	}

	return {
		get pending() {
			return inFlight.size
		},

		notify(submission) {
			sendInBackground(
				(settings) => {
					const to = contactRecipients(settings, config.fallbackTo)
					return to.length === 0
						? undefined
						: notificationMessage(submission, { to, from: config.from, company: settings.name, publicUrl })
				},
				'contact notification',
				{ submission: submission.id },
			)
		},

		jobApplication(application, position) {
			sendInBackground(
				(settings) => {
					const to = contactRecipients(settings, config.fallbackTo)
					return to.length === 0
						? undefined
						: applicationAlertMessage(application, position, {
								to,
								from: config.from,
								company: settings.name,
								publicUrl,
							})
				},
				'job application alert',
				{ application: application.id },
			)
			sendInBackground(
				(settings) =>
					applicationConfirmationMessage(application, position, { from: config.from, company: settings.name }),
				'job application confirmation',
				{ application: application.id },
			)
		},

		newDevice(alert) {
			sendInBackground(
				(settings) => newDeviceMessage(alert, { from: config.from, company: settings.name, publicUrl }),
				'new-device alert',
				{},
			)
		},

		passwordReset(mail) {
			sendInBackground(
				(settings) => passwordResetMessage(mail, { from: config.from, company: settings.name }),
				'password reset link',
				{ by: mail.by },
			)
		},

		invitation(mail) {
			sendInBackground(
				(settings) => invitationMessage(mail, { from: config.from, company: settings.name }),
				'invitation',
				{},
			)
		},

		async sendTest() {
			try {
				const settings = await readSettings()
				const to = contactRecipients(settings, config.fallbackTo, true)
				if (to.length === 0) return { ok: false, why: 'unavailable', message: whyNotSent('no-recipients') }
				await transport.sendMail(testEmailMessage({ to, from: config.from, company: settings.name, publicUrl }))
				log('info', 'test e-mail sent', { recipients: to.length })
				return sentTo(to)
			} catch (error) {
				log('warn', 'test e-mail failed', failureFields(error))
				return { ok: false, why: 'failed', message: whyNotSent(error) }
			}
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
