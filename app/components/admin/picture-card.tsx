import { type DragEvent, useId } from 'react'

import { ALT_TEXT_MAX, MEDIA_ALT_PREFIX, MEDIA_DECORATIVE_PREFIX } from '#app/lib/media-form.ts'

export type Picture = {
	key: string
	/** Set once the picture is on the server. */
	url?: string
	/** A local preview while it uploads. */
	preview?: string
	name: string
	/** Waiting for its turn, or sending (progress 0 to 1). */
	started: boolean
	progress: number
	error?: string
	/** The browser cannot show it (not an image after all). */
	unviewable?: boolean
	/** Its media record, when the library knows it (another site's image has none): its alt text is edited here. */
	mediaId?: number
	alt: string
	decorative: boolean
}

/** An upload's <progress>, thin and in the brand's colour (the upload area's too). */
export const PROGRESS_BAR =
	'mt-1 block h-1.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 [&::-webkit-progress-value]:transition-all'

const roundButton =
	'flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-lg leading-none text-slate-800 shadow ring-1 ring-slate-300 hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'
const moveButton =
	'rounded-full px-2.5 py-1 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40'

/**
 * One picture of an image field: its preview, its upload's progress or refusal, and once stored its alt
 * text and 'Decorative' (posted with the form, by its media record's id), plus, in a list, the buttons
 * that move it and the handle that drags it. The first picture of a list is the cover (listing cards
 * show it).
 */
export function PictureCard({
	picture,
	index,
	count,
	multiple,
	removeLabel,
	dragging,
	dropTarget,
	onRemove,
	onMove,
	onChange,
	drag,
}: {
	picture: Picture
	index: number
	count: number
	multiple: boolean
	removeLabel: string
	/** This picture is the one being dragged, or the one it would be dropped on. */
	dragging: boolean
	dropTarget: boolean
	onRemove: () => void
	onMove: (by: -1 | 1) => void
	onChange: (change: Partial<Picture>) => void
	drag: {
		start: (event: DragEvent) => void
		over: (event: DragEvent) => void
		drop: (event: DragEvent) => void
		end: () => void
	}
}) {
	const id = useId()
	const number = index + 1
	// "picture 2" in names a screen reader reads out of context (the move buttons, the alt input).
	const which = multiple ? `picture ${number}` : 'the picture'
	const movable = multiple && count > 1 && Boolean(picture.url)
	const ring = picture.error ? 'ring-red-300' : dropTarget ? 'ring-2 ring-brand-600' : 'ring-slate-200'
	return (
		<li
			className={`overflow-hidden rounded-lg bg-white ring-1 ${ring} ${dragging ? 'opacity-50' : ''}`}
			data-state={picture.error ? 'error' : picture.url ? 'done' : 'uploading'}
			onDragOver={drag.over}
			onDrop={drag.drop}
		>
			<div
				className={`relative aspect-[4/3] bg-slate-100 ${movable ? 'cursor-grab active:cursor-grabbing' : ''}`}
				draggable={movable}
				onDragStart={drag.start}
				onDragEnd={drag.end}
				title={movable ? 'Drag to reorder, or use the buttons below' : undefined}
			>
				{picture.unviewable ? (
					<div className="flex h-full w-full items-center justify-center text-xs font-medium text-slate-500">
						No preview
					</div>
				) : (
					<img
						src={picture.preview ?? picture.url}
						alt={picture.name}
						draggable={false}
						onError={() => onChange({ unviewable: true })}
						className={`h-full w-full object-cover ${picture.error ? 'opacity-40' : ''}`}
					/>
				)}
				{multiple && index === 0 && picture.url ? (
					<span className="absolute top-1.5 left-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white shadow">
						Cover
					</span>
				) : null}
				<button
					type="button"
					onClick={onRemove}
					className={`absolute top-1.5 right-1.5 ${roundButton} hover:text-red-700`}
					title={`Remove ${picture.name}`}
				>
					<span aria-hidden="true">×</span>
					<span className="sr-only">{removeLabel}</span>
				</button>
			</div>
			<div className="space-y-2 px-2 py-1.5 text-xs">
				{picture.error ? (
					<p role="alert" className="text-red-700">
						<span className="font-semibold">{picture.name}</span>: {picture.error}
					</p>
				) : picture.url ? (
					<p className="truncate text-slate-600">{picture.name}</p>
				) : (
					<>
						<p className="truncate text-slate-600">
							{picture.started ? `Uploading ${Math.round(picture.progress * 100)}%` : 'Waiting…'}
						</p>
						<progress
							max={1}
							value={picture.progress}
							className={PROGRESS_BAR}
							aria-label={`Uploading ${picture.name}`}
						/>
					</>
				)}
				{picture.url && picture.mediaId !== undefined ? (
					<div className="space-y-1.5">
						<label htmlFor={`${id}-alt`} className="block font-medium text-slate-800">
							Alt text<span className="sr-only"> for {which}</span>
						</label>
						<input
							id={`${id}-alt`}
							name={`${MEDIA_ALT_PREFIX}${picture.mediaId}`}
							value={picture.alt}
							maxLength={ALT_TEXT_MAX}
							autoComplete="off"
							placeholder={picture.decorative ? 'Not needed: decorative' : 'What the picture shows'}
							onChange={(event) => onChange({ alt: event.currentTarget.value })}
							className="block w-full rounded-md border border-slate-500 bg-white px-2 py-1 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
						/>
						<label className="flex items-center gap-1.5 text-slate-700">
							<input
								type="checkbox"
								name={`${MEDIA_DECORATIVE_PREFIX}${picture.mediaId}`}
								value="1"
								checked={picture.decorative}
								onChange={(event) => onChange({ decorative: event.currentTarget.checked })}
								className="h-4 w-4 rounded border-slate-500 text-brand-600 focus:ring-brand-600"
							/>
							Decorative<span className="sr-only"> ({which})</span>
						</label>
					</div>
				) : picture.url ? (
					<p className="text-slate-500">Not in the media library: no alt text to set here.</p>
				) : null}
				{movable ? (
					<div className="flex gap-2">
						<button
							type="button"
							data-move={`${picture.key}:-1`}
							disabled={index === 0}
							onClick={() => onMove(-1)}
							className={moveButton}
						>
							<span aria-hidden="true">←</span> Move<span className="sr-only"> {which}</span> earlier
						</button>
						<button
							type="button"
							data-move={`${picture.key}:1`}
							disabled={index === count - 1}
							onClick={() => onMove(1)}
							className={moveButton}
						>
							Move<span className="sr-only"> {which}</span> later <span aria-hidden="true">→</span>
						</button>
					</div>
				) : null}
			</div>
		</li>
	)
}
