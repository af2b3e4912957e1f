import { blockTypeName } from '#shared/block-types.ts'
import type { BlockDefinition } from '#server/content/blocks/block.ts'

/**
 * Every block type of the pages: each module of `types/`, by its file's name with `_` for `-`
 * (`call-to-action.ts` is `call_to_action`), found at build time, in the order of their `position`.
 * Adding one is its module here and its component in app/components/blocks/ (docs/architecture.md).
 */
const modules = import.meta.glob<{ block: BlockDefinition }>('./types/*.ts', { eager: true })

export const blockTypes: Readonly<Record<string, BlockDefinition>> = Object.fromEntries(
	Object.entries(modules)
		.map(([file, module]) => [blockTypeName(file), module.block] as const)
		.sort(([, a], [, b]) => a.position - b.position),
)
