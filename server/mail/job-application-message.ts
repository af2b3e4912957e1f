import type { SendMailOptions } from 'nodemailer'

import { applicantPath } from '#shared/job-applications.ts'
import type { Position } from '#server/content/job-application-submit.ts'
import type { JobApplication } from '#server/content/job-applications.ts'
import { headerText, websiteMail } from '#server/mail/mail-text.ts'

/**
 * The two e-mails of a new job application (docs/design.md §17): the alert to the settings' recipients
 * (as contact messages: `contact_alerts`), which names the candidate and links to the Applicants screen
 * but carries neither the message nor the CV (they stay behind the team's sign-in), and the confirmation
 * to the candidate. Plain text; the candidate's words are kept to one line each.
 */

export function applicationAlertMessage(
	application: JobApplication,
	position: Position,
	options: { to: string[]; from: string; company: string; publicUrl?: string | undefined },
): SendMailOptions {
	const link = options.publicUrl ? `${options.publicUrl}${applicantPath(application.id)}` : undefined
	const text = [
		`A candidate applied for ${headerText(position.position_name, 200)} on the ${headerText(options.company, 120)} website.`,
		'',
		`Name:     ${headerText(application.name, 200)}`,
		`Received: ${application.created_at}`,
		...(link ? [`Open it:  ${link}`] : ['Open it on the Applicants screen of the admin area.']),
		'',
		'-- ',
		'The CV and the message are on the Applicants screen, for the team alone.',
		'',
	].join('\n')
	return websiteMail({
		company: options.company,
		from: options.from,
		to: options.to,
		subject: `Job application: ${headerText(position.position_name, 150)}`,
		text,
	})
}

export function applicationConfirmationMessage(
	application: JobApplication,
	position: Position,
	options: { from: string; company: string },
): SendMailOptions {
	const company = headerText(options.company, 100)
	const text = [
		`Dear ${headerText(application.name, 200)},`,
		'',
		`Thank you for applying for ${headerText(position.position_name, 200)} at ${company}. We have received your application and CV, and will come back to you.`,
		'',
		'We keep an application for as long as our privacy notice says, then erase it with its CV; to have it erased sooner, reply to this e-mail.',
		'',
		'-- ',
		`Sent by the ${company} website because this address applied for a position.`,
		'',
	].join('\n')
	return websiteMail({
		company: options.company,
		from: options.from,
		to: [application.email],
		subject: `Your application for ${headerText(position.position_name, 150)}`,
		text,
	})
}
