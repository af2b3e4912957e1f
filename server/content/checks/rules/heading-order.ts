import { defineCheck, type Finding } from '#server/content/checks/check.ts'

/**
 * A heading level skipped in a body (docs/design.md §16): a screen reader's outline has a hole. The page's own
 * title is its `h1`, so a body's headings start at level 2 (`##`); each may go one level deeper than the one
 * before it, or back up to any level.
 */
export const check = defineCheck({
	id: 'heading-order',
	run(subject) {
		return subject.fields.flatMap(({ field, markdown }) => {
			const found: Finding[] = []
			for (const reading of markdown) {
				let previous = 1
				for (const level of reading.headings) {
					if (level > previous + 1)
						found.push({
							level: 'warning',
							field,
							message: `A level-${level} heading follows a level-${previous} one: level ${previous + 1} is skipped.`,
						})
					previous = level
				}
			}
			return found
		})
	},
})
