import { mailtoAddress } from '#app/lib/contact-inbox.ts'

/** A visitor's e-mail address, as a link that writes to it. */
export function SenderEmail({ email, className }: { email: string; className: string }) {
	return (
		<a href={`mailto:${mailtoAddress(email)}`} className={className}>
			{email}
		</a>
	)
}

/** A visitor's phone number as they typed it, as a link that calls it (digits and + only). */
export function SenderPhone({ phone, className }: { phone: string; className: string }) {
	return (
		<a href={`tel:${phone.replace(/[^0-9+]/g, '')}`} className={className}>
			{phone}
		</a>
	)
}
