import { dragToScroll } from '#app/enhance/drag.ts'
import { onReducedMotionChange, prefersReducedMotion, showPauseState } from '#app/enhance/motion.ts'
import { restingSlide } from '#app/enhance/pictures.ts'

/**
 * The testimonials carousel (app/components/testimonials-carousel.tsx): one slide at a time, the next every
 * `data-interval` ms (each slide, however it came, has its full time), pausing while the pointer or the
 * focus is on it, a finger touches it, or its Pause button says so, and never moving by itself under
 * `prefers-reduced-motion`. The dots jump to a slide; a mouse drags the track like a finger swipes it.
 * Slides out of view are hidden from screen readers and the Tab key.
 */
export function enhanceTestimonials(carousel: HTMLElement) {
	const track = carousel.querySelector<HTMLElement>('[data-track]')
	if (!track) return
	const slides = [...track.querySelectorAll<HTMLElement>('[data-slide]')]
	const dots = [...carousel.querySelectorAll<HTMLElement>('[data-dot]')]
	const pause = carousel.querySelector<HTMLElement>('[data-pause]')
	const interval = Number(carousel.dataset.interval) || 3000
	let index = 0
	let held = false
	let stopped = false
	let timer: number | undefined
	// The slide a scroll the carousel started is heading for: the scroll events on its way are not a swipe.
	let heading: number | undefined

	const autoplay = () => slides.length > 1 && !held && !stopped && !prefersReducedMotion()
	const schedule = () => {
		window.clearTimeout(timer)
		carousel.dataset.autoplay = autoplay() ? 'on' : 'off'
		if (autoplay()) timer = window.setTimeout(() => go((index + 1) % slides.length), interval)
	}
	const show = (at: number) => {
		index = at
		slides.forEach((slide, i) => {
			slide.inert = i !== at
			slide.setAttribute('aria-hidden', String(i !== at))
		})
		dots.forEach((dot, i) =>
			i === at ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
		)
		schedule()
	}
	// The track's CSS makes the scroll smooth, but under reduced motion.
	const go = (at: number) => {
		heading = at
		show(at)
		track.scrollTo({ left: at * track.clientWidth })
	}
	const hold = (value: boolean) => {
		held = value
		schedule()
	}

	track.addEventListener(
		'scroll',
		() => {
			if (heading !== undefined && Math.abs(track.scrollLeft - heading * track.clientWidth) >= 1) return
			heading = undefined
			const at = restingSlide(track)
			if (at !== index) show(at)
		},
		{ passive: true },
	)
	// The visitor takes over: whatever the carousel was scrolling to, their swipe decides now.
	const takeOver = () => (heading = undefined)
	for (const type of ['pointerdown', 'wheel', 'keydown'] as const)
		track.addEventListener(type, takeOver, { passive: true })
	dragToScroll(track, (from, direction) => go(Math.max(0, Math.min(slides.length - 1, from + direction))))

	carousel.addEventListener('mouseenter', () => hold(true))
	carousel.addEventListener('mouseleave', () => hold(false))
	carousel.addEventListener('focusin', () => hold(true))
	carousel.addEventListener('focusout', (event) => {
		if (!carousel.contains(event.relatedTarget as Node | null)) hold(false)
	})
	carousel.addEventListener('touchstart', () => hold(true), { passive: true })
	carousel.addEventListener('touchend', () => hold(false), { passive: true })
	dots.forEach((dot, i) => dot.addEventListener('click', () => go(i)))
	pause?.addEventListener('click', () => {
		stopped = !stopped
		showPauseState(pause, stopped)
		schedule()
	})
	onReducedMotionChange(schedule)
	show(restingSlide(track))
}
