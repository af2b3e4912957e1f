import type { SendMailOptions } from 'nodemailer'

import { headerText, websiteMail } from '#server/mail/mail-text.ts'

/** What the admin is told of a sign-in from a device not seen before (server/auth/open-session.ts). */
export type NewDeviceAlert = {
	/** The admin's own address: the only recipient. */
	to: string
	/** 'Chrome 131 on Linux' (server/auth/devices.ts). */
	device: string
	ip: string
	/** ISO 8601, UTC. */
	at: string
	method: string
}

/** The subject, naming the company of the settings. */
export const newDeviceSubject = (company: string) => `New sign-in to your ${headerText(company, 100)} admin`
export const SESSIONS_PATH = '/dashboard/sessions'

/** '2026-11-25 14:03 UTC': the time as the admin reads it, whatever their zone (the e-mail says UTC). */
const readableUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

/**
 * The alert: what signed in, from where, when and how, and what to do if it was not the admin. Plain
 * text; each value on one line (a User-Agent is the client's to choose). The envelope names the admin
 * alone.
 */
export function newDeviceMessage(
	alert: NewDeviceAlert,
	options: { from: string; company: string; publicUrl?: string | undefined },
): SendMailOptions {
	const sessions = options.publicUrl
		? `${options.publicUrl}${SESSIONS_PATH}`
		: `the Sessions screen of the admin area (${SESSIONS_PATH})`
	const text = [
		`Your ${headerText(options.company, 100)} admin account was just signed in to from a device it had not been used from before.`,
		'',
		`Device:  ${headerText(alert.device, 200)}`,
		`Address: ${headerText(alert.ip, 100) || 'unknown'}`,
		`When:    ${readableUtc(alert.at)}`,
		`How:     ${headerText(alert.method, 50)}`,
		'',
		'If this was you, there is nothing to do.',
		'',
		'If it was not you:',
		`1. Open ${sessions}, and sign that session out (or 'Sign out everywhere else').`,
		'2. Change your password on the server: npm run admin -- --email <your e-mail> (it ends every session).',
		'3. Look at the audit log in the admin area for what was done from that session.',
		'',
		'-- ',
		'Sent by your website when a sign-in comes from a new device.',
		'',
	].join('\n')
	return websiteMail({
		company: options.company,
		from: options.from,
		to: [alert.to],
		subject: newDeviceSubject(options.company),
		text,
	})
}
