import { prefersReducedMotion } from '#app/enhance/motion.ts'

/** The slide a snapping strip has come to rest on (each slide is the strip's width). */
export const restingSlide = (track: HTMLElement) => Math.round(track.scrollLeft / Math.max(1, track.clientWidth))

/**
 * A detail page's pictures (app/components/image-carousel.tsx): Previous and Next scroll the strip a
 * picture at a time, and the counter follows however the strip moves (buttons, swipe, arrow keys).
 */
export function enhancePictures(carousel: HTMLElement) {
	const track = carousel.querySelector<HTMLElement>('[data-track]')
	const previous = carousel.querySelector<HTMLButtonElement>('[data-previous]')
	const next = carousel.querySelector<HTMLButtonElement>('[data-next]')
	const counter = carousel.querySelector<HTMLElement>('[data-counter]')
	if (!track || !previous || !next || !counter) return
	const count = track.children.length
	let current = 0
	const showCurrent = (at: number) => {
		current = at
		previous.disabled = at === 0
		next.disabled = at === count - 1
		counter.textContent = `${at + 1} / ${count}`
	}
	const go = (at: number) => {
		const target = Math.max(0, Math.min(count - 1, at))
		track.scrollTo({ left: target * track.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
		showCurrent(target)
	}
	track.addEventListener('scroll', () => showCurrent(restingSlide(track)), { passive: true })
	previous.addEventListener('click', () => go(current - 1))
	next.addEventListener('click', () => go(current + 1))
	showCurrent(restingSlide(track))
}
