// The access rules (ADR 0037) with the team's roles (docs/design.md §15, ADR 0051): each default rule of a
// content type for every role, the table of named permissions, and the one permission function's answers.
import { describe, expect, it } from 'vitest'

import type { Role } from '#shared/team.ts'
import { AccessDenied, can, type Permission, PERMISSIONS, requirePermission } from '#server/auth/permissions.ts'
import type { User } from '#server/auth/user.ts'
import { asksToPublish, CONTENT_ACTIONS, type ContentAction, defaultAccessFor } from '#server/content/access.ts'
import { contentTypes } from '#server/content/registry.ts'
import { blogs } from '#server/content/types/blogs.ts'
import { faqs } from '#server/content/types/faqs.ts'
import { navigation } from '#server/content/types/navigation.ts'
import { settings } from '#server/content/types/settings.ts'

const userOf = (id: number, role: Role, types: string[] = ['blogs']): User => ({
	id,
	email: `${role}@example.com`,
	name: role,
	role,
	types,
	sessionId: `session-${id}`,
})
const admin = userOf(1, 'administrator', [])
const editor = userOf(2, 'editor', [])
const author = userOf(3, 'author')
const contributor = userOf(4, 'contributor')
/** A hypothetical second account, for a rule that allows the admin alone. */
const other = author

const HOUR = 60 * 60 * 1000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()
const items = {
	live: { id: 1, status: 'published', publish_at: null, created_by: 1 },
	wentLive: { id: 2, status: 'published', publish_at: at(-HOUR), created_by: 1 },
	scheduled: { id: 3, status: 'published', publish_at: at(HOUR), created_by: 1 },
	draft: { id: 4, status: 'draft', publish_at: null, created_by: 1 },
}
const permissions = Object.keys(PERMISSIONS) as Permission[]
const blogRules = defaultAccessFor('blogs')

describe('the default content rules', () => {
	it('let a visitor read live items only', () => {
		expect(blogRules.read({ user: undefined, item: items.live })).toBe(true)
		expect(blogRules.read({ user: undefined, item: items.wentLive })).toBe(true)
		expect(blogRules.read({ user: undefined, item: items.scheduled })).toBe(false)
		expect(blogRules.read({ user: undefined, item: items.draft })).toBe(false)
		// Without an item: whether a visitor may read the type's (live) items at all.
		expect(blogRules.read({ user: undefined })).toBe(true)
	})

	it.each(CONTENT_ACTIONS.filter((action) => action !== 'read'))('let no visitor %s', (action) => {
		expect(blogRules[action]({ user: undefined })).toBe(false)
		for (const item of Object.values(items)) expect(blogRules[action]({ user: undefined, item })).toBe(false)
	})

	it.each(CONTENT_ACTIONS)('let an administrator and an editor %s any item of any type', (action) => {
		for (const user of [admin, editor]) {
			for (const type of contentTypes) {
				expect(type.access[action]({ user }), `${user.role} ${type.name}`).toBe(true)
				for (const item of Object.values(items)) expect(type.access[action]({ user, item })).toBe(true)
			}
		}
	})

	// docs/design.md §15, row "Content and pages": [author, contributor] on their own item and another's.
	const own = (status: string) => ({ id: 9, status, publish_at: null, created_by: 0 })
	const table: Array<[ContentAction, string, boolean, boolean, boolean, boolean]> = [
		// action, status, author own, author other's, contributor own, contributor other's
		['read', 'draft', true, true, true, true],
		['update', 'draft', true, false, true, false],
		['update', 'in_review', true, false, true, false],
		['update', 'published', true, false, false, false],
		['publish', 'draft', true, false, false, false],
		['delete', 'draft', true, false, false, false],
		['delete', 'published', true, false, false, false],
	]
	it.each(table)(
		'%s of a %s item of their types: author own %s, other %s; contributor own %s, other %s',
		(action, status, ...expected) => {
			const answers = [author, contributor].flatMap((user) => [
				blogRules[action]({ user, item: { ...own(status), created_by: user.id } }),
				blogRules[action]({ user, item: { ...own(status), created_by: admin.id } }),
			])
			expect(answers).toEqual(expected)
		},
	)

	it('keep authors and contributors to their types: nothing but reading elsewhere', () => {
		for (const user of [author, contributor]) {
			for (const action of ['create', 'update', 'publish', 'delete'] as const) {
				expect(faqs.access[action]({ user }), `${user.role} ${action}`).toBe(false)
				expect(faqs.access[action]({ user, item: { ...items.draft, created_by: user.id } })).toBe(false)
			}
			expect(faqs.access.read({ user, item: items.draft })).toBe(true)
			expect(blogs.access.create({ user })).toBe(true)
		}
		expect(blogs.access.publish({ user: contributor })).toBe(false)
		expect(blogs.access.publish({ user: author })).toBe(true)
	})

	it('leave the settings and the navigation to administrators', () => {
		for (const type of [settings, navigation]) {
			expect(type.access.read({ user: undefined })).toBe(true)
			expect(type.access.update({ user: admin })).toBe(true)
			for (const user of [editor, author, contributor]) expect(type.access.update({ user })).toBe(false)
			expect(type.access.delete({ user: admin })).toBe(false)
		}
	})
})

