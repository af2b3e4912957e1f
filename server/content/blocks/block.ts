import type { z } from 'zod'

import type { Db } from '#server/db/database.ts'

/**
 * A block type of the pages (docs/design.md §13, ADR 0044): its label, its fields (the field kinds'
 * builders, so the editor draws them and the API validates them) and, for a section that shows existing
 * content, what it loads for the page. Its public component is `app/components/blocks/<file>.tsx`.
 */
export type BlockDefinition = {
	label: string
	/** Orders the block types in the editor's list. */
	position: number
	fields: Record<string, z.ZodType>
	/**
	 * What the block shows besides its fields (the live testimonials, the FAQs), read once per page however
	 * many blocks of its type the page has. Its result reaches the component as `data`. `previewed`: an item
	 * of the content type of the block's name the admin previews on the page (draft or scheduled), to show
	 * among the live ones (docs/design.md §8).
	 */
	load?: (db: Db, previewed?: Previewed) => Promise<unknown>
	/** What the component needs made on the server from the block's fields (a text's HTML from its Markdown). */
	present?: (block: Record<string, unknown>) => Record<string, unknown>
	/** Blocks that draw a section with fixed anchors (the contact form, the FAQ) come at most once per page. */
	oncePerPage?: boolean
}

type Previewed = { id: number }

/** The live items with the previewed one where it will be (by id, as the lists are ordered). */
export const withPreviewed = <Item extends { id: number }>(items: Item[], previewed: Previewed | undefined): Item[] =>
	previewed ? [...items, previewed as Item].sort((a, b) => a.id - b.id) : items

export const defineBlock = <const Definition extends BlockDefinition>(definition: Definition) => definition

/** A block as its public component gets it: its fields, its type, and what `present` added. */
export type BlockValue<Definition extends BlockDefinition> = { type: string } & {
	[Field in keyof Definition['fields']]: z.output<Definition['fields'][Field]>
} & (Definition['present'] extends (block: Record<string, unknown>) => infer Extra ? Extra : unknown)

/** What a block's `load` read for the page (undefined for a block without one). */
export type BlockData<Definition extends BlockDefinition> = Definition['load'] extends (
	...args: never[]
) => Promise<infer Data>
	? Data
	: undefined
