const REDUCED_MOTION = matchMedia('(prefers-reduced-motion: reduce)')

/** True when the visitor asked their system for less motion (checked at each use: it can change). */
export const prefersReducedMotion = () => REDUCED_MOTION.matches

/** Calls `onChange` when the visitor's wish for less motion changes. */
export const onReducedMotionChange = (onChange: () => void) => REDUCED_MOTION.addEventListener('change', onChange)

/** A Pause button's word: what pressing it will do. */
export function showPauseState(button: HTMLElement, paused: boolean) {
	const label = button.querySelector('[data-pause-label]')
	if (label) label.textContent = paused ? 'Play' : 'Pause'
}
