import { type AppLoadContext, data, matchPath, type MetaDescriptor, redirect } from 'react-router'

import { parseIdParam } from '#shared/ids.ts'
import { itemPath } from '#shared/item-path.ts'
import { locationFor, targetPath } from '#shared/redirects.ts'
import { formatTime } from '#shared/time-zone.ts'
import { standingOf } from '#shared/workflow.ts'
import { can } from '#server/auth/permissions.ts'
import type { ContentItem, ContentType } from '#server/content/content-type.ts'
import { redirects } from '#server/content/redirects.ts'
import { contentTypes } from '#server/content/registry.ts'
import { getUser } from '#app/lib/auth.server.ts'

/**
 * Previews (docs/design.md §8): with the admin's session, a draft's or a scheduled item's public page renders
 * as visitors will see it, marked as a preview (the admin bar says so), `noindex` and `no-store`.
 * Without one, such a page is the 404 it is for everyone else.
 */

type Args = { request: Request; context: AppLoadContext; params: { id?: string; slug?: string } }
/** Why a page is a preview, as the admin bar says it (made on the server: visitors' pages carry no admin code). */
export type PreviewNotice = string

/** The query parameter that asks a page showing items without pages of their own (the home page) to include one. */
export const PREVIEW_PARAM = 'preview'
export const previewQuery = (type: string, id: number) => `?${PREVIEW_PARAM}=${type}-${id}`

const notFound = () => data(null, { status: 404, statusText: 'Not Found' })
/** Undefined for a live item: its page is no preview. */
const previewOf = (item: ContentItem): PreviewNotice | undefined => {
	const standing = standingOf(item)
	if (standing === 'live') return undefined
	if (standing === 'scheduled' && item.publish_at) {
		return `This is how the page will look. Visitors see it from ${formatTime(item.publish_at)}.`
	}
	return standing === 'in_review'
		? 'This item waits for review: visitors can’t see it until it is published.'
		: 'This draft is not live: visitors can’t see it until it is published.'
}

/**
 * The item a page's address names (any status but the trash's): by its slug (`:slug`, docs/design.md §11) or
 * its id (`:id`, types without slugs). `moved`: the address is the seed's id form of an item with a slug,
 * whose page is at its slug. Earlier slugs are the redirects list's (`missingPage`, ADR 0045).
 */
async function itemAt(type: ContentType, params: Args['params'], context: AppLoadContext, status: 'live' | 'all') {
	const { db } = context.services
	if (params.slug === undefined) {
		const id = parseIdParam(params.id)
		return { item: id === undefined ? undefined : await type.get(db, id, { status }), moved: false }
	}
	const current = await type.getBySlug(db, params.slug, { status })
	if (current) return { item: current, moved: false }
	const id = parseIdParam(params.slug)
	return { item: id === undefined ? undefined : await type.get(db, id, { status }), moved: true }
}

/**
 * The item an item page shows: live for anyone; any (but the trash's) for the admin, as a preview. The id
 * form answers 301 to the item's slug, for whoever may see it; an address that names nothing they may see
 * is `missingPage`'s (a redirect of the list, such as an earlier slug's, or the 404).
 */
export async function findPageItem<F extends Record<string, unknown>>(
	type: ContentType<F>,
	args: Args,
): Promise<{ item: ContentItem<F>; preview: PreviewNotice | undefined }> {
	const live = await itemAt(type as unknown as ContentType, args.params, args.context, 'live')
	const user = live.item ? undefined : await getUser(args.request, args.context)
	const found = live.item
		? live
		: user
			? await itemAt(type as unknown as ContentType, args.params, args.context, 'all')
			: undefined
	// What the type's `read` rule lets them see (ADR 0037): a visitor the live item, the admin any.
	if (!found?.item || !can(user, { type, action: 'read', item: found.item }))
		return missingPage(args.request, args.context)
	const item = found.item as ContentItem<F>
	if (found.moved) throw redirect(itemPath(type.public!.item!.path, item) + new URL(args.request.url).search, 301)
	return { item, preview: live.item ? undefined : previewOf(item) }
}

/**
 * Answered before a public page's 404 (docs/design.md §13, ADR 0045): the redirect of the list that starts
 * at the request's path, to its `to` with the request's query kept, with its status. A redirect to an item
 * page whose item the reader may not see (a draft, the trash) is not followed: that is the 404 it was before
 * redirects, and a draft's new address is not given away. The list is read on each request (a 404 is never
 * cached), so an edit shows at once on every instance.
 */
