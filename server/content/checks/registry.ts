import type { ItemCheck } from '#server/content/checks/check.ts'

/**
 * Every check before publishing: each module of `rules/`, by its id, found at build time (ADR 0057), in the
 * order of their ids. Adding a check is adding its module there; nothing else lists them.
 */
const modules = import.meta.glob<{ check: ItemCheck }>('./rules/*.ts', { eager: true })

export const itemChecks: readonly ItemCheck[] = Object.values(modules)
	.map((module) => module.check)
	.sort((a, b) => a.id.localeCompare(b.id))
