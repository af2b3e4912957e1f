import { data, type AppLoadContext, type MetaDescriptor } from 'react-router'
import type { ContentItem, ContentType } from '#server/content/content-type.ts'
import { contentTypes } from '#server/content/registry.ts'
import { parseIdParam } from '#shared/ids.ts'
import { standingOf, type Standing } from '#shared/workflow.ts'
import { getAdmin } from '#app/lib/auth.server.ts'

/**
 * Previews (DESIGN.md §8): with the admin's session, a draft's or a scheduled item's public page renders
 * as visitors will see it, marked as a preview (the public layout's banner), `noindex` and `no-store`.
 * Without one, such a page is the 404 it is for everyone else.
 */

type Args = { request: Request; context: AppLoadContext; params: { id?: string } }
export type PreviewView = { standing: Exclude<Standing, 'live'>; publish_at: string | null }

/** The query parameter that asks a page showing items without pages of their own (the home page) to include one. */
export const PREVIEW_PARAM = 'preview'
export const previewQuery = (type: string, id: number) => `?${PREVIEW_PARAM}=${type}-${id}`

const notFound = () => data(null, { status: 404, statusText: 'Not Found' })
const previewOf = (item: ContentItem): PreviewView | undefined => {
	const standing = standingOf(item)
	return standing === 'live' ? undefined : { standing, publish_at: item.publish_at }
}

/** The item an item page shows: live for anyone; any (but the trash's) for the admin, as a preview. */
export async function findPageItem<F extends Record<string, unknown>>(
	type: ContentType<F>,
	args: Args,
): Promise<{ item: ContentItem<F>; preview: PreviewView | undefined }> {
	const id = parseIdParam(args.params.id)
	if (id === undefined) throw notFound()
	const { db } = args.context.services
	const live = await type.get(db, id)
	if (live) return { item: live, preview: undefined }
	const item = (await getAdmin(args.request, args.context)) ? await type.get(db, id, { status: 'all' }) : undefined
	if (!item) throw notFound()
	return { item, preview: previewOf(item) }
}

/** The item `?preview=<type>-<id>` names, for the admin only (a visitor's parameter is ignored). */
export async function previewedItem(args: Omit<Args, 'params'>, types: readonly ContentType[]) {
	const asked = new URL(args.request.url).searchParams.get(PREVIEW_PARAM)
	const match = asked ? /^([a-z_]+)-(\d+)$/.exec(asked) : null
	const type = match && types.find((candidate) => candidate.name === match[1])
	const id = parseIdParam(match?.[2])
	if (!type || id === undefined || !(await getAdmin(args.request, args.context))) return undefined
	const item = await type.get(args.context.services.db, id, { status: 'all' })
	const preview = item && previewOf(item)
	return item && preview ? { type: type.name, item, preview } : undefined
}

/**
 * A page's loader data as a preview: marked for the layout's banner, kept out of search engines and
 * every cache. A page that is no preview is left as it is.
 */
export function asPreview<T extends { meta: MetaDescriptor[] }>(loaderData: T, preview: PreviewView | undefined) {
	if (!preview) return data({ ...loaderData, preview })
	const meta = [
		...loaderData.meta.filter((tag) => !('name' in tag && tag.name === 'robots')),
		{ name: 'robots', content: 'noindex' },
	]
	return data({ ...loaderData, meta, preview }, { headers: { 'Cache-Control': 'no-store' } })
}

/** Every content type whose items show on a page without pages of their own (their previews name it). */
export const typesShownOn = (path: string) => contentTypes.filter((type) => type.public?.shownOn === path)
