import type { SendMailOptions } from 'nodemailer'

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

/**
 * A plain-text e-mail from the website: the envelope names `to` alone, whatever the headers say, and
 * nodemailer fetches nothing a text could point it at (no tracking beyond this one e-mail).
 */
export function websiteMail(mail: {
	/** The company's name in the settings: the sender reads '<company> website'. */
	company: string
	from: string
	to: string[]
	subject: string
	text: string
}): SendMailOptions {
	return {
		from: { name: `${headerText(mail.company, 100)} website`, address: mail.from },
		to: mail.to,
		subject: mail.subject,
		text: mail.text,
		envelope: { from: mail.from, to: mail.to },
		disableUrlAccess: true,
		disableFileAccess: true,
	}
}
