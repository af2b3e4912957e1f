import type { AdminFieldDefinition } from '#server/content/content-type.ts'
import { optionalUrl } from '#server/content/field-kinds/kinds/url.ts'

/**
 * Applications, products and consulting items share their shape and their admin screens (one set,
 * app/components/admin/portfolio-admin.tsx); only what is required differs. What they share is here.
 */

export const youtubeLink = optionalUrl('YouTube link')

export const EXAMPLE_PICTURES = '/uploads/3f1c2a9e-6b1d-4c8e-9a7f-2d5e8b0c4a11_1600x900.jpg'
export const EXAMPLE_VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

/** The admin fields of a portfolio item, in the order the form shows them. */
export const portfolioAdminFields = {
	picture: {},
	title: {},
	description: { rows: 5 },
	youtube_link: {
		placeholder: 'https://www.youtube.com/watch?v=…',
		hint: 'Optional. A watch link with ?v= in it, so the video can be shown.',
	},
} as const satisfies Record<string, AdminFieldDefinition>

/** The Manage and edit screens of a portfolio collection: one pair of modules serves all three. */
export const portfolioScreens = (list: string, edit: string, listAliases: readonly string[] = []) => ({
	list: { path: list, aliases: listAliases, module: 'routes/admin/portfolio-list.tsx' },
	edit: { path: edit, module: 'routes/admin/portfolio-edit.tsx' },
})
