import { z } from 'zod'
import { defineCollection } from '#server/content/collection.ts'
import { requiredText, requiredUrl } from '#server/content/fields.ts'

export const PartnerInput = z.object({
	// The name is the logo's alt text, so a partner without one would be invisible to screen readers.
	partner_name: requiredText('Partner name', 120),
	image_url: requiredUrl('Image'),
})

export const partners = defineCollection({ table: 'partners', label: 'Partner', createSchema: PartnerInput })
