import type { DiffPart } from '#app/lib/word-diff.ts'

/* What the history screen (app/lib/history.server.ts) shows of a version, field by field. */

/** A picture of a version's list, marked when the other version lacks it. */
export type PictureMark = { url: string; changed: boolean }
/** What differs in one field (`name`) between two versions, as the history and a save's conflict show it. */
export type FieldChange = { name: string; label: string } & (
	| { shape: 'text'; before: string; after: string }
	| { shape: 'long'; before: DiffPart[]; after: DiffPart[] }
	| { shape: 'pictures'; before: PictureMark[]; after: PictureMark[] }
)
export type ShownValue =
	{ label: string; shape: 'text' | 'long'; text: string } | { label: string; shape: 'pictures'; urls: string[] }
