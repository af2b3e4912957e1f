import type { ComponentType } from 'react'

import { blockTypeName } from '#shared/block-types.ts'
import type { BlockProps } from '#app/components/blocks/block-props.ts'

/**
 * Each block type's public component: the module of this folder named as its definition in
 * server/content/blocks/types/ (ADR 0044), found at build time. Public pages render on the server only.
 */
// Each module's props are its own block type's; the page hands each block to the component of its type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlock = ComponentType<BlockProps<any>>
const modules = import.meta.glob<{ Block?: AnyBlock }>('./*.tsx', { eager: true })

export const blockComponents: ReadonlyMap<string, AnyBlock> = new Map(
	Object.entries(modules).flatMap(([file, module]) => (module.Block ? [[blockTypeName(file), module.Block]] : [])),
)
