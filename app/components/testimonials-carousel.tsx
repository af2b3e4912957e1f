import type { Testimonial } from '#server/content/types/testimonials.ts'
import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react'
import { usePrefersReducedMotion } from '#app/lib/use-reduced-motion.ts'
import { IMAGE_SIZES, PicturePlaceholder, ResponsiveImage } from '#app/components/responsive-image.tsx'
import { StarRating } from '#app/components/star-rating.tsx'
import { YouTubeEmbed } from '#app/components/youtube-embed.tsx'

export type TestimonialView = Omit<Testimonial, 'created_at' | 'updated_at'>

export const AUTOPLAY_MS = 3000

/**
 * Media in the spec's order of preference: picture, else video, else the person's initial on the designed
 * placeholder, with the spec's words 'No Image or Video' for screen readers (the placeholder is decorative).
 */
function TestimonialMedia({ testimonial }: { testimonial: TestimonialView }) {
	if (testimonial.picture) {
		return (
			<ResponsiveImage
				src={testimonial.picture}
				alt={testimonial.name}
				sizes={IMAGE_SIZES.avatar}
				box={{ width: 96, height: 96 }}
				className="h-24 w-24 rounded-full object-cover ring-4 ring-white shadow"
			/>
		)
	}
	if (testimonial.youtube_link) {
		return (
			<YouTubeEmbed
				link={testimonial.youtube_link}
				title={`Testimonial from ${testimonial.name}`}
				className="w-full max-w-sm"
			/>
		)
	}
	return (
		<div>
			<PicturePlaceholder
				name={testimonial.name}
				className="h-24 w-24 rounded-full text-4xl shadow ring-4 ring-white"
			/>
			<span className="sr-only">No Image or Video</span>
		</div>
	)
}

const SOCIALS = ['linkedin', 'twitter', 'facebook', 'instagram'] as const
const SOCIAL_LABELS: Record<(typeof SOCIALS)[number], string> = {
	linkedin: 'LinkedIn',
	twitter: 'Twitter',
	facebook: 'Facebook',
	instagram: 'Instagram',
}

function Slide({ testimonial }: { testimonial: TestimonialView }) {
	return (
		<figure className="flex flex-col items-center gap-4 px-2 text-center sm:px-10">
			<TestimonialMedia testimonial={testimonial} />
			<blockquote className="max-w-2xl text-lg leading-8 text-slate-700">“{testimonial.message}”</blockquote>
			<StarRating stars={testimonial.stars} />
			<figcaption>
				<span className="block font-semibold text-slate-900">{testimonial.name}</span>
				{testimonial.position ? <span className="block text-sm text-slate-600">{testimonial.position}</span> : null}
			</figcaption>
			<ul className="flex flex-wrap justify-center gap-3 text-sm">
				{SOCIALS.filter((key) => testimonial[key]).map((key) => (
					<li key={key}>
						<a
							href={testimonial[key]}
							target="_blank"
							rel="noopener noreferrer nofollow"
							className="text-brand-700 underline-offset-2 hover:underline"
						>
							{SOCIAL_LABELS[key]}
							<span className="sr-only"> of {testimonial.name}</span>
						</a>
					</li>
				))}
			</ul>
		</figure>
	)
}

