import { z } from 'zod'
import { defineCollection } from '#server/content/collection.ts'
import { requiredText, requiredUrl } from '#server/content/fields.ts'

export const BlogInput = z.object({
	heading: requiredText('Heading', 200),
	body: requiredText('Body', 100_000),
	picture: requiredUrl('Picture'),
})

export const blogs = defineCollection({ table: 'blogs', label: 'Blog', createSchema: BlogInput })
