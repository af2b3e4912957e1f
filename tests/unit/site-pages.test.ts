/**
 * The analytics count the site's pages by path (server/analytics/pages.ts): the fixed pages of
 * shared/site-pages.ts and the content types' lists and items. This keeps that list and app/routes.ts in
 * step: a page added to the routes but not to the list would never be counted.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'

import { FIXED_PAGES, PAGE_PREVIEW_PATH } from '#shared/site-pages.ts'
import { isPagePath } from '#server/analytics/pages.ts'
import { contentTypes } from '#server/content/registry.ts'
import routes from '#app/routes.ts'

function publicPaths(): string[] {
	const layout = (routes as RouteConfigEntry[]).find((entry) => entry.file === 'routes/public-layout.tsx')
	return (layout?.children ?? []).map((entry) => (entry.index ? '/' : `/${entry.path ?? ''}`))
}

describe('the pages the analytics count', () => {
	it('are every page of the public layout', () => {
		const lists = contentTypes.flatMap((type) => type.public?.list?.path ?? [])
		// The page editor's live preview answers posts only: no page a visitor views.
		const pages = publicPaths().filter((path) => path !== PAGE_PREVIEW_PATH)
		const fixed = pages.filter((path) => !path.includes(':') && path !== '/*' && !lists.includes(path))
		expect(fixed.sort()).toEqual(FIXED_PAGES.map((page) => page.path).sort())
		for (const path of pages.filter((path) => path !== '/*'))
			expect(isPagePath(path.replace(':slug', 'a-slug')), path).toBe(true)
	})

	it('are not the admin area, files or made-up addresses', () => {
		// A page built from blocks may be at any free `/{slug}` (`/nothing`): its slug is not looked up here.
		for (const path of [
			'/dashboard',
			'/admin',
			'/uploads/a.jpg',
			'/sitemap.xml',
			'/no_thing',
			'/blog/a/b',
			'/blog/A_B',
		])
			expect(isPagePath(path), path).toBe(false)
	})
})
