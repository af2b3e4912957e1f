import { type Dispatch, type DragEvent, type SetStateAction, useEffect, useState } from 'react'

import type { Picture } from '#app/components/admin/picture-card.tsx'

/** The list with one picture moved to `to` (an index of the list as it is). */
function moved(pictures: Picture[], key: string, to: number): Picture[] {
	const from = pictures.findIndex((picture) => picture.key === key)
	if (from < 0 || to < 0 || to >= pictures.length || from === to) return pictures
	const next = [...pictures]
	const [picture] = next.splice(from, 1)
	next.splice(to, 0, picture!)
	return next
}

/** What a screen reader hears after a move (the cover is the first picture: listing cards show it). */
const movedText = (to: number, count: number) =>
	`Picture moved to position ${to + 1} of ${count}${to === 0 ? ': it is now the cover' : ''}.`

/**
 * Reordering an image field's pictures: by HTML5 drag and drop (a picture dropped on another takes its
 * place) or by the 'Move earlier' / 'Move later' buttons, which keep the focus on the moved picture's
 * button (on the other one once it reaches an end) and announce the new position.
 */
export function usePictureOrder(pictures: Picture[], setPictures: Dispatch<SetStateAction<Picture[]>>) {
	const [dragged, setDragged] = useState<string>()
	const [over, setOver] = useState<string>()
	const [announcement, setAnnouncement] = useState('')
	/** The button to focus once the list has rerendered: React may move other nodes than the focused one. */
	const [focusAfter, setFocusAfter] = useState<{ key: string; by: -1 | 1 }>()

	useEffect(() => {
		if (!focusAfter) return
		// Picture keys are unique on the page (one counter for every field).
		const button = (by: number) =>
			document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${focusAfter.key}:${by}`)}"]`)
		const same = button(focusAfter.by)
		;(same && !same.disabled ? same : button(-focusAfter.by))?.focus()
	}, [focusAfter, pictures])

	const moveTo = (key: string, to: number) => {
		if (moved(pictures, key, to) === pictures) return
		setPictures((current) => moved(current, key, to))
		setAnnouncement(movedText(to, pictures.length))
	}

	return {
		dragged,
		over,
		announcement,
		move(key: string, by: -1 | 1) {
			const from = pictures.findIndex((picture) => picture.key === key)
			moveTo(key, from + by)
			setFocusAfter({ key, by })
		},
		dragHandlers(key: string) {
			return {
				start(event: DragEvent) {
					setDragged(key)
					event.dataTransfer.effectAllowed = 'move'
					// Some browsers start a drag only with data set; the key itself is kept in state.
					event.dataTransfer.setData('text/plain', key)
				},
				over(event: DragEvent) {
					// Only this field's own pictures are dropped here (not files, not another field's).
					if (dragged === undefined) return
					event.preventDefault()
					event.dataTransfer.dropEffect = 'move'
					if (over !== key) setOver(key)
				},
				drop(event: DragEvent) {
					if (dragged === undefined) return
					event.preventDefault()
					moveTo(
						dragged,
						pictures.findIndex((picture) => picture.key === key),
					)
					setDragged(undefined)
					setOver(undefined)
				},
				end() {
					setDragged(undefined)
					setOver(undefined)
				},
			}
		},
	}
}
