import { describe, expect, it } from 'vitest'

import type { ContactSubmission } from '#server/content/contact-submissions.ts'
import { headerText, notificationMessage } from '#server/mail/contact-notifier.ts'

const submission: ContactSubmission = {
	id: 7,
	name: 'Maria Visitor',
	email: 'maria@example.com',
	phone: '555 0100',
	subject: 'A quote',
	message: 'Hello\nthere',
	created_at: '2026-11-22T10:00:00.000Z',
	updated_at: '2026-11-22T10:00:00.000Z',
	read_at: null,
	read: false,
}
const options = { to: ['sales@sigma.example'], from: 'web@sigma.example', company: 'Acme Data' }

describe('headerText', () => {
	it.each([
		['Eve\r\nBcc: x@y.example', 'Eve Bcc: x@y.example'],
		['a\rb\nc\td', 'a b c d'],
		['nul\u0000and\u007fdel\u0085nel', 'nul and del nel'],
		['line\u2028separator\u2029paragraph', 'line separator paragraph'],
		['  lots   of\n\n space  ', 'lots of space'],
		['Zoë 李雷 🚀', 'Zoë 李雷 🚀'],
	])('%j → %j', (value, expected) => {
		expect(headerText(value, 200)).toBe(expected)
	})

	it('shortens to the limit, with an ellipsis', () => {
		expect(headerText('x'.repeat(300), 200)).toBe(`${'x'.repeat(199)}…`)
	})
})

describe('notificationMessage', () => {
	it('goes to the configured recipients only, Reply-To the visitor', () => {
		const mail = notificationMessage(submission, options)
		expect(mail.envelope).toEqual({ from: 'web@sigma.example', to: ['sales@sigma.example'] })
		expect(mail.to).toEqual(['sales@sigma.example'])
		expect(mail.replyTo).toEqual({ name: 'Maria Visitor', address: 'maria@example.com' })
		expect(mail.subject).toBe('Contact form: A quote')
		expect(mail.text).not.toContain('In the inbox')
		// The company of the settings, never a name written in the code.
		expect(mail.from).toEqual({ name: 'Acme Data website', address: 'web@sigma.example' })
		expect(mail.text).toContain('the contact form on the Acme Data website.')
	})

	it('names the sender when there is no subject, and links to the inbox when the site has a PUBLIC_URL', () => {
		const mail = notificationMessage({ ...submission, subject: '' }, { ...options, publicUrl: 'https://sigma.example' })
		expect(mail.subject).toBe('Contact form: Maria Visitor')
		expect(mail.text).toContain('In the inbox: https://sigma.example/dashboard/contact-submission/7\n')
	})

	it('line breaks in the name and subject stay out of the headers', () => {
		const mail = notificationMessage(
			{ ...submission, name: 'Eve\r\nBcc: x@y.example', subject: 'Hi\nX-Evil: 1' },
			options,
		)
		expect(mail.subject).toBe('Contact form: Hi X-Evil: 1')
		expect(mail.replyTo).toEqual({ name: 'Eve Bcc: x@y.example', address: 'maria@example.com' })
	})

	it('leaves out Reply-To when the stored address is not a valid one', () => {
		const mail = notificationMessage({ ...submission, email: 'x@y.example>\r\nBcc: z@w.example' }, options)
		expect(mail.replyTo).toBeUndefined()
	})
})
