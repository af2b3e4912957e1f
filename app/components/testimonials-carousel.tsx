import type { Testimonial } from '#server/content/types/testimonials.ts'
import { useCallback, useEffect, useState } from 'react'
import { usePrefersReducedMotion } from '#app/lib/use-reduced-motion.ts'
import { IMAGE_SIZES, ResponsiveImage } from '#app/components/responsive-image.tsx'
import { PicturePlaceholder } from '#app/components/picture-placeholder.tsx'
import { StarRating } from '#app/components/star-rating.tsx'
import { YouTubeEmbed } from '#app/components/youtube-embed.tsx'

export type TestimonialView = Omit<Testimonial, 'created_at' | 'updated_at'>

export const AUTOPLAY_MS = 3000
export const TRANSITION_MS = 500

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
 * One testimonial at a time, advancing every 3 s with a 0.5 s slide; dots to jump; pauses on hover and
 * focus, has a pause button, and never moves by itself under `prefers-reduced-motion`.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: TestimonialView[] }) {
	const [index, setIndex] = useState(0)
	const [hovered, setHovered] = useState(false)
	const [stopped, setStopped] = useState(false)
	const reducedMotion = usePrefersReducedMotion()
	const count = testimonials.length
	const autoplay = count > 1 && !hovered && !stopped && !reducedMotion

	const next = useCallback(() => setIndex((current) => (current + 1) % count), [count])
	useEffect(() => {
		if (!autoplay) return
		const timer = window.setInterval(next, AUTOPLAY_MS)
		return () => window.clearInterval(timer)
	}, [autoplay, next])

	if (count === 0) return <p className="text-center text-slate-600">No testimonials yet.</p>

	return (
		<div
			role="region"
			aria-roledescription="carousel"
			aria-label="Testimonials"
			onMouseEnter={() => setHovered(true)}
			onMouseLeave={() => setHovered(false)}
			onFocus={() => setHovered(true)}
			onBlur={() => setHovered(false)}
			data-autoplay={autoplay ? 'on' : 'off'}
		>
			<div className="overflow-hidden">
				<div
					className="flex"
					style={{
						transform: `translateX(-${index * 100}%)`,
						transition: reducedMotion ? 'none' : `transform ${TRANSITION_MS}ms ease-in-out`,
					}}
				>
					{testimonials.map((testimonial, i) => (
						<div
							key={testimonial.id}
							className="w-full shrink-0"
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
					{/* Wraps: a dozen testimonials' dots are wider than a phone. */}
					<div className="flex flex-wrap justify-center gap-1">
						{testimonials.map((testimonial, i) => (
							<button
								key={testimonial.id}
								type="button"
								onClick={() => setIndex(i)}
								aria-label={`Show testimonial ${i + 1}`}
								aria-current={i === index ? 'true' : undefined}
								className="flex h-6 w-6 items-center justify-center"
							>
								<span className={`block h-2.5 w-2.5 rounded-full ${i === index ? 'bg-brand-600' : 'bg-slate-300'}`} />
							</button>
						))}
					</div>
				</div>
			) : null}
		</div>
	)
}
