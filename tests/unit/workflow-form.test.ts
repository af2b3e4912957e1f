import { describe, expect, it } from 'vitest'

import { standingOf } from '#shared/workflow.ts'
import { ValidationError } from '#server/content/errors.ts'
import { workflowDecision, workflowMessage } from '#app/lib/workflow-form.server.ts'

const NOW = Date.parse('2026-11-24T12:00:00.000Z')
const form = (entries: Record<string, string>) => {
	const data = new FormData()
	for (const [name, value] of Object.entries(entries)) data.set(name, value)
	return data
}
const live = { status: 'published', publish_at: null }
const draft = { status: 'draft', publish_at: null }

describe("an admin form's workflow buttons", () => {
	it("docs/product.md's own button publishes an add and keeps an edit as it is", () => {
		expect(workflowDecision(form({}), undefined, NOW).values).toEqual({ status: 'published', publish_at: null })
		expect(workflowDecision(form({}), draft, NOW).values).toEqual({})
	})

	it('save a draft, which also takes a schedule back', () => {
		expect(workflowDecision(form({ workflow: 'draft' }), live, NOW).values).toEqual({
			status: 'draft',
			publish_at: null,
		})
	})

	it('publish now what is not live, and leave alone when it went live', () => {
		expect(workflowDecision(form({ workflow: 'publish' }), draft, NOW).values).toEqual({
			status: 'published',
			publish_at: '2026-11-24T12:00:00.000Z',
		})
		expect(workflowDecision(form({ workflow: 'publish' }), live, NOW).values).toEqual({ status: 'published' })
	})

	it('schedule at a future time given in the admin’s zone, stored in UTC', () => {
		const decision = workflowDecision(
			form({ workflow: 'schedule', publish_at_local: '2026-11-25T09:30', time_zone: 'Asia/Kolkata' }),
			draft,
			NOW,
		)
		expect(decision.values).toEqual({ status: 'published', publish_at: '2026-11-25T04:00:00.000Z' })
		expect(standingOf({ status: 'published', publish_at: decision.values.publish_at! }, NOW)).toBe('scheduled')
		expect(workflowMessage(decision, 'FAQ', 'FAQ added')).toBe('FAQ scheduled for 25 Nov 2026, 09:30')
	})

	it('refuse a schedule without a time, or in the past, naming the field', () => {
		for (const local of ['', 'soon', '2026-11-24T11:59']) {
			const attempt = () => workflowDecision(form({ workflow: 'schedule', publish_at_local: local }), draft, NOW)
			expect(attempt, local).toThrow(ValidationError)
			try {
				attempt()
			} catch (error) {
				expect(Object.keys((error as ValidationError).fields)).toEqual(['publish_at_local'])
			}
		}
	})

	it("after a conflict, 'Save merged' repeats the save that was refused", () => {
		const again = form({ workflow: 'publish', replace_version: 'v2', replace_workflow: 'draft' })
		expect(workflowDecision(again, live, NOW).choice).toBe('draft')
	})

	it("say docs/product.md's text unless the save made a draft or a schedule", () => {
		const keep = workflowDecision(form({}), live, NOW)
		expect(workflowMessage(keep, 'FAQ', 'FAQ updated successfully')).toBe('FAQ updated successfully')
		expect(workflowMessage(workflowDecision(form({ workflow: 'draft' }), live, NOW), 'Blog', 'x')).toBe(
			'Blog saved as a draft',
		)
	})
})
