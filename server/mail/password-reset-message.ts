import type { SendMailOptions } from 'nodemailer'

import { headerText, websiteMail } from '#server/mail/mail-text.ts'

/** A link to choose a new password, for the account's own address (server/auth/password-reset-requests.ts). */
export type PasswordResetMail = {
	/** The account's address: the only recipient. */
	to: string
	url: string
	/** Who asked: the account's owner on the sign-in screen, or an administrator for them. */
	by: 'self' | 'administrator'
}

export const passwordResetSubject = (company: string) =>
	`Choose a new password for your ${headerText(company, 100)} admin`

/**
 * The e-mail: the link, how long and how often it works, that nothing changes if it is left alone, and
 * what choosing a new password does. Plain text; the envelope names the account's address alone.
 */
export function passwordResetMessage(
	mail: PasswordResetMail,
	options: { from: string; company: string },
): SendMailOptions {
	const company = headerText(options.company, 100)
	const text = [
		mail.by === 'self'
			? `Someone, probably you, asked for a link to choose a new password for your ${company} admin account.`
			: `An administrator of the ${company} website sent you a link to choose a new password for your admin account.`,
		'',
		'Open this link within 30 minutes to choose it (the link works once):',
		'',
		mail.url,
		'',
		'Until then your password stays as it is. If you did not ask for this, you can ignore this e-mail.',
		'',
		'Choosing a new password signs your account out everywhere. If your account has a passkey or an',
		'authenticator app, signing in still asks for it.',
		'',
		'-- ',
		'Sent by your website when a new password was asked for.',
		'',
	].join('\n')
	return websiteMail({
		company: options.company,
		from: options.from,
		to: [mail.to],
		subject: passwordResetSubject(options.company),
		text,
	})
}
