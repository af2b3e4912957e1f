/**
 * A testimonial shows a picture or a YouTube video, never both (docs/product.md §4, §5). The server's schema
 * (server/content/types/testimonials.ts) and the admin forms (before sending, so the admin hears at once) both
 * run this one rule.
 */
export const TESTIMONIAL_BOTH_MESSAGE = 'Only one of picture or YouTube link can be provided at a time.'
export const TESTIMONIAL_MARKER_MESSAGE = 'Use single youtube video link so that the thumbnail would be shown.'
export const TESTIMONIAL_EITHER_MESSAGE = 'Please provide either a picture or a YouTube link, but not both.'

/** What is wrong with a testimonial's media, or undefined. Adding allows neither; editing needs exactly one. */
export function testimonialMediaProblem(
	mode: 'add' | 'edit',
	media: { picture: string; youtubeLink: string },
): string | undefined {
	const picture = media.picture.trim() !== ''
	const link = media.youtubeLink.trim()
	if (mode === 'add' && picture && link) return TESTIMONIAL_BOTH_MESSAGE
	if (mode === 'edit' && picture === (link !== '')) return TESTIMONIAL_EITHER_MESSAGE
	if (link && !link.includes('?v=')) return TESTIMONIAL_MARKER_MESSAGE
	return undefined
}
