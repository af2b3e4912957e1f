import { itemPath } from '#shared/item-path.ts'
import { FIXED_PAGES } from '#shared/site-pages.ts'
import { contentTypes } from '#server/content/registry.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The pages a menu's link can point at, for the Navigation screen's picker (docs/decisions/0042-navigation.md):
 * the fixed pages, each content type's list, and each live item with a page of its own, from the
 * definitions (server/content/types/), so a new type's pages are offered with nothing to add.
 */
export type LinkChoice = { url: string; label: string }

export async function linkChoices(db: Db): Promise<LinkChoice[]> {
	const typed = await Promise.all(
		contentTypes.map(async (type) => {
			const shown = type.public
			if (!shown?.list && !shown?.item) return []
			const title = shown.listTitle ?? type.label.plural
			const items = shown.item ? await type.list(db) : []
			return [
				...(shown.list ? [{ url: shown.list.path, label: title }] : []),
				...items.map((item) => ({
					url: itemPath(shown.item!.path, item),
					label: `${title}: ${String(item[type.admin.itemTitle] ?? item.id)}`,
				})),
			]
		}),
	)
	// The home page is a fixed page and the `home` page at once: each address is offered once.
	const all = [...FIXED_PAGES.map(({ path, title }) => ({ url: path, label: title })), ...typed.flat()]
	return all.filter((choice, index) => all.findIndex((other) => other.url === choice.url) === index)
}
