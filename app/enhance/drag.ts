/** How far (px) a mouse must move before a press becomes a drag (shorter is a click). */
const DRAG_AFTER_PX = 4
/** How far (px) a drag must go before letting go turns the slide. */
const TURN_AFTER_PX = 40

/**
 * A mouse drags a snapping track as a finger swipes it (a finger, a pen and a trackpad scroll it natively).
 * A press only becomes a drag once it moves, so clicks on links and buttons in the track stay clicks. While
 * dragging, snapping is off (`data-dragging`, CSS); on release `settle` gets the slide the drag started on
 * and the direction to turn from it (-1, 0 or 1), and the click that ends a drag follows no link.
 */
export function dragToScroll(track: HTMLElement, settle: (from: number, direction: -1 | 0 | 1) => void) {
	let pressed: { pointerId: number; x: number; scroll: number } | undefined
	let moved = 0
	track.addEventListener('dragstart', (event) => event.preventDefault())
	track.addEventListener('pointerdown', (event) => {
		if (event.pointerType !== 'mouse' || event.button !== 0) return
		pressed = { pointerId: event.pointerId, x: event.clientX, scroll: track.scrollLeft }
		moved = 0
	})
	track.addEventListener('pointermove', (event) => {
		if (!pressed || event.pointerId !== pressed.pointerId) return
		moved = pressed.x - event.clientX
		if (!track.hasPointerCapture(event.pointerId)) {
			if (Math.abs(moved) < DRAG_AFTER_PX) return
			track.setPointerCapture(event.pointerId)
			track.dataset.dragging = ''
		}
		track.scrollLeft = pressed.scroll + moved
	})
	const release = (event: PointerEvent) => {
		if (!pressed || event.pointerId !== pressed.pointerId) return
		const { scroll } = pressed
		pressed = undefined
		if (!track.hasPointerCapture(event.pointerId)) return
		track.releasePointerCapture(event.pointerId)
		delete track.dataset.dragging
		settle(
			Math.round(scroll / Math.max(1, track.clientWidth)),
			Math.abs(moved) < TURN_AFTER_PX ? 0 : moved > 0 ? 1 : -1,
		)
	}
	track.addEventListener('pointerup', release)
	track.addEventListener('pointercancel', release)
	track.addEventListener(
		'click',
		(event) => {
			if (Math.abs(moved) >= DRAG_AFTER_PX) event.preventDefault()
			moved = 0
		},
		true,
	)
}
