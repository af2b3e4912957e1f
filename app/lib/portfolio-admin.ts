/**
 * The three portfolio collections (applications, products, consulting) are managed by one set of screens:
 * what differs between them is written here, once. Browser-safe (no server code).
 */

export type PortfolioKind = 'applications' | 'products' | 'consulting'

export type PortfolioScreen = {
	/** The Manage screen's title. */
	title: string
	addHeading: string
	addButton: string
	listHeading: string
	/** What the list says while there is nothing in it. */
	empty: string
	editTitle: string
	/** The Manage screen (the edit screen's way back). */
	listPath: string
	editPath: (id: number) => string
	publicPath: (id: number) => string
	picturesRequired: boolean
	descriptionRequired: boolean
	/** Applications have a category (AI, Non-AI or BI Solution). */
	hasCategory: boolean
}

export const PORTFOLIO_SCREENS: Record<PortfolioKind, PortfolioScreen> = {
	applications: {
		title: 'Manage Applications',
		addHeading: 'Add an application',
		addButton: 'Add Application',
		listHeading: 'Existing Applications',
		empty: 'No applications yet. The first one you add appears here and under Software Development.',
		editTitle: 'Edit Application',
		listPath: '/dashboard/applications-admin',
		editPath: (id) => `/admin/applications/edit/${id}`,
		publicPath: (id) => `/portfolio/software-development/${id}`,
		picturesRequired: true,
		descriptionRequired: true,
		hasCategory: true,
	},
	products: {
		title: 'Manage Products',
		addHeading: 'Add a project',
		addButton: 'Add Product',
		listHeading: 'Existing Products',
		empty: 'No products yet. The first one you add appears here and under Products.',
		editTitle: 'Edit Product',
		listPath: '/dashboard/products-admin',
		editPath: (id) => `/admin/products/edit/${id}`,
		publicPath: (id) => `/portfolio/products/${id}`,
		picturesRequired: true,
		descriptionRequired: true,
		hasCategory: false,
	},
	consulting: {
		title: 'Manage Consulting',
		addHeading: 'Add consulting work',
		addButton: 'Add Consulting',
		listHeading: 'Existing Consulting',
		empty: 'No consulting work yet. The first item you add appears here and under Consulting.',
		editTitle: 'Edit Consulting',
		listPath: '/dashboard/consulting-admin',
		editPath: (id) => `/admin/consulting/edit/${id}`,
		publicPath: (id) => `/portfolio/consulting/${id}`,
		picturesRequired: false,
		descriptionRequired: false,
		hasCategory: false,
	},
}

/** A card of a Manage screen: only what the card shows. */
export type PortfolioCardView = {
	id: number
	title: string
	/** The start of the description (the card cuts it further). */
	description: string
	/** The first picture, if any. */
	picture: string | undefined
	category: string
}

/** What an edit screen starts from. */
export type PortfolioItemView = {
	id: number
	title: string
	description: string
	pictures: string[]
	youtube_link: string
	category: string
}
