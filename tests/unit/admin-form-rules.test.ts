import { describe, expect, it } from 'vitest'

import * as client from '#shared/testimonial-media.ts'
import * as server from '#server/content/types/testimonials.ts'

/** The admin forms check the testimonial media rule before sending: the server's schema runs the same one. */

const PICTURE = '/uploads/face.png'
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
const SHORT = 'https://youtu.be/dQw4w9WgXcQ'

/** The server's verdict: its first message, or undefined when it accepts the media. */
function serverProblem(mode: 'add' | 'edit', picture: string, youtubeLink: string): string | undefined {
	const schema = mode === 'add' ? server.TestimonialCreateInput : server.TestimonialUpdateInput
	const result = schema.safeParse({ name: 'A', message: 'B', picture, youtube_link: youtubeLink })
	return result.success ? undefined : result.error.issues[0]?.message
}

describe('the admin forms check testimonial media as the server does', () => {
	const cases: Array<[string, string]> = [
		['', ''],
		[PICTURE, ''],
		['', VIDEO],
		['', SHORT],
		[PICTURE, VIDEO],
		[PICTURE, SHORT],
	]
	for (const mode of ['add', 'edit'] as const) {
		it.each(cases)(`${mode}: picture %j, link %j`, (picture, youtubeLink) => {
			expect(client.testimonialMediaProblem(mode, { picture, youtubeLink })).toBe(
				serverProblem(mode, picture, youtubeLink),
			)
		})
	}
})
