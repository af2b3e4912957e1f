import type { FieldChange, PictureMark, ShownValue } from '#app/lib/history.ts'
import type { DiffPart } from '#app/lib/word-diff.ts'

/**
 * The history screen's field lists: the current version's values, and what an earlier version had that
 * differs. Removed words and pictures are <del> (struck through), added ones <ins> (underlined), so the
 * change reads without colour too.
 */

const DEL = 'bg-red-100 text-red-900 line-through decoration-red-900'
const INS = 'bg-green-100 text-green-900 underline decoration-green-900'
const BLOCK = 'mt-1 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800 ring-1 ring-slate-200'

function Parts({ parts }: { parts: readonly DiffPart[] }) {
	return parts.map((part, index) =>
		part.op === 'del' ? (
			<del key={index} className={DEL}>
				{part.text}
			</del>
		) : part.op === 'ins' ? (
			<ins key={index} className={INS}>
				{part.text}
			</ins>
		) : (
			<span key={index}>{part.text}</span>
		),
	)
}

function Pictures({ marks, side }: { marks: readonly PictureMark[]; side: 'before' | 'after' }) {
	if (marks.length === 0) return <p className={BLOCK}>(none)</p>
	const Mark = side === 'before' ? 'del' : 'ins'
	return (
		<ul className={`${BLOCK} space-y-1 break-all`}>
			{marks.map((mark, index) => (
				<li key={index}>
					{mark.changed ? <Mark className={side === 'before' ? DEL : INS}>{mark.url}</Mark> : mark.url}
				</li>
			))}
		</ul>
	)
}

/** One side of a field's change: the earlier (`before`) or the later (`after`) value, its differences marked. */
export function ChangeSide({ change, side }: { change: FieldChange; side: 'before' | 'after' }) {
	if (change.shape === 'pictures') return <Pictures marks={change[side]} side={side} />
	if (change.shape === 'long') {
		return (
			<p className={BLOCK}>
				<Parts parts={change[side]} />
			</p>
		)
	}
	const Mark = side === 'before' ? 'del' : 'ins'
	return (
		<p className={BLOCK}>
			<Mark className={side === 'before' ? DEL : INS}>{change[side]}</Mark>
		</p>
	)
}

/** What an earlier version had (“This version”) against the current one, field by field. */
export function FieldChanges({ changes }: { changes: readonly FieldChange[] }) {
	if (changes.length === 0) return <p className="text-sm text-slate-600">Same as the current version.</p>
	return (
		<dl className="space-y-4">
			{changes.map((change) => (
				<div key={change.name}>
					<dt className="font-semibold text-slate-900">{change.label}</dt>
					<dd className="mt-1 grid gap-3 md:grid-cols-2">
						<div>
							<p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">This version</p>
							<ChangeSide change={change} side="before" />
						</div>
						<div>
							<p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Current</p>
							<ChangeSide change={change} side="after" />
						</div>
					</dd>
				</div>
			))}
		</dl>
	)
}

/** The current version's fields and values. */
export function CurrentValues({ values }: { values: readonly ShownValue[] }) {
	return (
		<dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">
			{values.map((value) => (
				<div key={value.label} className="contents">
					<dt className="font-semibold text-slate-900">{value.label}</dt>
					<dd className="min-w-0 text-slate-800">
						{value.shape === 'pictures' ? (
							value.urls.length === 0 ? (
								'(none)'
							) : (
								<ul className="space-y-1 break-all">
									{value.urls.map((url, index) => (
										<li key={index}>{url}</li>
									))}
								</ul>
							)
						) : (
							<span className={value.shape === 'long' ? 'whitespace-pre-line' : undefined}>{value.text}</span>
						)}
					</dd>
				</div>
			))}
		</dl>
	)
}
