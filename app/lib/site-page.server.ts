import { redirect } from 'react-router'

import { HOME_SLUG } from '#shared/item-path.ts'
import { blockTypes } from '#server/content/blocks/registry.ts'
import { pages } from '#server/content/types/pages.ts'
import type { Db } from '#server/db/database.ts'
import { contactFieldLimits } from '#app/lib/contact-action.server.ts'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { asPreview, findPageItem, previewedItem, typesShownOn } from '#app/lib/preview.server.ts'
import { sitePageMeta } from '#app/lib/seo.server.ts'

type Page = { title: string; blocks: ReadonlyArray<{ type: string } & Record<string, unknown>> }

/**
 * What a page's component draws (app/components/page-blocks.tsx): its blocks with what each type's
 * definition presents, what the blocks' types load (read once per type; `previewed`: an item of the type
 * of that name shown among the live ones), and the contact form's limits.
 */
export async function pageView(db: Db, page: Page, previewed?: { type: string; item: { id: number } }) {
	const shownTypes = [...new Set(page.blocks.map((block) => block.type))]
	const loaded = await Promise.all(
		shownTypes.map(async (type) => {
			const load = blockTypes[type]?.load
			return [type, load ? await load(db, previewed?.type === type ? previewed.item : undefined) : undefined] as const
		}),
	)
	const blocks = page.blocks.map((block) => ({ ...block, ...blockTypes[block.type]?.present?.(block) }))
	return {
		page: { title: page.title, blocks },
		data: Object.fromEntries(loaded) as Record<string, unknown>,
		contactLimits: contactFieldLimits(),
	}
}

type Args = Omit<Parameters<typeof findPageItem>[1], 'params'> & { url: URL }

/**
 * A page built from blocks (docs/design.md §13, ADR 0044), for its route: the page at the address (a draft
 * for the admin, as a preview), each block with what its definition presents, and what the blocks' types
 * load, read once per type. `/home` answers 301 to `/`, where the home page is.
 */
export async function loadSitePage(args: Args, slug: string) {
	if (slug === HOME_SLUG && args.url.pathname !== '/') throw redirect('/', 301)
	const { db } = args.context.services
	const { item: page, preview } = await findPageItem(pages, { ...args, params: { slug } })
	// An item shown on this page (a testimonial on the home page) the admin previews, among the live ones.
	const previewed = await previewedItem(args, typesShownOn(slug === HOME_SLUG ? '/' : `/${slug}`))
	return asPreview(
		await withImageFacts(db, {
			meta: sitePageMeta(args, page),
			...(await pageView(db, page, previewed && { type: previewed.type, item: previewed.item })),
		}),
		preview ?? previewed?.preview,
	)
}
