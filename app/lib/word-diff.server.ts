/**
 * A word-level diff of two texts, for the history screen: the parts both share, and what only the
 * earlier (`del`) or the later (`ins`) has. Whitespace stays attached as its own tokens, so joining the
 * parts of one side gives that side's text back exactly.
 */

import type { DiffPart } from '#app/lib/word-diff.ts'

/** Past this many cells (words × words) the comparison is too costly: the changed middle shows whole. */
const MAX_CELLS = 4_000_000

const tokens = (text: string) => text.split(/(\s+)/).filter((token) => token !== '')

export function diffWords(before: string, after: string): DiffPart[] {
	const a = tokens(before)
	const b = tokens(after)
	let start = 0
	while (start < a.length && start < b.length && a[start] === b[start]) start++
	let endA = a.length
	let endB = b.length
	while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
		endA--
		endB--
	}
	const parts: DiffPart[] = []
	const push = (op: DiffPart['op'], text: string) => {
		if (text === '') return
		const last = parts.at(-1)
		if (last?.op === op) last.text += text
		else parts.push({ op, text })
	}
	push('same', a.slice(0, start).join(''))
	for (const part of middle(a.slice(start, endA), b.slice(start, endB))) push(part.op, part.text)
	push('same', a.slice(endA).join(''))
	return parts
}

/** The longest common subsequence of two token lists, walked into parts (deletions before insertions). */
function middle(a: string[], b: string[]): DiffPart[] {
	if (a.length === 0 || b.length === 0 || a.length * b.length > MAX_CELLS) {
		return [
			{ op: 'del', text: a.join('') },
			{ op: 'ins', text: b.join('') },
		]
	}
	const width = b.length + 1
	// lengths[i * width + j]: the LCS of a[i..] and b[j..].
	const lengths = new Uint32Array((a.length + 1) * width)
	for (let i = a.length - 1; i >= 0; i--) {
		for (let j = b.length - 1; j >= 0; j--) {
			lengths[i * width + j] =
				a[i] === b[j]
					? lengths[(i + 1) * width + j + 1]! + 1
					: Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!)
		}
	}
	const parts: DiffPart[] = []
	let i = 0
	let j = 0
	while (i < a.length || j < b.length) {
		if (i < a.length && j < b.length && a[i] === b[j]) {
			parts.push({ op: 'same', text: a[i]! })
			i++
			j++
		} else if (j >= b.length || (i < a.length && lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) {
			parts.push({ op: 'del', text: a[i]! })
			i++
		} else {
			parts.push({ op: 'ins', text: b[j]! })
			j++
		}
	}
	return parts
}

/** The parts one side shows: the earlier text keeps what was deleted, the later what was inserted. */
export const sideOf = (parts: readonly DiffPart[], side: 'before' | 'after') =>
	parts.filter((part) => part.op === 'same' || part.op === (side === 'before' ? 'del' : 'ins'))

/** Long unchanged stretches shortened to their ends, so a small change in a long body stays in sight. */
export function withContext(parts: readonly DiffPart[], words = 12): DiffPart[] {
	return parts.map((part, index) => {
		const first = index === 0
		const last = index === parts.length - 1
		if (part.op !== 'same' || (first && last)) return part
		const pieces = tokens(part.text)
		const keep = words * 2 // words and the spaces between them
		if (pieces.length <= keep * 2 + 1) return part
		const head = pieces.slice(0, keep).join('').trimEnd()
		const tail = pieces.slice(-keep).join('').trimStart()
		return { op: 'same', text: first ? `… ${tail}` : last ? `${head} …` : `${head} … ${tail}` }
	})
}
