import { showPauseState } from '#app/enhance/motion.ts'

/** The client logos' Pause button (app/components/clients-marquee.tsx); hovering pauses them in CSS. */
export function enhanceMarquee(root: HTMLElement) {
	const strip = root.querySelector<HTMLElement>('.marquee')
	const button = root.querySelector<HTMLElement>('[data-pause]')
	if (!strip || !button) return
	button.addEventListener('click', () => {
		const paused = strip.dataset.paused !== 'true'
		strip.dataset.paused = String(paused)
		showPauseState(button, paused)
	})
}