describe('the table of permissions (docs/design.md §15)', () => {
	const roles = [admin, editor, author, contributor]
	const expected: Record<Permission, [boolean, boolean, boolean, boolean]> = {
		'admin.enter': [true, true, true, true],
		'account.own': [true, true, true, true],
		'account.second-factor': [true, true, true, true],
		'audit.read': [true, false, false, false],
		'analytics.read': [true, true, true, false],
		'contact.inbox': [true, true, false, false],
		'applications.read': [true, true, false, false],
		'applications.manage': [true, true, false, false],
		'media.upload': [true, true, true, true],
		'media.manage': [true, true, true, true],
		'media.delete': [true, true, true, false],
		'content.review': [true, true, false, false],
		'site.health': [true, true, false, false],
		'trash.manage': [true, true, true, false],
		'history.manage': [true, true, true, true],
		'mail.test': [true, false, false, false],
		'redirects.manage': [true, false, false, false],
		'users.manage': [true, false, false, false],
		'security.policy': [true, false, false, false],
	}
	it.each(permissions)(
		'%s: administrator, editor, author, contributor as the table says; never a visitor',
		(permission) => {
			expect(roles.map((user) => can(user, { permission }))).toEqual(expected[permission])
			expect(can(undefined, { permission })).toBe(false)
		},
	)

	it('lets an author delete only their own images', () => {
		expect(can(author, { permission: 'media.delete', owner: author.id })).toBe(true)
		expect(can(author, { permission: 'media.delete', owner: admin.id })).toBe(false)
		expect(can(author, { permission: 'media.delete', owner: null })).toBe(false)
		expect(can(editor, { permission: 'media.delete', owner: admin.id })).toBe(true)
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
		expect(reason(() => requirePermission(other, { type: faqs, action: 'create' }))).toBe('forbidden')
		expect(reason(() => requirePermission(other, { type: blogs, action: 'create' }))).toBe('allowed')
		expect(reason(() => requirePermission(contributor, { permission: 'analytics.read' }))).toBe('forbidden')
	})
})

describe('a user whose second factor the site requires and who has none yet', () => {
	const pending: User = { ...admin, secondFactorPending: true }

	it('may set one up and sign out, and is a visitor for everything else', () => {
		expect(can(pending, { permission: 'account.second-factor' })).toBe(true)
		for (const permission of permissions.filter((name) => name !== 'account.second-factor')) {
			expect(can(pending, { permission }), permission).toBe(false)
		}
		// What a visitor may, they may: read live items; nothing more.
		expect(can(pending, { type: faqs, action: 'read', item: items.live })).toBe(true)
		expect(can(pending, { type: faqs, action: 'read', item: items.draft })).toBe(false)
		expect(can(pending, { type: faqs, action: 'update', item: items.live })).toBe(false)
	})

	it('is refused with its own reason: set up a second factor first (403)', () => {
		const refusal = (() => {
			try {
				requirePermission(pending, { permission: 'media.manage' })
			} catch (error) {
				return error
			}
		})()
		expect(refusal).toBeInstanceOf(AccessDenied)
		expect(refusal).toMatchObject({ reason: 'second-factor', message: 'Set up a second factor first' })
		expect(requirePermission(pending, { permission: 'account.second-factor' })).toBe(pending)
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