export async function redirectIfListed(request: Request, context: AppLoadContext): Promise<void> {
	const url = new URL(request.url)
	const found = await redirects.startingAt(context.services.db, url.pathname)
	if (found && (await mayFollow(found.to, request, context)))
		throw redirect(locationFor(found.to, url.search), found.status)
}

/** A public page whose address names nothing (that the reader may see): the list's redirect, or the 404. */
export async function missingPage(request: Request, context: AppLoadContext): Promise<never> {
	await redirectIfListed(request, context)
	throw notFound()
}

/** Whether `to` leads to a page the reader may see: another site, a page that is no item's, or a visible item's. */
async function mayFollow(to: string, request: Request, context: AppLoadContext): Promise<boolean> {
	const path = targetPath(to)
	const type = path === undefined ? undefined : contentTypes.find((candidate) => pageMatch(candidate, path))
	if (!type || path === undefined) return true
	const params = pageMatch(type, path)!.params
	if ((await itemAt(type, params, context, 'live')).item) return true
	const user = await getUser(request, context)
	const item = user ? (await itemAt(type, params, context, 'all')).item : undefined
	return item !== undefined && can(user, { type, action: 'read', item })
}

/** The item page of `type` at `path`: none for a slug the site keeps for itself (`/blog` is no page's). */
const pageMatch = (type: ContentType, path: string) => {
	const page = type.public?.item?.path
	const match = page ? matchPath(page, path) : null
	return match && type.reservedSlugs?.includes(match.params.slug ?? '') ? null : match
}

/** The content type and id that `?preview=<type>-<id>` names among `types`, if any. */
function askedPreview(url: URL, types: readonly ContentType[]) {
	const asked = url.searchParams.get(PREVIEW_PARAM)
	const match = asked ? /^([a-z_]+)-(\d+)$/.exec(asked) : null
	const type = match && types.find((candidate) => candidate.name === match[1])
	const id = parseIdParam(match?.[2])
	return type && id !== undefined ? { type, id } : undefined
}

/** The item `?preview=<type>-<id>` names, for the admin only (a visitor's parameter is ignored). */
export async function previewedItem(args: Omit<Args, 'params'>, types: readonly ContentType[]) {
	const asked = askedPreview(new URL(args.request.url), types)
	const user = asked && (await getUser(args.request, args.context))
	if (!asked || !user) return undefined
	const found = await asked.type.get(args.context.services.db, asked.id, { status: 'all' })
	const item = found && can(user, { type: asked.type, action: 'read', item: found }) ? found : undefined
	const preview = item && previewOf(item)
	return item && preview ? { type: asked.type.name, item, preview } : undefined
}

/**
 * The item whose own page is at `pathname` (any status but the trash), for the admin bar: whether it
 * exists (an unknown id has nothing to edit) and whether its page is a preview. Undefined for pages that
 * are no item's.
 */
export async function itemOfPage(pathname: string, context: AppLoadContext) {
	for (const type of contentTypes) {
		const page = type.public?.item?.path
		const match = page ? matchPath(page, pathname) : null
		if (!match) continue
		const { item } = await itemAt(type, match.params, context, 'all')
		return { item, preview: item && previewOf(item) }
	}
	return undefined
}

/** Why a page showing items without pages of their own is a preview: its `?preview=` names a non-live one. */
export async function shownPreviewNotice(url: URL, pathname: string, context: AppLoadContext) {
	const asked = askedPreview(url, typesShownOn(pathname))
	const item = asked && (await asked.type.get(context.services.db, asked.id, { status: 'all' }))
	return item ? previewOf(item) : undefined
}

/**
 * A page's loader data as a preview (the admin bar says so): kept out of search engines and
 * every cache. A page that is no preview is left as it is.
 */
export function asPreview<T extends { meta: MetaDescriptor[] }>(loaderData: T, preview: PreviewNotice | undefined) {
	if (!preview) return data(loaderData)
	const meta = [
		...loaderData.meta.filter((tag) => !('name' in tag && tag.name === 'robots')),
		{ name: 'robots', content: 'noindex' },
	]
	// The banner that says so is the admin bar's (app/lib/admin-bar.server.ts).
	return data({ ...loaderData, meta }, { headers: { 'Cache-Control': 'no-store' } })
}

/** Every content type whose items show on a page without pages of their own (their previews name it). */
export const typesShownOn = (path: string) => contentTypes.filter((type) => type.public?.shownOn === path)
