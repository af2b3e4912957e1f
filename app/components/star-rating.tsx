import { useId } from 'react'

/** docs/product.md's display rule: whole stars = floor(stars), plus a half star when the fraction is 0.5 or more. */
export function starParts(stars: number): { full: number; half: boolean; empty: number } {
	const clamped = Math.min(5, Math.max(0, stars))
	const full = Math.floor(clamped)
	const half = clamped - full >= 0.5
	return { full, half, empty: 5 - full - (half ? 1 : 0) }
}

const STAR_PATH = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7-6.3-3.9-6.3 3.9 1.7-7L2 9.5l7.1-.6z'

export type StarFill = 'full' | 'half' | 'empty'

/** The fill of star number `star` (1 to 5) for a rating. */
export const starFill = (stars: number, star: number): StarFill =>
	stars >= star ? 'full' : stars >= star - 0.5 ? 'half' : 'empty'

/**
 * One star, in the colour of the text around it (amber-600 or darker: 3:1 on a light background, WCAG
 * 1.4.11). An empty star is an outline in slate-500, where a pale grey fill would not reach 3:1.
 */
export function Star({ fill, size = 18 }: { fill: StarFill; size?: number }) {
	const gradientId = useId()
	return (
		<svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" data-star={fill}>
			{fill === 'half' ? (
				<defs>
					<linearGradient id={gradientId}>
						<stop offset="50%" stopColor="currentColor" />
						<stop offset="50%" stopColor="currentColor" stopOpacity="0" />
					</linearGradient>
				</defs>
			) : null}
			<path
				d={STAR_PATH}
				fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${gradientId})` : 'none'}
				stroke="currentColor"
				className={fill === 'empty' ? 'text-slate-500' : undefined}
				strokeWidth="1.5"
				strokeLinejoin="round"
			/>
		</svg>
	)
}

export function StarRating({ stars }: { stars: number }) {
	const { full, half, empty } = starParts(stars)
	return (
		<span className="inline-flex items-center text-amber-600">
			<span className="sr-only">Rated {stars} out of 5</span>
			{Array.from({ length: full }, (_, i) => (
				<Star key={`f${i}`} fill="full" />
			))}
			{half ? <Star fill="half" /> : null}
			{Array.from({ length: empty }, (_, i) => (
				<Star key={`e${i}`} fill="empty" />
			))}
		</span>
	)
}
