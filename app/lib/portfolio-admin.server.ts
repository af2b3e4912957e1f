import type { AppLoadContext } from 'react-router'
import type { Db } from '#server/db/database.ts'
import { splitPictures } from '#shared/pictures.ts'
import { createFromForm, deleteFromForm, updateFromForm } from '#app/lib/admin-actions.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { findOr404, newestFirst } from '#app/lib/content.server.ts'
import { applications } from '#server/content/types/applications.ts'
import { consulting } from '#server/content/types/consulting.ts'
import { products } from '#server/content/types/products.ts'
import {
	PORTFOLIO_SCREENS,
	type PortfolioCardView,
	type PortfolioItemView,
	type PortfolioKind,
} from '#app/lib/portfolio-admin.ts'
import { readFormData } from '#app/lib/form-data.server.ts'

/** The loaders and actions of the Manage Applications / Products / Consulting screens and their edit screens. */

type PortfolioRecord = {
	id: number
	title: string
	description: string
	picture: string
	youtube_link: string
	category?: string
}

type PortfolioCollection = {
	list(db: Db): Promise<PortfolioRecord[]>
	get(db: Db, id: number): Promise<PortfolioRecord | undefined>
	create(db: Db, input: unknown): Promise<PortfolioRecord>
	update(db: Db, id: number, input: unknown): Promise<PortfolioRecord>
	remove(db: Db, id: number): Promise<void>
}

const COMMON_FIELDS = ['title', 'description', 'picture', 'youtube_link'] as const

/** The spec's success texts (§8) and where each save lands (§4). */
const SERVER: Record<
	PortfolioKind,
	{
		collection: PortfolioCollection
		added: string
		updated: string
		deleted: string
		afterUpdate: (id: number) => string
	}
> = {
	applications: {
		collection: applications,
		added: 'Application added successfully',
		updated: 'Application updated successfully',
		deleted: 'Application deleted',
		afterUpdate: () => '/dashboard/applications-admin',
	},
	products: {
		collection: products,
		added: 'Product uploaded',
		updated: 'Product updated successfully',
		deleted: 'Product deleted',
		afterUpdate: (id) => `/portfolio/products/${id}`,
	},
	consulting: {
		collection: consulting,
		added: 'Consulting uploaded',
		updated: 'Consulting updated successfully',
		deleted: 'Consulting deleted',
		afterUpdate: () => '/admin/consulting',
	},
}

const fieldsOf = (kind: PortfolioKind) =>
	PORTFOLIO_SCREENS[kind].hasCategory ? [...COMMON_FIELDS, 'category'] : [...COMMON_FIELDS]

/** Manage Consulting answers at two addresses; its forms come back to the one in use. */
function listPath(kind: PortfolioKind, request: Request) {
	if (kind === 'consulting' && new URL(request.url).pathname.startsWith('/admin/consulting')) return '/admin/consulting'
	return PORTFOLIO_SCREENS[kind].listPath
}

type Args = { request: Request; context: AppLoadContext }
type ItemArgs = Args & { params: { id?: string } }

export async function loadPortfolioList(kind: PortfolioKind, { request, context }: Args) {
	await requireAdmin(request, context)
	const items = newestFirst(await SERVER[kind].collection.list(context.services.db))
	return {
		items: items.map((item): PortfolioCardView => ({
			id: item.id,
			title: item.title,
			description: item.description.slice(0, 300),
			picture: splitPictures(item.picture)[0],
			category: item.category ?? '',
		})),
	}
}

/** Add (the form) or delete (a card's confirmation, `intent=delete`). */
export async function portfolioListAction(kind: PortfolioKind, { request, context }: Args) {
	await requireAdmin(request, context)
	const form = await readFormData(request)
	const { db } = context.services
	const { collection, added, deleted } = SERVER[kind]
	const redirectTo = listPath(kind, request)
	if (form.get('intent') === 'delete') return deleteFromForm({ collection, db, form, redirectTo, success: deleted })
	return createFromForm({ collection, db, form, fields: fieldsOf(kind), success: added, redirectTo })
}

export async function loadPortfolioItem(kind: PortfolioKind, { request, context, params }: ItemArgs) {
	await requireAdmin(request, context)
	const item = await findOr404(SERVER[kind].collection, context.services.db, params.id)
	return {
		item: {
			id: item.id,
			title: item.title,
			description: item.description,
			pictures: splitPictures(item.picture),
			youtube_link: item.youtube_link,
			category: item.category ?? '',
		} satisfies PortfolioItemView,
	}
}

export async function portfolioEditAction(kind: PortfolioKind, { request, context, params }: ItemArgs) {
	await requireAdmin(request, context)
	const { collection, updated, afterUpdate } = SERVER[kind]
	const { id } = await findOr404(collection, context.services.db, params.id)
	return updateFromForm({
		collection,
		db: context.services.db,
		id,
		form: await readFormData(request),
		fields: fieldsOf(kind),
		success: updated,
		redirectTo: afterUpdate(id),
	})
}
