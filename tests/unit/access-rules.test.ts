// The access rules (ADR 0037): each default rule of a content type, the table of named permissions, and the
// one permission function's answers, refusals included for a user the rules do not allow (none such exists
// while the admin is the only account; the team's roles will make them).
import { describe, expect, it } from 'vitest'

import { AccessDenied, can, type Permission, PERMISSIONS, requirePermission } from '#server/auth/permissions.ts'
import type { User } from '#server/auth/user.ts'
import { asksToPublish, CONTENT_ACTIONS, defaultAccess } from '#server/content/access.ts'
import { contentTypes } from '#server/content/registry.ts'
import { faqs } from '#server/content/types/faqs.ts'

const admin: User = { id: 1, email: 'admin@example.com', sessionId: 'a1b2c3d4e5f6a7b8' }
/** A hypothetical second account, for a rule that allows the admin alone. */
const other: User = { id: 2, email: 'author@example.com', sessionId: 'b2c3d4e5f6a7b8c9' }

const HOUR = 60 * 60 * 1000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()
const items = {
	live: { id: 1, status: 'published', publish_at: null },
	wentLive: { id: 2, status: 'published', publish_at: at(-HOUR) },
	scheduled: { id: 3, status: 'published', publish_at: at(HOUR) },
	draft: { id: 4, status: 'draft', publish_at: null },
}
const permissions = Object.keys(PERMISSIONS) as Permission[]

describe('the default content rules', () => {
	it('let a visitor read live items only', () => {
		expect(defaultAccess.read({ user: undefined, item: items.live })).toBe(true)
		expect(defaultAccess.read({ user: undefined, item: items.wentLive })).toBe(true)
		expect(defaultAccess.read({ user: undefined, item: items.scheduled })).toBe(false)
		expect(defaultAccess.read({ user: undefined, item: items.draft })).toBe(false)
		// Without an item: whether a visitor may read the type's (live) items at all.
		expect(defaultAccess.read({ user: undefined })).toBe(true)
	})

	it.each(CONTENT_ACTIONS.filter((action) => action !== 'read'))('let no visitor %s', (action) => {
		expect(defaultAccess[action]({ user: undefined })).toBe(false)
		for (const item of Object.values(items)) expect(defaultAccess[action]({ user: undefined, item })).toBe(false)
	})

	it.each(CONTENT_ACTIONS)('let the signed-in admin %s any item', (action) => {
		expect(defaultAccess[action]({ user: admin })).toBe(true)
		for (const item of Object.values(items)) expect(defaultAccess[action]({ user: admin, item })).toBe(true)
	})

	it('are every content type’s today', () => {
		for (const type of contentTypes) expect(type.access, type.name).toEqual(defaultAccess)
	})
})

describe('can', () => {
	it('asks the content type’s rule, with the item', () => {
		expect(can(undefined, { type: faqs, action: 'read', item: items.live })).toBe(true)
		expect(can(undefined, { type: faqs, action: 'read', item: items.draft })).toBe(false)
		expect(can(admin, { type: faqs, action: 'read', item: items.draft })).toBe(true)
		expect(can(undefined, { type: faqs, action: 'update' })).toBe(false)
		expect(can(admin, { type: faqs, action: 'delete', item: items.live })).toBe(true)
	})

	it.each(permissions)('gives %s to the signed-in admin, never to a visitor', (permission) => {
		expect(can(admin, { permission })).toBe(true)
		expect(can(undefined, { permission })).toBe(false)
	})
})

describe('requirePermission', () => {
	// A type whose rules let the admin alone write, as a team's roles will for some types.
	const adminOnly = ({ user }: { user: User | undefined }) => user?.id === admin.id
	const guarded = { ...faqs, access: { ...faqs.access, update: adminOnly, publish: adminOnly, delete: adminOnly } }
	const reason = (run: () => unknown) => {
		try {
			run()
		} catch (error) {
			if (error instanceof AccessDenied) return error.reason
			throw error
		}
		return 'allowed'
	}

	it('answers the user the rule allows', () => {
		expect(requirePermission(admin, { type: guarded, action: 'update', item: items.live })).toBe(admin)
		expect(requirePermission(admin, { permission: 'media.manage' })).toBe(admin)
	})

	it('asks a visitor to sign in (401), whatever the rule', () => {
		expect(reason(() => requirePermission(undefined, { type: faqs, action: 'read' }))).toBe('sign-in')
		expect(reason(() => requirePermission(undefined, { type: guarded, action: 'delete' }))).toBe('sign-in')
		for (const permission of permissions) {
			expect(reason(() => requirePermission(undefined, { permission }))).toBe('sign-in')
		}
	})

	it('refuses a signed-in user the rule does not allow (403)', () => {
		for (const action of ['update', 'publish', 'delete'] as const) {
			expect(reason(() => requirePermission(other, { type: guarded, action, item: items.draft }))).toBe('forbidden')
		}
		expect(reason(() => requirePermission(other, { type: guarded, action: 'create' }))).toBe('allowed')
	})
})

describe('asksToPublish', () => {
	it('is a create without a status (it publishes) or any save that asks for published', () => {
		expect(asksToPublish({ question: 'Q' }, true)).toBe(true)
		expect(asksToPublish({ status: 'published' }, true)).toBe(true)
		expect(asksToPublish({ status: 'draft' }, true)).toBe(false)
		expect(asksToPublish({ question: 'Q' }, false)).toBe(false)
		expect(asksToPublish({ status: 'published' }, false)).toBe(true)
		expect(asksToPublish(undefined, false)).toBe(false)
	})
})
