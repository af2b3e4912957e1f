import { isContentType, type ContentType } from '#server/content/content-type.ts'

/**
 * Every content type: each module of server/content/types/ that defines one (content-type.ts), found at
 * build time, in the order of their `position`. Adding a content type is adding a module there; nothing
 * else lists them (docs/architecture.md).
 */
const modules = import.meta.glob<Record<string, unknown>>('./types/*.ts', { eager: true })

export const contentTypes: readonly ContentType[] = Object.values(modules)
	.flatMap((module) => Object.values(module).filter(isContentType))
	.sort((a, b) => a.position - b.position)
