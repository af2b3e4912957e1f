import { z } from 'zod'
import { defineCollection } from './collection'
import { requiredText, requiredUrl } from './fields'

export const PartnerInput = z.object({
	// The name is the logo's alt text, so a partner without one would be invisible to screen readers.
	partner_name: requiredText('Partner name', 120),
	image_url: requiredUrl('Image'),
})

export const partners = defineCollection({ table: 'partners', label: 'Partner', createSchema: PartnerInput })
