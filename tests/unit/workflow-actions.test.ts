import { describe, expect, it } from 'vitest'

import { asListAddress, listAddress } from '#app/lib/list-address.ts'
import { WORKFLOW_FORM_FIELDS, workflowPlan } from '#app/lib/workflow-actions.ts'
import { WORKFLOW_FIELDS } from '#app/lib/workflow-form.server.ts'

const shape = (standing: Parameters<typeof workflowPlan>[0], mayPublish = true) => {
	const plan = workflowPlan(standing, 'Adding...', mayPublish)
	return {
		primary: `${plan.primary.text}: ${plan.primary.choice}`,
		schedule: plan.schedule ? `${plan.schedule.opener} ${plan.schedule.text}: ${plan.schedule.choice}` : 'none',
		secondary: plan.secondary.map((action) => `${action.text}: ${action.choice}`),
	}
}

describe('the workflow controls (ADR 0050)', () => {
	it('send the fields the server reads', () => {
		expect(WORKFLOW_FORM_FIELDS.choice).toBe(WORKFLOW_FIELDS.choice)
		expect(WORKFLOW_FORM_FIELDS.localTime).toBe(WORKFLOW_FIELDS.localTime)
		expect(WORKFLOW_FORM_FIELDS.timeZone).toBe(WORKFLOW_FIELDS.timeZone)
	})

	it('give each state one primary action and keep every move', () => {
		expect(shape(undefined)).toEqual({
			primary: 'Publish: keep',
			schedule: 'Schedule… Schedule: schedule',
			secondary: ['Save draft: draft'],
		})
		expect(shape('draft')).toEqual({
			primary: 'Publish: publish',
			schedule: 'Schedule… Schedule: schedule',
			secondary: ['Save draft: draft'],
		})
		expect(shape('live')).toEqual({
			primary: 'Update: keep',
			schedule: 'Schedule… Schedule: schedule',
			secondary: ['Switch to draft: draft'],
		})
		expect(shape('scheduled')).toEqual({
			primary: 'Update: keep',
			schedule: 'Reschedule… Reschedule: schedule',
			secondary: ['Publish now: publish', 'Switch to draft: draft'],
		})
	})

	it('let a reviewer approve an item in review, now or at a time (docs/design.md §15)', () => {
		expect(shape('in_review')).toEqual({
			primary: 'Approve and publish: publish',
			schedule: 'Schedule… Approve and schedule: schedule',
			secondary: ['Switch to draft: draft'],
		})
	})

	it('give who may not publish (a contributor) a submission for review, and no schedule', () => {
		for (const standing of [undefined, 'draft'] as const) {
			expect(shape(standing, false)).toEqual({
				primary: 'Submit for review: submit',
				schedule: 'none',
				secondary: ['Save draft: draft'],
			})
		}
		expect(shape('in_review', false)).toEqual({
			primary: 'Update: keep',
			schedule: 'none',
			secondary: ['Withdraw to draft: draft'],
		})
	})

	it("read the form's own busy text for a save that keeps the item as it stands", () => {
		expect(workflowPlan(undefined, 'Adding...').primary.busyText).toBe('Adding...')
		expect(workflowPlan('live', 'Updating...').primary.busyText).toBe('Updating...')
		expect(workflowPlan('draft', 'Updating...').primary.busyText).toBe('Publishing...')
	})
})

describe('a list’s address after a delete', () => {
	it('keeps the list’s query, not React Router’s own', () => {
		expect(
			listAddress('http://x/dashboard/edit-FAQ.data?status=draft&q=a+b&index&_routes=r', '/dashboard/edit-FAQ'),
		).toBe('/dashboard/edit-FAQ?status=draft&q=a+b')
		expect(listAddress('http://x/dashboard/edit-FAQ', '/dashboard/edit-FAQ')).toBe('/dashboard/edit-FAQ')
	})

	it('takes a `back` only when it is that list', () => {
		expect(asListAddress('/dashboard/blogs-admin?q=x', '/dashboard/blogs-admin')).toBe('/dashboard/blogs-admin?q=x')
		expect(asListAddress('/blog', '/dashboard/blogs-admin')).toBeUndefined()
		expect(asListAddress('//evil.example/dashboard/blogs-admin', '/dashboard/blogs-admin')).toBeUndefined()
		expect(asListAddress('https://evil.example/dashboard/blogs-admin', '/dashboard/blogs-admin')).toBeUndefined()
		expect(asListAddress(null, '/dashboard/blogs-admin')).toBeUndefined()
	})
})
