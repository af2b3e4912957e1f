import type { Testimonial } from '#server/content/types/testimonials.ts'
import { IMAGE_SIZES, PicturePlaceholder, ResponsiveImage } from '#app/components/responsive-image.tsx'
import { StarRating } from '#app/components/star-rating.tsx'
import { YouTubeEmbed } from '#app/components/youtube-embed.tsx'

export type TestimonialView = Omit<Testimonial, 'created_at' | 'updated_at'>

export const AUTOPLAY_MS = 3000

/**
 * Media in docs/product.md's order of preference: picture, else video, else the person's initial on the designed
 * placeholder, with docs/product.md's words 'No Image or Video' for screen readers (the placeholder is decorative).
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

/* About four lines on a phone: longer, a centred quote's ragged left edge is hard to read, so it starts at the
   left there (centred from 640 px, where its lines are long and few). */
const LONG_QUOTE_CHARS = 140

function Slide({ testimonial }: { testimonial: TestimonialView }) {
	return (
		<figure className="flex flex-col items-center gap-4 px-2 text-center sm:px-10">
			<TestimonialMedia testimonial={testimonial} />
			<blockquote
				className={`max-w-2xl text-lg leading-8 text-slate-700 ${testimonial.message.length > LONG_QUOTE_CHARS ? 'text-left sm:text-center' : ''}`}
			>
				“{testimonial.message}”
			</blockquote>
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
 * One testimonial at a time on a CSS scroll-snap track: a finger, a pen or a trackpad swipes it without
 * script. app/enhance/testimonials.ts adds what needs script: advancing every 3 s (AUTOPLAY_MS) with a
 * smooth slide, dragging with a mouse, the dots and the Pause button, pausing on hover, focus and touch,
 * never moving by itself under `prefers-reduced-motion`, and hiding the slides out of view from screen
 * readers. Without script every slide is there to scroll to and read.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: TestimonialView[] }) {
	const count = testimonials.length
	if (count === 0) return <p className="text-center text-slate-600">No testimonials yet.</p>
	return (
		<div
			role="region"
			aria-roledescription="carousel"
			aria-label="Testimonials"
			data-enhance="testimonials"
			data-autoplay="off"
			data-interval={AUTOPLAY_MS}
		>
			{/* With more than one slide the track scrolls, so it takes the focus: arrow keys scroll it too. It is
			    `relative` so that it clips what is absolutely placed in a slide (the screen-reader texts), which would
			    otherwise widen the page. */}
			<div
				data-track
				tabIndex={count > 1 ? 0 : undefined}
				role={count > 1 ? 'group' : undefined}
				aria-label={count > 1 ? 'Testimonials, scroll sideways' : undefined}
				className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain motion-safe:scroll-smooth [scrollbar-width:none] data-[dragging]:cursor-grabbing data-[dragging]:snap-none"
			>
				{testimonials.map((testimonial, i) => (
					<div
						key={testimonial.id}
						data-slide
						className="w-full shrink-0 snap-start [scroll-snap-stop:always]"
						role="group"
						aria-roledescription="slide"
						aria-label={`${i + 1} of ${count}`}
					>
						<Slide testimonial={testimonial} />
					</div>
				))}
			</div>
			{count > 1 ? (
				<div className="needs-js mt-8 flex flex-wrap items-center justify-center gap-4">
					<button
						type="button"
						data-pause
						className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-100"
					>
						<span data-pause-label>Pause</span>
						<span className="sr-only"> testimonials</span>
					</button>
					{/* Wraps: a dozen testimonials' dots are wider than a phone. Each is a 32 px target (WCAG 2.5.8
					    asks for 24). */}
					<div className="flex flex-wrap justify-center">
						{testimonials.map((testimonial, i) => (
							<button
								key={testimonial.id}
								type="button"
								data-dot
								aria-label={`Show testimonial ${i + 1}`}
								aria-current={i === 0 ? 'true' : undefined}
								className="group flex h-8 w-8 items-center justify-center rounded-full"
							>
								<span className="block h-3 w-3 rounded-full bg-slate-300 group-aria-[current=true]:bg-brand-600" />
							</button>
						))}
					</div>
				</div>
			) : null}
		</div>
	)
}
