import { useEffect, useEffectEvent, useRef } from 'react'

/**
 * A dialog of the editor (a link's or a video's address): a modal `<dialog>` shown while `open`, its field
 * focused; `onOpen` reads what it starts from (the editor's selection) before the focus moves into it.
 */
export function useEditorDialog(open: boolean, onOpen: () => void) {
	const dialog = useRef<HTMLDialogElement>(null)
	const input = useRef<HTMLInputElement>(null)
	const opening = useEffectEvent(onOpen)
	useEffect(() => {
		const element = dialog.current
		if (!element) return
		if (open && !element.open) {
			opening()
			element.showModal()
			input.current?.focus()
		} else if (!open && element.open) element.close()
	}, [open])
	return { dialog, input }
}
