/** A part of a word-level diff (app/lib/word-diff.server.ts): shared by both sides, or only the earlier (`del`) or the later (`ins`) text's. */
export type DiffPart = { op: 'same' | 'del' | 'ins'; text: string }
