import type { z } from 'zod'

import { image } from '#server/content/field-kinds/kinds/image.ts'
import { optionalText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'

/**
 * The search and sharing fields (docs/decisions/0058-seo-fields-and-tags.md): every type with pages of its own
 * (`slugFrom`) gets them from `defineContentType`, as it gets its slug, so no definition lists them. Each is
 * optional: empty, the page says what it said before (shared/share-card.ts). Search results show about 60
 * characters of a title and 160 of a description; the limits leave room past that.
 */
export const SeoFields = {
	meta_title: optionalText('Meta title', 70, {
		hint: 'The title search results and shared links show. Empty: the item’s own title.',
	}),
	meta_description: longText('Meta description', 200, {
		required: false,
		rows: 3,
		hint: 'What search results and shared links show under the title. Empty: the start of the text.',
	}),
	social_image: image('Social image', {
		required: false,
		hint: 'The picture of shared links, cropped to 1200 × 630. Empty: the item’s first picture.',
	}),
}

/** What an item of a type with pages holds of them ('' for each left empty). */
export type SeoValues = { [Name in keyof typeof SeoFields]: z.output<(typeof SeoFields)[Name]> }

export const SEO_FIELD_NAMES = Object.keys(SeoFields) as ReadonlyArray<keyof typeof SeoFields>

/** The admin form's group the fields are drawn in (closed until opened: most items never need them). */
export const SEO_GROUP = 'Search and sharing'
