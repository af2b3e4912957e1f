import { useState } from 'react'

import { Star, starFill } from '#app/components/star-rating.tsx'

const STARS = [1, 2, 3, 4, 5] as const

/**
 * docs/product.md's rating input: five stars, each half clickable (0.5 to 5). Underneath it is a radio group
 * (fieldset 'Rating', options '0.5 stars' ... '5 stars'), so arrow keys and screen readers work as they
 * do with any radio group. Hovering previews a rating; 'Clear' goes back to no rating (saved as 0).
 */
export function RatingField({
	name = 'stars',
	defaultValue = 0,
	error,
}: {
	name?: string
	defaultValue?: number
	error?: string | undefined
}) {
	const [value, setValue] = useState(defaultValue)
	const [preview, setPreview] = useState<number>()
	const shown = preview ?? value
	return (
		<fieldset>
			<legend className="block text-sm font-medium text-slate-800">Rating</legend>
			<div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
				<div className="flex text-amber-600" onMouseLeave={() => setPreview(undefined)}>
					{STARS.map((star) => (
						<span key={star} className="relative block h-10 w-10 p-0.5">
							<Star fill={starFill(shown, star)} size={36} />
							{[star - 0.5, star].map((step) => (
								<label
									key={step}
									onMouseEnter={() => setPreview(step)}
									className={`absolute inset-y-0 w-1/2 cursor-pointer rounded-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
										step === star ? 'right-0' : 'left-0'
									}`}
								>
									<input
										type="radio"
										name={name}
										value={step}
										checked={value === step}
										onChange={() => {
											setValue(step)
											setPreview(undefined)
										}}
										className="absolute inset-0 m-0 h-full w-full cursor-pointer opacity-0"
									/>
									<span className="sr-only">{step} stars</span>
								</label>
							))}
						</span>
					))}
				</div>
				<span aria-hidden="true" className="text-sm font-medium text-slate-700 tabular-nums">
					{shown > 0 ? `${shown} out of 5` : 'Not rated'}
				</span>
				{value > 0 ? (
					<button
						type="button"
						onClick={() => setValue(0)}
						className="rounded-full px-3 py-1 text-sm font-medium text-slate-600 ring-1 ring-slate-300 hover:bg-slate-50"
					>
						Clear<span className="sr-only"> rating</span>
					</button>
				) : null}
			</div>
			{/* No star chosen: say so (an unchecked radio group sends nothing, and an edit would keep the old rating). */}
			{value === 0 ? <input type="hidden" name={name} value="0" /> : null}
			{error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
		</fieldset>
	)
}
