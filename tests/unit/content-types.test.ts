import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'

import { adminFields } from '#server/content/content-type.ts'
import { fieldInfo } from '#server/content/field-kinds/kind.ts'
import { contentTypes } from '#server/content/registry.ts'

/** The definitions (server/content/types/) agree with themselves and with each other. */
describe('the content type definitions', () => {
	it('are all found, in the order of their positions', () => {
		const names = contentTypes.map((type) => type.name)
		expect(names).toEqual(expect.arrayContaining(['partners', 'faqs', 'testimonials', 'blogs', 'careers']))
		expect(names).toEqual(expect.arrayContaining(['applications', 'products', 'consulting']))
		const positions = contentTypes.map((type) => type.position)
		expect(positions).toEqual(positions.toSorted((a, b) => a - b))
	})

	it('have unique names, positions, API records and admin addresses', () => {
		const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length)
		unique(contentTypes.map((type) => type.name))
		unique(contentTypes.map((type) => type.position))
		unique(contentTypes.map((type) => type.admin.tile.position))
		unique(contentTypes.map((type) => type.api.recordName))
		unique(contentTypes.flatMap((type) => [type.admin.list.path, type.admin.edit?.path].filter(Boolean)))
	})

	describe.each(contentTypes.map((type) => [type.name, type] as const))('%s', (_name, type) => {
		it('has a form field for each admin field, labelled and limited by its schema', () => {
			const shape = (type.createSchema as unknown as { shape: Record<string, never> }).shape
			for (const field of adminFields(type)) {
				expect(fieldInfo.get(shape[field.name]!), field.name).toMatchObject({
					kind: field.kind,
					label: field.label,
					required: field.required,
					...(field.maxLength === undefined ? {} : { maxLength: field.maxLength }),
				})
			}
			expect(Object.keys(type.admin.fields).every((name) => name in shape)).toBe(true)
			expect(type.admin.itemTitle in shape).toBe(true)
			// Every required field has a form field, or the add form could never be saved.
			const required = Object.keys(shape).filter((name) => fieldInfo.get(shape[name]!)?.required)
			expect(required.filter((name) => !(name in type.admin.fields))).toEqual([])
		})

		it('keeps its admin screens private and its public screens routed', () => {
			// What is under /admin and /dashboard is never cached nor indexed (server/cache/policy.ts).
			for (const path of [type.admin.list.path, ...(type.admin.list.aliases ?? []), type.admin.edit?.path]) {
				if (path) expect(path).toMatch(/^\/(admin|dashboard)\//)
			}
			// A public page the sitemap and the navigation link to has a screen; the API's path is no page's.
			for (const screen of [type.public?.list, type.public?.item]) {
				if (screen) expect(screen.module).toMatch(/^routes\/.+\.tsx$/)
				if (screen) expect(screen.path.split('/')[1]).not.toBe(type.name)
			}
		})

		it('accepts its own API examples', () => {
			const created = type.createSchema.parse(type.api.example)
			expect(() => type.updateSchema.parse({ ...created, ...type.api.updateExample })).not.toThrow()
		})

		it('has item paths with an :id (a :slug for pages of types with slugs), and an edit path its list does not also match', () => {
			if (type.admin.edit) expect(type.admin.edit.path).toMatch(/\/:id$/)
			if (type.public?.item) expect(type.public.item.path).toMatch(type.slugFrom ? /\/:slug$/ : /\/:id$/)
			if (type.admin.edit) expect(matchPath(type.admin.list.path, type.admin.edit.path)).toBeNull()
			// A list page's own name names a list page.
			if (type.public?.listTitle) expect(type.public.list).toBeDefined()
		})
	})
})

describe('the contact form', () => {
	it("limits each field as the server's schema does", async () => {
		const { contactFieldLimits } = await import('#app/lib/contact-action.server.ts')
		expect(contactFieldLimits()).toEqual({ name: 200, email: 254, phone: 40, subject: 300, message: 5000 })
	})
})
