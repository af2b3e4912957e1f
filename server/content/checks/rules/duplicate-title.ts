import { defineCheck, foldTitle, quoted } from '#server/content/checks/check.ts'

/** A title another item of the type already has (docs/design.md §16): two results no one can tell apart. */
export const check = defineCheck({
	id: 'duplicate-title',
	run({ title, otherTitles }) {
		if (!title || title.text.trim() === '' || !otherTitles.has(foldTitle(title.text))) return []
		return [
			{
				level: 'warning',
				field: title.field,
				message: `Another item already has the title ${quoted(title.text, 60)}.`,
			},
		]
	},
})
