import { type KeyboardEvent, type MouseEvent, useId } from 'react'

import { inputClass } from '#app/components/admin/fields.tsx'
import type { Picture } from '#app/lib/media.ts'

/** The focal point as the form holds it: X and Y in percent, as typed ('' for both: the centre). */
export type FocalInput = { x: string; y: string }

/** Where a typed value puts the point: its percent, clamped; the centre for nothing or nonsense. */
export function focalPercent(value: string): number {
	const number = Number(value)
	if (value.trim() === '' || !Number.isFinite(number)) return 50
	return Math.min(100, Math.max(0, number))
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/** The CSS that keeps the focal point in a cropped box (object-fit: cover). */
export const objectPosition = (focal: FocalInput) => `${focalPercent(focal.x)}% ${focalPercent(focal.y)}%`

/**
 * The focal point: two number fields, X and Y in percent, which work without JavaScript; with it, a click
 * on the image sets both, and the image (a button) moves the point with the arrow keys (Shift: by 10).
 * A marker shows the point.
 */
export function FocalPointPicker({
	picture,
	focal,
	onChange,
	error,
	names,
}: {
	picture: Picture
	focal: FocalInput
	onChange: (focal: FocalInput) => void
	error: string | undefined
	names: { x: string; y: string }
}) {
	const hintId = useId()
	const errorId = useId()
	const point = { x: focalPercent(focal.x), y: focalPercent(focal.y) }
	const set = (x: number, y: number) => onChange({ x: String(clamp(x)), y: String(clamp(y)) })

	const onClick = (event: MouseEvent<HTMLButtonElement>) => {
		// Enter or Space on the button also 'clicks' it, at no point of the image: the arrow keys are for those.
		if (event.detail === 0) return
		const box = event.currentTarget.getBoundingClientRect()
		set(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100)
	}
	const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
		const step = event.shiftKey ? 10 : 1
		const moves: Record<string, [number, number]> = {
			ArrowLeft: [-step, 0],
			ArrowRight: [step, 0],
			ArrowUp: [0, -step],
			ArrowDown: [0, step],
		}
		const move = moves[event.key]
		if (!move) return
		event.preventDefault()
		set(point.x + move[0], point.y + move[1])
	}
	const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}

	return (
		<fieldset>
			<legend className="text-sm font-medium text-slate-800">Focal point</legend>
			<p id={hintId} className="mt-1 text-sm text-slate-600">
				What must stay in frame when the image is cropped. Click the image where it is (or focus the image and use the
				arrow keys), or type X and Y: 0 % is the left or top edge, 100 % the right or bottom. Empty: the centre.
			</p>
			<button
				type="button"
				aria-label="Set the focal point"
				aria-describedby={hintId}
				onClick={onClick}
				onKeyDown={onKeyDown}
				className="relative mt-3 inline-block max-w-full cursor-crosshair align-top focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
			>
				<img
					src={picture.src}
					alt=""
					width={picture.width}
					height={picture.height}
					className="block h-auto max-h-[70vh] w-auto max-w-full"
				/>
				<span
					aria-hidden="true"
					data-focal-marker
					style={{ left: `${point.x}%`, top: `${point.y}%` }}
					className={`absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_rgb(15_23_42)] ${
						focal.x === '' && focal.y === '' ? 'border-dashed bg-white/20' : 'bg-brand-600/50'
					}`}
				/>
			</button>
			<div className="mt-3 flex flex-wrap gap-4">
				{(['x', 'y'] as const).map((axis) => (
					<div key={axis} className="w-40">
						<label htmlFor={`focal-${axis}`} className="block text-sm font-medium text-slate-800">
							{axis === 'x' ? 'X (%, from the left)' : 'Y (%, from the top)'}
						</label>
						<input
							id={`focal-${axis}`}
							name={names[axis]}
							type="number"
							inputMode="decimal"
							min={0}
							max={100}
							step={0.1}
							placeholder="50"
							value={focal[axis]}
							onChange={(event) => onChange({ ...focal, [axis]: event.currentTarget.value })}
							className={inputClass}
							{...invalid}
						/>
					</div>
				))}
			</div>
			{error ? (
				<p id={errorId} className="mt-1 text-sm text-red-700">
					{error}
				</p>
			) : null}
		</fieldset>
	)
}

const CROPS = [
	{ label: 'Card (4:3)', box: 'aspect-[4/3] w-full sm:w-64' },
	{ label: 'Hero (21:9)', box: 'aspect-[21/9] w-full sm:w-96' },
	{ label: 'Thumbnail (1:1)', box: 'aspect-square w-32' },
] as const

/** How the image's crops look with this focal point: as public pages crop it (object-fit: cover). */
export function CropPreviews({ picture, focal }: { picture: Picture; focal: FocalInput }) {
	const position = objectPosition(focal)
	return (
		<ul aria-label="Crop previews" className="flex flex-wrap items-end gap-4">
			{CROPS.map((crop) => (
				<li key={crop.label} className={crop.box.includes('w-full') ? 'w-full sm:w-auto' : ''}>
					<figure>
						<div className={`${crop.box} overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200`}>
							<img
								src={picture.src}
								alt=""
								width={picture.width}
								height={picture.height}
								style={{ objectPosition: position }}
								className="h-full w-full object-cover"
							/>
						</div>
						<figcaption className="mt-1 text-sm text-slate-600">{crop.label}</figcaption>
					</figure>
				</li>
			))}
		</ul>
	)
}
