import { defineCheck } from '#server/content/checks/check.ts'

/** What search results show under a title reads best at 50 to 160 characters (docs/design.md §16). */
export const DESCRIPTION_MIN = 50
export const DESCRIPTION_MAX = 160

export const check = defineCheck({
	id: 'description-length',
	run({ description }) {
		if (!description) return []
		const length = [...description.text.trim()].length
		if (length >= DESCRIPTION_MIN && length <= DESCRIPTION_MAX) return []
		const message =
			length === 0
				? `There is no description: search results will show words of their own choosing (write ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} characters).`
				: `The description is ${length} characters long: search results show it best at ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}.`
		return [{ level: 'warning', field: description.field, message }]
	},
})
