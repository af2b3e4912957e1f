import type { AppLoadContext } from 'react-router'

import { itemPath } from '#shared/item-path.ts'
import { markdownToPlainText } from '#shared/markdown.ts'
import { pictureUrls } from '#shared/pictures.ts'
import {
	contentTypeOfScreen,
	editScreenAction,
	listScreenAction,
	loadForEdit,
	loadList,
	screenPath,
	screenView,
} from '#app/lib/admin-screens.server.ts'
import { searchList } from '#app/lib/admin-search.server.ts'
import { itemViewDays } from '#app/lib/item-views.server.ts'
import { mediaFactsOf } from '#app/lib/media-form.server.ts'
import type { PortfolioCardView, PortfolioKind } from '#app/lib/portfolio-admin.ts'

/**
 * The loaders and actions of the Manage Applications / Products / Consulting screens and their edit
 * screens: one pair of route modules serves all three, which each finds by the address it answers at.
 */

type Args = { request: Request; context: AppLoadContext }
type ItemArgs = Args & { params: { id?: string } }

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export async function loadPortfolioList(args: Args) {
	const type = contentTypeOfScreen(args.request, 'list')
	const { items: listed, filter, mayCreate, mayPublish } = await loadList(type, args)
	const { items, search } = searchList(type, args.request, listed)
	return {
		mayCreate,
		mayPublish,
		kind: type.name as PortfolioKind,
		screen: screenView(type),
		filter,
		search,
		items: items.map((item): PortfolioCardView => ({
			id: item.id,
			may: item.may,
			path: itemPath(type.public!.item!.path, item),
			standing: item.standing,
			publish_at: item.publish_at,
			views: item.views,
			title: text(item.title),
			description: markdownToPlainText(text(item.description), 300),
			picture: pictureUrls(item.picture)[0],
			category: text(item.category),
		})),
	}
}

/** Add (the form) or delete (a card's confirmation, `intent=delete`); both come back to the address in use. */
export const portfolioListAction = (args: Args) =>
	listScreenAction(args, contentTypeOfScreen(args.request, 'list'), screenPath(args.request))

export async function loadPortfolioItem(args: ItemArgs) {
	const type = contentTypeOfScreen(args.request, 'edit')
	const { item, workflow, socialPreview } = await loadForEdit(type, args)
	const { db } = args.context.services
	return {
		kind: type.name as PortfolioKind,
		screen: screenView(type),
		item,
		workflow,
		socialPreview,
		media: await mediaFactsOf(db, type, item),
		views: await itemViewDays(db, type, item.id),
	}
}

export const portfolioEditAction = (args: ItemArgs) => editScreenAction(args, contentTypeOfScreen(args.request, 'edit'))
