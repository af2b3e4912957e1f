import { IMAGE_SIZES, ResponsiveImage } from '#app/components/responsive-image.tsx'

const stepButton =
	'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 font-medium text-slate-800 shadow-sm hover:bg-slate-100 disabled:opacity-40'

const Chevron = ({ back }: { back?: boolean }) => (
	<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
		<path
			d={back ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'}
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
		/>
	</svg>
)

/**
 * The pictures of a detail page: a native scroll-snap strip (swipe works without script), with
 * previous/next buttons and a counter worked by app/enhance/pictures.ts.
 */
export function ImageCarousel({ images, alt }: { images: string[]; alt: string }) {
	if (images.length === 0) return null
	const several = images.length > 1
	return (
		<div
			className="relative"
			role="region"
			aria-roledescription="carousel"
			aria-label={`Pictures of ${alt}`}
			data-enhance={several ? 'pictures' : undefined}
		>
			{/* With more than one picture the strip scrolls, so it takes the focus: arrow keys scroll it too. */}
			<div
				data-track
				tabIndex={several ? 0 : undefined}
				role={several ? 'group' : undefined}
				aria-label={several ? 'Pictures, scroll sideways' : undefined}
				className="relative flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-slate-100 [scrollbar-width:none]"
			>
				{images.map((src, i) => (
					<div
						key={src + i}
						className="aspect-[16/10] w-full shrink-0 snap-center"
						role="group"
						aria-roledescription="slide"
						aria-label={`${i + 1} of ${images.length}`}
					>
						<ResponsiveImage
							src={src}
							alt={several ? `${alt}, picture ${i + 1}` : alt}
							sizes={IMAGE_SIZES.article}
							box={{ width: 1280, height: 800 }}
							priority={i === 0}
							className="h-full w-full object-cover"
						/>
					</div>
				))}
			</div>
			{several ? (
				<div className="needs-js mt-3 flex items-center justify-center gap-4">
					<button type="button" data-previous disabled className={stepButton}>
						<Chevron back />
						Previous<span className="sr-only"> picture</span>
					</button>
					<span className="min-w-12 text-center text-slate-700 tabular-nums" aria-live="polite" data-counter>
						1 / {images.length}
					</span>
					<button type="button" data-next className={stepButton}>
						Next<span className="sr-only"> picture</span>
						<Chevron />
					</button>
				</div>
			) : null}
		</div>
	)
}
