import { z } from 'zod'
import { defineCollection } from '#server/content/collection.ts'
import { APPLICATION_CATEGORIES } from '#shared/categories.ts'
import { optionalText, optionalUrl, pictureList, requiredText } from '#server/content/fields.ts'

/** Applications, products and consulting items share their shape; only what is required differs. */

const youtube_link = optionalUrl('YouTube link')
const CATEGORY_VALUES = [...APPLICATION_CATEGORIES, ''] as const

export const ApplicationInput = z.object({
	title: requiredText('Title', 200),
	description: requiredText('Description', 20_000),
	picture: pictureList('Pictures', { required: true }),
	youtube_link,
	category: z
		.enum(CATEGORY_VALUES, { error: 'Category must be AI, Non-AI or BI Solution' })
		.nullish()
		.transform((value) => value ?? '')
		.pipe(z.enum(CATEGORY_VALUES))
		.meta({ description: "'' (or null) for none" }),
})

export const ProductInput = z.object({
	title: requiredText('Title', 200),
	description: requiredText('Description', 20_000),
	picture: pictureList('Pictures', { required: true }),
	youtube_link,
})

export const ConsultingInput = z.object({
	// A consulting item is listed by its title, so it needs one; everything else is optional.
	title: requiredText('Title', 200),
	description: optionalText('Description', 20_000),
	picture: pictureList('Pictures', { required: false }),
	youtube_link,
})

export const applications = defineCollection({
	table: 'applications',
	label: 'Application',
	createSchema: ApplicationInput,
})
export const products = defineCollection({ table: 'products', label: 'Product', createSchema: ProductInput })
export const consulting = defineCollection({
	table: 'consulting',
	label: 'Consulting item',
	createSchema: ConsultingInput,
})
