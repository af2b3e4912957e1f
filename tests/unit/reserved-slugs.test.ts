/**
 * A page built from blocks lives at `/{slug}` (docs/design.md §13), beside the site's own routes and the
 * JSON API at the same first path segment. server/content/reserved-slugs.ts lists the segments no page
 * may take; this keeps that list in step with app/routes.ts and the API's operations.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'

import { allOperations } from '#server/api/operations.ts'
import { RESERVED_PAGE_SLUGS } from '#server/content/reserved-slugs.ts'
import routes from '#app/routes.ts'

/** The first segment of every route's path, layouts walked into. */
function routeSegments(entries: readonly RouteConfigEntry[]): string[] {
	return entries.flatMap((entry) => [
		...(entry.path ? [entry.path.split('/')[0]!] : []),
		...routeSegments(entry.children ?? []),
	])
}

/** What a page's own address may be: About (and the home page's `/home`) are pages. */
const PAGE_ROUTES = new Set(['', '*', ':slug'])

describe('the slugs no page may take', () => {
	it('hold the first segment of every route of the site', () => {
		const segments = routeSegments(routes as RouteConfigEntry[])
			.map((segment) => segment.replace(/\..*$/, ''))
			.filter((segment) => !PAGE_ROUTES.has(segment))
		expect(segments.length).toBeGreaterThan(5)
		for (const segment of segments) expect(RESERVED_PAGE_SLUGS, segment).toContain(segment)
	})

	it('hold the first segment of every JSON API path', () => {
		for (const operation of allOperations) {
			const segment = operation.path.split('/')[1]!.replace(/\..*$/, '')
			expect(RESERVED_PAGE_SLUGS, operation.path).toContain(segment)
		}
	})
})
