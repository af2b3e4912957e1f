import type { Standing } from '#shared/workflow.ts'
import type { RowActions } from '#app/lib/admin-screens.ts'
/**
 * The three portfolio collections (applications, products, consulting) are managed by one set of screens.
 * Their paths, fields and rules come from their definitions (server/content/types/); the headings and
 * texts of docs/product.md's screens, which differ between them, are here. Browser-safe (no server code).
 */

export type PortfolioKind = 'applications' | 'products' | 'consulting'

type PortfolioScreen = {
	addHeading: string
	addButton: string
	listHeading: string
	/** What the list says while there is nothing in it. */
	empty: string
	editTitle: string
}

export const PORTFOLIO_SCREENS: Record<PortfolioKind, PortfolioScreen> = {
	applications: {
		addHeading: 'Add an application',
		addButton: 'Add Application',
		listHeading: 'Existing Applications',
		empty: 'No applications yet. The first one you add appears here and under Software Development.',
		editTitle: 'Edit Application',
	},
	products: {
		addHeading: 'Add a project',
		addButton: 'Add Product',
		listHeading: 'Existing Products',
		empty: 'No products yet. The first one you add appears here and under Products.',
		editTitle: 'Edit Product',
	},
	consulting: {
		addHeading: 'Add consulting work',
		addButton: 'Add Consulting',
		listHeading: 'Existing Consulting',
		empty: 'No consulting work yet. The first item you add appears here and under Consulting.',
		editTitle: 'Edit Consulting',
	},
}

/** A card of a Manage screen: only what the card shows. */
export type PortfolioCardView = {
	id: number
	/** What the card offers its user (the server's rules for the item). */
	may: RowActions
	/** Its public page (docs/design.md §11: the slug's address). */
	path: string
	standing: Standing
	publish_at: string | null
	/** Its page views of the last 30 days (app/lib/item-views.server.ts). */
	views: number | null
	title: string
	/** The start of the description (the card cuts it further). */
	description: string
	/** The first picture, if any. */
	picture: string | undefined
	category: string
}
