import type { FieldInput } from '#app/components/admin/field-inputs/field-input.ts'

/**
 * The admin input of every field kind: each module of this folder but this one and field-input.ts,
 * by its file's name, which is its kind's (server/content/field-kinds/kinds/). Found at build time.
 */
const modules = import.meta.glob<{ Input?: FieldInput }>('./*.tsx', { eager: true })

export const fieldInputs: ReadonlyMap<string, FieldInput> = new Map(
	Object.entries(modules).flatMap(([file, module]) =>
		// A module without an `Input` is a part the inputs share (use-entries.tsx), not a kind.
		module.Input ? [[file.replace(/^.*\/|\.tsx$/g, ''), module.Input] as const] : [],
	),
)
