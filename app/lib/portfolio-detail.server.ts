import type { LoaderFunctionArgs } from 'react-router'

import type { ContentType } from '#server/content/content-type.ts'
import { nextItemLink, renderMarkdownParts } from '#app/lib/content.server.ts'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { asPreview, findPageItem } from '#app/lib/preview.server.ts'
import { portfolioItemMeta, type PortfolioList } from '#app/lib/seo.server.ts'

type PortfolioFields = { title: string; description: string; picture: string[]; youtube_link: string }

/**
 * What the page of an application, a product or a consulting item shows (app/components/portfolio-detail.tsx):
 * the item (or the admin's preview of it), its meta, its list's address for Back, and the next item of
 * the list for the page's ending.
 */
export async function loadPortfolioDetail<F extends PortfolioFields>(args: LoaderFunctionArgs, type: ContentType<F>) {
	const list = type.name as PortfolioList
	const { db } = args.context.services
	const { item, preview } = await findPageItem(type, args)
	return asPreview(
		await withImageFacts(db, {
			meta: portfolioItemMeta(args, list, item),
			item,
			// Markdown, rendered as a job description is (a line break kept, raw HTML shown as text).
			body: renderMarkdownParts(item.description, { breaks: true }),
			back: type.public!.list!.path,
			next: nextItemLink(type, await type.list(db), item.id),
		}),
		preview,
	)
}
