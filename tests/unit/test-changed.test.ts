import { describe, expect, it } from 'vitest'

import { specsFor } from '#scripts/test-changed.ts'

/** The mapping from changed files to browser specs that `npm run test:changed` uses (docs/testing.md). */
describe('the browser specs of a change', () => {
	it('runs the specs that share a word with a changed screen', () => {
		expect(specsFor(['app/routes/admin/blog-edit.tsx'])).toEqual([
			'admin-blogs-blocks.spec.ts',
			'admin-blogs-paste.spec.ts',
			'admin-blogs.spec.ts',
			'blog-careers.spec.ts',
		])
		expect(specsFor(['app/components/admin/media-library-dialog.tsx'])).toEqual(
			expect.arrayContaining(['admin-media.spec.ts', 'media-public.spec.ts']),
		)
	})

	it('runs the frame specs for a change every page shows, and the spec itself when it changed', () => {
		expect(specsFor(['app/root.tsx'])).toEqual(
			expect.arrayContaining(['layout.spec.ts', 'keyboard.spec.ts', 'accessibility.spec.ts']),
		)
		expect(specsFor(['tests/e2e/slugs.spec.ts'])).toEqual(['slugs.spec.ts'])
	})

	it('runs every spec when their support changed, and none for server-only changes', () => {
		expect(specsFor(['tests/e2e/support/fixtures.ts']).length).toBeGreaterThan(30)
		expect(specsFor(['server/content/collection.ts', 'docs/testing.md'])).toEqual([])
	})
})
