import { defineCheck, type Finding, quoted } from '#server/content/checks/check.ts'

/** Words that say nothing of where a link goes, read alone in a screen reader's list of links. */
const VAGUE = new Set(['click here', 'here', 'read more', 'more', 'link', 'this'])
const fold = (text: string) =>
	text
		.toLocaleLowerCase('en')
		.replace(/[.…:!]+$/, '')
		.trim()

/** A link whose text is empty or only "click here", "here", "read more" (docs/design.md §16). */
export const check = defineCheck({
	id: 'link-text',
	run(subject) {
		return subject.fields.flatMap(({ field, markdown }) => {
			const found: Finding[] = []
			for (const { href, text } of markdown.flatMap((reading) => reading.links)) {
				if (text === '')
					found.push({ level: 'warning', field, message: `The link to ${href} has no text: say where it goes.` })
				else if (VAGUE.has(fold(text)))
					found.push({
						level: 'warning',
						field,
						message: `The link text ${quoted(text)} (to ${href}) says nothing read alone: name where it goes.`,
					})
			}
			return found
		})
	},
})
