import { defineCheck, type Finding } from '#server/content/checks/check.ts'
import { landingPath, type LinkTarget } from '#server/content/checks/links.ts'

const STANDING_WORDS = { draft: 'a draft', scheduled: 'scheduled, not live yet', in_review: 'waiting for review' }

/** Why a visitor following a link of this site finds no page; undefined when they find one. */
export function linkProblem(target: LinkTarget): string | undefined {
	if (target.kind === 'missing')
		return target.trashed
			? `leads to ${target.path}, which answers 404: its item is in the trash`
			: `leads to ${target.path}, which answers 404 (no page there)`
	if (target.kind === 'not-live')
		return `leads to ${target.path}, which visitors cannot see: it is ${STANDING_WORDS[target.standing]} (404)`
	if (target.kind === 'redirect') {
		const problem = linkProblem(target.final)
		return problem && `is redirected to ${target.to}, which ${problem.replace(/^leads to \S+, which /, '')}`
	}
	return undefined
}

/**
 * A link to a page of this site that answers 404 or shows a non-live item (docs/design.md §16): an error.
 * One that goes through a redirect to a live page works, one hop later: a notice naming the final address.
 * Links are resolved beforehand (links.ts), without requests; other sites' links are not checked.
 */
export const check = defineCheck({
	id: 'broken-link',
	run(subject) {
		return subject.fields.flatMap(({ field, facts, markdown }) => {
			const hrefs = new Set([...facts.links, ...markdown.flatMap((reading) => reading.links.map((link) => link.href))])
			const found: Finding[] = []
			for (const href of hrefs) {
				const target = subject.links.get(href)
				if (!target) continue
				const problem = linkProblem(target)
				if (problem) found.push({ level: 'error', field, message: `The link ${href} ${problem}.` })
				else if (target.kind === 'redirect')
					found.push({
						level: 'notice',
						field,
						message: `The link ${href} is redirected to ${landingPath(target)}: link there directly.`,
					})
			}
			return found
		})
	},
})
