import { z } from 'zod'

import {
	TESTIMONIAL_BOTH_MESSAGE,
	TESTIMONIAL_EITHER_MESSAGE,
	TESTIMONIAL_MARKER_MESSAGE,
	testimonialMediaProblem,
} from '#shared/testimonial-media.ts'
import type { RecordMeta } from '#server/content/collection.ts'
import { defineContentType } from '#server/content/content-type.ts'
import { image } from '#server/content/field-kinds/kinds/image.ts'
import { rating } from '#server/content/field-kinds/kinds/rating.ts'
import { optionalText, requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'
import { optionalUrl } from '#server/content/field-kinds/kinds/url.ts'

const fields = z.object({
	name: requiredText('Name', 120),
	position: optionalText('Position', 200),
	message: longText('Message', 2000, { required: true }),
	stars: rating('Rating'),
	picture: image('Picture', { required: false }),
	youtube_link: optionalUrl('YouTube link'),
	linkedin: optionalUrl('LinkedIn'),
	twitter: optionalUrl('Twitter'),
	facebook: optionalUrl('Facebook'),
	instagram: optionalUrl('Instagram'),
})

type Fields = z.output<typeof fields>
export type Testimonial = Fields & RecordMeta

/** The media rule the admin forms check too (shared/testimonial-media.ts), reported on the link field. */
const mediaRule = (mode: 'add' | 'edit') => (data: Fields, ctx: z.RefinementCtx) => {
	const message = testimonialMediaProblem(mode, { picture: data.picture, youtubeLink: data.youtube_link })
	if (message) ctx.addIssue({ code: 'custom', path: ['youtube_link'], message })
}

/** Adding: a picture or a video link (never both), or neither; a link must name one video. */
export const TestimonialCreateInput = fields.superRefine(mediaRule('add')).meta({
	description: `A picture or a YouTube link, not both ('${TESTIMONIAL_BOTH_MESSAGE}'), or neither; a link must contain \`?v=\` ('${TESTIMONIAL_MARKER_MESSAGE}').`,
})

/**
 * Editing: exactly one of picture or link. The seed also rejected a picture-only testimonial here
 * (it checked the marker on an empty link), which made such testimonials uneditable; we check the
 * marker only on a link that is given (docs/decisions/0003-testimonial-edit-rule.md).
 */
export const TestimonialUpdateInput = fields.superRefine(mediaRule('edit')).meta({
	description: `Merged over the stored testimonial, the result must have exactly one of a picture or a YouTube link ('${TESTIMONIAL_EITHER_MESSAGE}'); a link must contain \`?v=\`.`,
})

/** What clients say: the home page's carousel. */
export const testimonials = defineContentType({
	name: 'testimonials',
	position: 30,
	label: { singular: 'Testimonial', plural: 'Testimonials' },
	createSchema: TestimonialCreateInput,
	updateSchema: TestimonialUpdateInput,
	api: {
		description: 'What clients say, in the home page carousel.',
		recordName: 'Testimonial',
		example: {
			name: 'Priya Nair',
			position: 'Head of Operations, Kalinga Foods',
			message: 'Their demand forecasts cut our waste by a third in one season.',
			stars: 4.5,
			picture: '/uploads/priya-nair.jpg',
			linkedin: 'https://www.linkedin.com/in/example',
		},
		updateExample: { stars: 5 },
	},
	admin: {
		list: { path: '/dashboard/edit-testimonials', module: 'routes/admin/testimonials.tsx' },
		edit: { path: '/dashboard/edit-testimonials/:id', module: 'routes/admin/testimonial-edit.tsx' },
		title: 'Admin Testimonials',
		tile: { label: 'Testimonials', text: 'What clients say about you', position: 20 },
		// Oldest first, as their screens always listed them.
		newestFirst: false,
		itemTitle: 'name',
		fields: {
			name: {},
			position: { placeholder: 'e.g. Head of Data, Acme Ltd' },
			message: { rows: 4 },
			stars: {},
			picture: {},
			youtube_link: {},
			linkedin: { placeholder: 'https://www.linkedin.com/in/…' },
			twitter: { placeholder: 'https://x.com/…' },
			facebook: { placeholder: 'https://www.facebook.com/…' },
			instagram: { placeholder: 'https://www.instagram.com/…' },
		},
		messages: {
			added: 'Testimonial added',
			updated: 'Testimonial updated successfully',
			deleted: 'Testimonial deleted',
			addFailure: 'Error adding testimonial',
			updateFailure: 'Error updating testimonial',
		},
	},
	public: { shownOn: '/' },
})