/**
 * One testimonial at a time, advancing every 3 s with a smooth slide; dots to jump; pauses on hover, focus
 * and touch, has a pause button, and never moves by itself under `prefers-reduced-motion`. The slides are
 * a CSS scroll-snap track, so a finger, a pen or a trackpad swipes them natively, without script (a mouse
 * has the dots: dragging with it would cost the home page script it has no room for, tests/system/js-budget).
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: TestimonialView[] }) {
	const [index, setIndex] = useState(0)
	const [hovered, setHovered] = useState(false)
	const [stopped, setStopped] = useState(false)
	const reducedMotion = usePrefersReducedMotion()
	const track = useRef<HTMLDivElement>(null)
	// The slide a scroll the carousel started is heading for: the scroll events on its way are not a swipe.
	const heading = useRef<number>(undefined)
	const count = testimonials.length
	const autoplay = count > 1 && !hovered && !stopped && !reducedMotion

	// The track's CSS makes the scroll smooth, but under reduced motion.
	const go = useCallback((target: number) => {
		setIndex(target)
		heading.current = target
		track.current?.scrollTo({ left: target * track.current.clientWidth })
	}, [])
	useEffect(() => {
		if (!autoplay) return
		// A new slide, however it came (the timer, a dot, a swipe), has its full 3 s.
		const timer = window.setTimeout(() => go((index + 1) % count), AUTOPLAY_MS)
		return () => window.clearTimeout(timer)
	}, [autoplay, index, count, go])

	if (count === 0) return <p className="text-center text-slate-600">No testimonials yet.</p>

	/** The slide the track has come to rest on, once a scroll of the carousel's own has arrived. */
	const onScroll = (event: UIEvent<HTMLDivElement>) => {
		const { scrollLeft, clientWidth } = event.currentTarget
		const at = Math.round(scrollLeft / Math.max(1, clientWidth))
		if (heading.current !== undefined && Math.abs(scrollLeft - heading.current * clientWidth) >= 1) return
		heading.current = undefined
		setIndex(at)
	}
	// The visitor takes over: whatever the carousel was scrolling to, their swipe decides now.
	const takeOver = () => (heading.current = undefined)

	return (
		<div
			role="region"
			aria-roledescription="carousel"
			aria-label="Testimonials"
			onMouseEnter={() => setHovered(true)}
			onMouseLeave={() => setHovered(false)}
			onFocus={() => setHovered(true)}
			onBlur={() => setHovered(false)}
			onTouchStart={() => setHovered(true)}
			onTouchEnd={() => setHovered(false)}
			data-autoplay={autoplay ? 'on' : 'off'}
		>
			{/* With more than one slide the track scrolls, so it takes the focus: arrow keys scroll it too.
			    `relative`: the slides' visually hidden texts (absolute) are placed in the track and scroll with it;
			    otherwise they sat in the page at the later slides' places and made a phone's page scroll sideways. */}
			<div
				ref={track}
				tabIndex={count > 1 ? 0 : undefined}
				role={count > 1 ? 'group' : undefined}
				aria-label={count > 1 ? 'Testimonials, scroll sideways' : undefined}
				className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain motion-safe:scroll-smooth [scrollbar-width:none]"
				onScroll={onScroll}
				onPointerDown={takeOver}
				onWheel={takeOver}
				onKeyDown={takeOver}
			>
				{testimonials.map((testimonial, i) => (
					<div
						key={testimonial.id}
						className="w-full shrink-0 snap-start [scroll-snap-stop:always]"
						role="group"
						aria-roledescription="slide"
						aria-label={`${i + 1} of ${count}`}
						aria-hidden={i !== index}
						inert={i !== index}
					>
						<Slide testimonial={testimonial} />
					</div>
				))}
			</div>
			{count > 1 ? (
				<div className="mt-8 flex flex-wrap items-center justify-center gap-4">
					<button
						type="button"
						onClick={() => setStopped((value) => !value)}
						className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-100"
					>
						{stopped ? 'Play' : 'Pause'}
						<span className="sr-only"> testimonials</span>
					</button>
					{/* Wraps: a dozen testimonials' dots are wider than a phone. Each is a 32 px target (WCAG 2.5.8
					    asks for 24). */}
					<div className="flex flex-wrap justify-center">
						{testimonials.map((testimonial, i) => (
							<button
								key={testimonial.id}
								type="button"
								onClick={() => go(i)}
								aria-label={`Show testimonial ${i + 1}`}
								aria-current={i === index ? 'true' : undefined}
								className="flex h-8 w-8 items-center justify-center rounded-full"
							>
								<span className={`block h-3 w-3 rounded-full ${i === index ? 'bg-brand-600' : 'bg-slate-300'}`} />
							</button>
						))}
					</div>
				</div>
			) : null}
		</div>
	)
}
