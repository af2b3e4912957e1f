import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { pdf } from '#tests/helpers/documents.ts'
import { apply, candidate, openCareer } from '#tests/helpers/job-applications.ts'
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'

/**
 * The two e-mails of a new job application (docs/design.md §17, ADR 0060), against a real SMTP server
 * started here: the alert to the recipients set for alerts (CONTACT_NOTIFY_TO, the settings' fallback),
 * naming the candidate and linking to the Applicants screen without the message or the CV, and the
 * candidate's confirmation.
 */

const RECIPIENTS = ['hiring@sigma.example', 'owner@sigma.example']

describe('a new job application with SMTP set', () => {
	let smtp: TestSmtpServer
	let app: TestApp
	beforeAll(async () => {
		smtp = await startSmtpServer()
		app = await startTestApp({
			SMTP_URL: smtp.url,
			CONTACT_NOTIFY_TO: RECIPIENTS.join(', '),
			PUBLIC_URL: 'https://sigma.example',
		})
	})
	beforeEach(() => {
		smtp.received.length = 0
	})
	afterAll(async () => {
		await app?.close()
		await smtp?.close()
	})

	it('alerts the recipients without the message or the CV, and confirms to the candidate', async () => {
		const career = await openCareer(app, 'Mail Engineer')
		const response = await apply(app, career.id, candidate, { data: pdf('A CV only the team reads') })
		expect(response.status, response.text).toBe(201)
		const { id } = response.body as { id: number }
		const mails = await smtp.waitFor(2)

		const alert = mails.find((mail) => mail.envelopeTo.includes(RECIPIENTS[0]!))
		expect(alert?.envelopeTo).toEqual(RECIPIENTS)
		expect(alert?.headers.get('subject')).toEqual(['Job application: Mail Engineer'])
		expect(alert?.text).toContain(`Name:     ${candidate.name}\n`)
		expect(alert?.text).toContain(`https://sigma.example/dashboard/applicants/${id}`)
		expect(alert?.text).not.toContain(candidate.message)
		expect(alert?.text).not.toContain(candidate.email)
		expect(alert?.text).not.toContain('A CV only the team reads')

		const confirmation = mails.find((mail) => mail.envelopeTo.includes(candidate.email))
		expect(confirmation?.envelopeTo).toEqual([candidate.email])
		expect(confirmation?.text).toContain(`Dear ${candidate.name},`)
		expect(confirmation?.text).toContain('Thank you for applying for Mail Engineer')
	})

	it('sends nothing for a refused application', async () => {
		const career = await openCareer(app, 'Refused Engineer')
		const response = await apply(app, career.id, { ...candidate, consent: '' }, { data: pdf() })
		expect(response.status).toBe(400)
		await new Promise((resolve) => setTimeout(resolve, 300))
		expect(smtp.received).toEqual([])
	})
})
