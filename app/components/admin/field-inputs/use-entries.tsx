import { useState } from 'react'

/** Not a kind: the entries of a list or of blocks, and their buttons (registry.ts takes only modules with an `Input`). */

let counter = 0
type Entry = { key: string; value: unknown }

/** The entries of a list as the form holds them; each keeps its key (so its inputs keep what was typed) when moved. */
export function useEntries(initial: unknown) {
	const [list, setList] = useState<Entry[]>(() =>
		(Array.isArray(initial) ? initial : []).map((value) => ({ key: `entry-${++counter}`, value })),
	)
	return {
		list,
		add: (value: unknown) => setList((current) => [...current, { key: `entry-${++counter}`, value }]),
		remove: (index: number) => setList((current) => current.filter((_entry, at) => at !== index)),
		/** Puts a copy (`value`: what the entry's inputs hold now) right after the entry at `index`. */
		duplicate: (index: number, value: unknown) =>
			setList((current) => [
				...current.slice(0, index + 1),
				{ key: `entry-${++counter}`, value },
				...current.slice(index + 1),
			]),
		move: (index: number, by: -1 | 1) =>
			setList((current) => {
				const to = index + by
				if (to < 0 || to >= current.length) return current
				const next = [...current]
				;[next[index], next[to]] = [next[to]!, next[index]!]
				return next
			}),
		/** Moves the entry at `from` to `to` (a drag and drop), the others closing up. */
		moveTo: (from: number, to: number) =>
			setList((current) => {
				if (from === to || !current[from] || to < 0 || to >= current.length) return current
				const next = current.filter((_entry, at) => at !== from)
				next.splice(to, 0, current[from])
				return next
			}),
	}
}
export type Entries = ReturnType<typeof useEntries>

const buttonClass =
	'rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-40'

/**
 * 'Move up', 'Move down', 'Remove' (and 'Duplicate', given `onDuplicate`) for one entry, named for it
 * (`what`) so a screen reader says which.
 */
export function EntryControls({
	entries,
	index,
	what,
	onMove,
	onDuplicate,
}: {
	entries: Entries
	index: number
	what: string
	onMove: (announcement: string) => void
	onDuplicate?: () => void
}) {
	const last = entries.list.length - 1
	const actions = [
		{
			text: 'Move up',
			label: `Move up: ${what}`,
			done: `${what} moved up`,
			off: index === 0,
			run: () => entries.move(index, -1),
		},
		{
			text: 'Move down',
			label: `Move down: ${what}`,
			done: `${what} moved down`,
			off: index === last,
			run: () => entries.move(index, 1),
		},
		...(onDuplicate
			? [{ text: 'Duplicate', label: `Duplicate: ${what}`, done: `${what} duplicated`, off: false, run: onDuplicate }]
			: []),
		{ text: 'Remove', label: `Remove: ${what}`, done: `${what} removed`, off: false, run: () => entries.remove(index) },
	]
	return (
		<div className="flex flex-wrap gap-2">
			{actions.map((action) => (
				<button
					key={action.text}
					type="button"
					className={buttonClass}
					aria-label={action.label}
					disabled={action.off}
					onClick={() => {
						action.run()
						onMove(action.done)
					}}
				>
					{action.text}
				</button>
			))}
		</div>
	)
}

/** What the last move, add or removal did, read out by screen readers (the entries' buttons report it). */
export function EntriesAnnouncement({ text }: { text: string }) {
	return (
		<p aria-live="polite" className="sr-only">
			{text}
		</p>
	)
}

/** The button that adds an entry, off once the list holds its most. */
export function AddEntryButton({ label, full, onAdd }: { label: string; full: boolean; onAdd: () => void }) {
	return (
		<button
			type="button"
			className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50"
			disabled={full}
			onClick={onAdd}
		>
			{label}
		</button>
	)
}
