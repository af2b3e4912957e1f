import { AUTHOR_PAGE_PREFIX } from '#shared/authors.ts'
import { HOME_SLUG, itemPath } from '#shared/item-path.ts'
import { normalSitePath, targetPath } from '#shared/redirects.ts'
import { FIXED_PAGES, PAGE_PREVIEW_PATH } from '#shared/site-pages.ts'
import { type Standing, standingOf } from '#shared/workflow.ts'
import { redirects } from '#server/content/redirects.ts'
import { contentTypes } from '#server/content/registry.ts'
import type { Db } from '#server/db/database.ts'

/**
 * Where a link of the site leads, decided from the routes and the content, never by a request
 * (docs/design.md §16, ADR 0057): the fixed pages (shared/site-pages.ts), each type's list page and its
 * items' pages (`public.item.path` with each item's slug or id), and the redirects list (ADR 0045). Links of
 * this site are root-relative paths and absolute addresses on `PUBLIC_URL`; any other is another site's,
 * never fetched.
 */
export type LinkTarget =
	| { kind: 'external' }
	| { kind: 'page'; path: string }
	| { kind: 'missing'; path: string; trashed?: true }
	| { kind: 'not-live'; path: string; standing: Exclude<Standing, 'live'> }
	| { kind: 'redirect'; path: string; to: string; final: LinkTarget }

/** Everything a link can lead to on this site, read once (cached by the content version: site-checks.ts). */
export type SiteAddresses = {
	/** Pages that always answer: fixed pages, list pages, the site's files and feeds. */
	pages: ReadonlySet<string>
	/** Item pages by path, with the item's standing (live, draft, scheduled, in review). */
	items: ReadonlyMap<string, Standing>
	/** Items' pages whose type has no list page to list them (for `orphan-page`), by path. */
	listless: ReadonlyMap<string, { collection: string; id: number; title: string }>
	/** Pages of items in the trash: a 404 like any missing page, said so (it can be restored). */
	trashed: ReadonlySet<string>
	/** The redirects list: `from` → `to`. */
	redirects: ReadonlyMap<string, string>
	/** The origin of `PUBLIC_URL`, whose absolute addresses are this site's. */
	origin: string | undefined
}

/** Addresses that answer but are no page a check can read: uploads, the admin area, feeds. */
const ANSWERING_PREFIXES = ['/uploads/', '/admin', '/dashboard', AUTHOR_PAGE_PREFIX]
const ANSWERING_PATHS = ['/sitemap.xml', '/robots.txt', '/blog/rss.xml', '/openapi.json', PAGE_PREVIEW_PATH]

export async function siteAddresses(db: Db, publicUrl: string | undefined): Promise<SiteAddresses> {
	const pages = new Set<string>([...FIXED_PAGES.map((page) => page.path), ...ANSWERING_PATHS])
	const items = new Map<string, Standing>()
	const trashed = new Set<string>()
	const listless = new Map<string, { collection: string; id: number; title: string }>()
	for (const type of contentTypes) {
		const shown = type.public
		if (shown?.list) pages.add(normalSitePath(shown.list.path))
		if (!shown?.item) continue
		for (const { record } of await type.trashed(db)) {
			// A trashed item without a slug of its own has no address to link to.
			if (typeof record.slug === 'string' || !shown.item.path.includes(':slug'))
				trashed.add(itemPath(shown.item.path, record as { id: number; slug?: unknown }))
		}
		const at = Date.now()
		for (const item of await type.list(db, { status: 'all' })) {
			const path = itemPath(shown.item.path, item)
			items.set(path, standingOf(item, at))
			if (!shown.list && path !== '/')
				listless.set(path, { collection: type.name, id: item.id, title: String(item[type.admin.itemTitle] ?? '') })
		}
	}
	const list = await redirects.list(db)
	return {
		pages,
		items,
		listless,
		trashed,
		redirects: new Map(list.map((redirect) => [redirect.from, redirect.to])),
		origin: publicUrl ? new URL(publicUrl).origin : undefined,
	}
}

/** The site path an address names (no query, no fragment), or undefined for another site's or a mail link. */
export function sitePathOf(href: string, origin: string | undefined): string | undefined {
	const address = href.trim()
	if (address.startsWith('/') && !address.startsWith('//')) return targetPath(address)
	if (!origin || !/^https?:\/\//i.test(address)) return undefined
	try {
		const url = new URL(address)
		return url.origin === origin ? normalSitePath(url.pathname) : undefined
	} catch {
		return undefined
	}
}

/** Where `href` leads: a page, a missing or non-live one, or a redirect and where it ends. */
export function resolveLink(site: SiteAddresses, href: string): LinkTarget {
	const path = sitePathOf(href, site.origin)
	return path === undefined ? { kind: 'external' } : resolvePath(site, path, 0)
}

function resolvePath(site: SiteAddresses, path: string, hops: number): LinkTarget {
	if (site.pages.has(path) || ANSWERING_PREFIXES.some((prefix) => path.startsWith(prefix)))
		return { kind: 'page', path }
	// `/home` answers 301 at `/`, the home page's address (docs/design.md §13).
	const standing = site.items.get(path === `/${HOME_SLUG}` ? '/' : path)
	if (standing === 'live') return { kind: 'page', path }
	// A page is answered before the redirects list: a non-live item's address is its 404 (app/lib/preview.server.ts).
	const to = site.redirects.get(path)
	if (to !== undefined && hops < 5) {
		const next = targetPath(to)
		const final = next === undefined ? ({ kind: 'external' } as const) : resolvePath(site, next, hops + 1)
		return { kind: 'redirect', path, to, final }
	}
	if (standing !== undefined) return { kind: 'not-live', path, standing }
	return site.trashed.has(path) ? { kind: 'missing', path, trashed: true } : { kind: 'missing', path }
}

/** The path a visitor lands on by following `target`, if it is a page of this site that answers. */
export function landingPath(target: LinkTarget): string | undefined {
	if (target.kind === 'page') return target.path
	if (target.kind === 'redirect') return landingPath(target.final)
	return undefined
}
