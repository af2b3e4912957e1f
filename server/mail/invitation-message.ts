import type { SendMailOptions } from 'nodemailer'

import { type Role, ROLE_LABELS } from '#shared/team.ts'
import { headerText, websiteMail } from '#server/mail/mail-text.ts'

/** An invitation to the team (server/auth/invitations.ts, docs/design.md §15), e-mailed to the one invited. */
export type InvitationMail = {
	/** The invited address: the only recipient. */
	to: string
	/** The accept page's absolute address, with the link's token: it works once. */
	url: string
	role: Role
	/** The inviting administrator's name. */
	invitedBy: string
	/** ISO 8601, UTC. */
	expiresAt: string
}

export const invitationSubject = (company: string) => `You are invited to the ${headerText(company, 100)} website`

/** '2026-12-05 14:03 UTC': the time as the reader reads it, whatever their zone (the e-mail says UTC). */
const readableUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

/**
 * The invitation: who invites, as what, the link and until when it works. Plain text; the inviter's name is
 * a team member's to choose, so it is kept to one line. The envelope names the invited address alone.
 */
export function invitationMessage(mail: InvitationMail, options: { from: string; company: string }): SendMailOptions {
	const company = headerText(options.company, 100)
	const inviter = headerText(mail.invitedBy, 100) || 'An administrator'
	const text = [
		`${inviter} invited you to join the team of the ${company} website as ${ROLE_LABELS[mail.role].toLowerCase()}.`,
		'',
		'Choose your name and password to accept:',
		'',
		mail.url,
		'',
		`The link works once, until ${readableUtc(mail.expiresAt)}.`,
		'If you did not expect this invitation, ignore this e-mail: nothing happens without the link.',
		'',
		'-- ',
		`Sent by the ${company} website when an administrator invited you.`,
		'',
	].join('\n')
	return websiteMail({
		company: options.company,
		from: options.from,
		to: [mail.to],
		subject: invitationSubject(options.company),
		text,
	})
}
