/** How far (px) a mouse must move the track before letting go turns the slide. */
const TURN_AFTER_PX = 40

/**
 * A mouse drags a snapping track as a finger swipes it (a finger, a pen and a trackpad scroll it natively).
 * While dragging, snapping is off (`data-dragging`, CSS); on release `settle` gets the slide the drag
 * started on and the direction to turn from it (-1, 0 or 1), and the click that ends a drag does not
 * follow a link under the pointer.
 */
export function dragToScroll(track: HTMLElement, settle: (from: number, direction: -1 | 0 | 1) => void) {
	let startX = 0
	let startScroll = 0
	let moved = 0
	track.addEventListener('dragstart', (event) => event.preventDefault())
	track.addEventListener('pointerdown', (event) => {
		if (event.pointerType !== 'mouse' || event.button !== 0) return
		startX = event.clientX
		startScroll = track.scrollLeft
		moved = 0
		track.setPointerCapture(event.pointerId)
	})
	track.addEventListener('pointermove', (event) => {
		if (!track.hasPointerCapture(event.pointerId)) return
		moved = startX - event.clientX
		if (Math.abs(moved) > 3) track.dataset.dragging = ''
		track.scrollLeft = startScroll + moved
	})
	const release = (event: PointerEvent) => {
		if (!track.hasPointerCapture(event.pointerId)) return
		track.releasePointerCapture(event.pointerId)
		delete track.dataset.dragging
		settle(
			Math.round(startScroll / Math.max(1, track.clientWidth)),
			Math.abs(moved) < TURN_AFTER_PX ? 0 : moved > 0 ? 1 : -1,
		)
	}
	track.addEventListener('pointerup', release)
	track.addEventListener('pointercancel', release)
	track.addEventListener(
		'click',
		(event) => {
			if (Math.abs(moved) > 3) event.preventDefault()
			moved = 0
		},
		true,
	)
}
