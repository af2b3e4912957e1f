import { describe, expect, it } from 'vitest'
import { CAREER_BLANK_MESSAGE as SERVER_CAREER_BLANK } from '../../server/content/careers'
import * as server from '../../server/content/testimonials'
import { CAREER_BLANK_MESSAGE } from '../../app/components/admin/career-form'
import * as client from '../../app/lib/testimonial-media'

/** The admin forms check some rules before sending, with the server's own messages. */

it('the career form refuses blank fields with the server message', () => {
	expect(CAREER_BLANK_MESSAGE).toBe(SERVER_CAREER_BLANK)
})

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
	it('with the same messages', () => {
		expect(client.TESTIMONIAL_BOTH_MESSAGE).toBe(server.TESTIMONIAL_BOTH_MESSAGE)
		expect(client.TESTIMONIAL_MARKER_MESSAGE).toBe(server.TESTIMONIAL_MARKER_MESSAGE)
		expect(client.TESTIMONIAL_EITHER_MESSAGE).toBe(server.TESTIMONIAL_EITHER_MESSAGE)
	})

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
