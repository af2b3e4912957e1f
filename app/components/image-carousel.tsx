import { useRef, useState } from 'react'
import { IMAGE_SIZES, ResponsiveImage } from '#app/components/responsive-image.tsx'

/**
 * The pictures of a detail page: a native scroll-snap strip (swipe works without script), with
 * previous/next buttons and a counter.
 */
export function ImageCarousel({ images, alt }: { images: string[]; alt: string }) {
	const strip = useRef<HTMLDivElement>(null)
	const [current, setCurrent] = useState(0)
	if (images.length === 0) return null

	const go = (index: number) => {
		const target = Math.max(0, Math.min(images.length - 1, index))
		const element = strip.current
		if (!element) return
		element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' })
		setCurrent(target)
	}

	return (
		<div className="relative" role="region" aria-roledescription="carousel" aria-label={`Pictures of ${alt}`}>
			{/* With more than one picture the strip scrolls, so it takes the focus: arrow keys scroll it too. */}
			<div
				ref={strip}
				tabIndex={images.length > 1 ? 0 : undefined}
				role={images.length > 1 ? 'group' : undefined}
				aria-label={images.length > 1 ? 'Pictures, scroll sideways' : undefined}
				className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-slate-100 [scrollbar-width:none]"
				onScroll={(event) => {
					const element = event.currentTarget
					setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)))
				}}
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
							alt={images.length > 1 ? `${alt}, picture ${i + 1} of ${images.length}` : alt}
							sizes={IMAGE_SIZES.detail}
							box={{ width: 1280, height: 800 }}
							priority={i === 0}
							className="h-full w-full object-cover"
						/>
					</div>
				))}
			</div>
			{images.length > 1 ? (
				<div className="mt-3 flex items-center justify-center gap-4">
					<button
						type="button"
						onClick={() => go(current - 1)}
						disabled={current === 0}
						className="rounded-full border border-slate-300 px-4 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
					>
						Previous<span className="sr-only"> picture</span>
					</button>
					<span className="text-sm text-slate-600" aria-live="polite">
						{current + 1} / {images.length}
					</span>
					<button
						type="button"
						onClick={() => go(current + 1)}
						disabled={current === images.length - 1}
						className="rounded-full border border-slate-300 px-4 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
					>
						Next<span className="sr-only"> picture</span>
					</button>
				</div>
			) : null}
		</div>
	)
}
