import { z } from 'zod'
import {
	TESTIMONIAL_BOTH_MESSAGE,
	TESTIMONIAL_EITHER_MESSAGE,
	TESTIMONIAL_MARKER_MESSAGE,
	testimonialMediaProblem,
} from '#shared/testimonial-media.ts'
import type { RecordMeta } from '#server/content/collection.ts'
import { defineContentType } from '#server/content/content-type.ts'
import { describeField, optionalText, optionalUrl, requiredText } from '#server/content/fields.ts'

const RATING_STEPS = 'Rating must be 0 to 5 in steps of 0.5'
const rating = z.number().min(0, RATING_STEPS).max(5, RATING_STEPS).multipleOf(0.5, RATING_STEPS)

/** A number, or its text (form fields are text); missing means 0. */
const starsRule = z
	.union(
		[
			rating,
			z
				.string()
				.trim()
				.regex(/^\d+(\.\d+)?$/, 'Rating must be a number')
				.transform(Number)
				.pipe(rating),
		],
		{
			error: 'Rating must be a number from 0 to 5',
		},
	)
	.nullish()
	.transform((value) => value ?? 0)
	.pipe(rating)
const stars = describeField(starsRule, { label: 'Rating', required: false })

const fields = z.object({
	name: requiredText('Name', 120),
	position: optionalText('Position', 200),
	message: requiredText('Message', 2000),
	stars,
	picture: optionalUrl('Picture'),
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
			name: { kind: 'text' },
			position: { kind: 'text', placeholder: 'e.g. Head of Data, Acme Ltd' },
			message: { kind: 'textarea', rows: 4 },
			stars: { kind: 'rating' },
			picture: { kind: 'image' },
			youtube_link: { kind: 'url' },
			linkedin: { kind: 'url', placeholder: 'https://www.linkedin.com/in/…' },
			twitter: { kind: 'url', placeholder: 'https://x.com/…' },
			facebook: { kind: 'url', placeholder: 'https://www.facebook.com/…' },
			instagram: { kind: 'url', placeholder: 'https://www.instagram.com/…' },
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
