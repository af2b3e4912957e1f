import { defineCheck } from '#server/content/checks/check.ts'

/** Search results cut a title at about 60 characters (docs/design.md §16). */
export const TITLE_MAX = 60

export const check = defineCheck({
	id: 'title-length',
	run({ title }) {
		const length = title ? [...title.text.trim()].length : 0
		if (!title || length <= TITLE_MAX) return []
		return [
			{
				level: 'warning',
				field: title.field,
				message: `The title is ${length} characters long: search results show about ${TITLE_MAX}.`,
			},
		]
	},
})
