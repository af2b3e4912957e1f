import { type ContentType, isContentType } from '#server/content/content-type.ts'
import { isSingleton, type Singleton } from '#server/content/singleton.ts'

/**
 * Every content type: each module of server/content/types/ that defines one (content-type.ts), found at
 * build time, in the order of their `position`. Adding a content type is adding a module there; nothing
 * else lists them (docs/architecture.md).
 */
const modules = import.meta.glob<Record<string, unknown>>('./types/*.ts', { eager: true })

export const contentTypes: readonly ContentType[] = Object.values(modules)
	.flatMap((module) => Object.values(module).filter(isContentType))
	.sort((a, b) => a.position - b.position)

/**
 * Every single-record type (server/content/singleton.ts, ADR 0041): a module of types/ that defines one, in
 * the order of their dashboard tiles.
 */
export const singletons: readonly Singleton[] = Object.values(modules)
	.flatMap((module) => Object.values(module).filter(isSingleton))
	.sort((a, b) => a.admin.tile.position - b.admin.tile.position)
