import type { Editor } from '@tiptap/core'
import { useId, useRef, useState } from 'react'

import { youtubeVideoId } from '#shared/youtube.ts'
import { CancelButton, MODAL_CLASS } from '#app/components/admin/dialog-parts.tsx'
import { inputClass } from '#app/components/admin/fields.tsx'
import { useEditorDialog } from '#app/components/admin/rich-text/use-editor-dialog.ts'

export const VIDEO_ADDRESS_PROBLEM = 'Enter a YouTube watch address: https://www.youtube.com/watch?v=…'

/**
 * The Video button or the `/` menu: a YouTube watch address, checked before the video is put at the cursor
 * as a block of its own (the body holds the address alone on its line; the site shows the player).
 */
export function VideoDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
	const id = useId()
	const [address, setAddress] = useState('')
	const [problem, setProblem] = useState<string>()
	// Where the video goes, as it was when the dialog opened: its field takes the focus.
	const at = useRef(0)
	const { dialog, input } = useEditorDialog(open, () => {
		at.current = editor.state.selection.to
		setAddress('')
		setProblem(undefined)
	})

	const close = () => {
		onClose()
		editor.commands.focus()
	}
	const apply = () => {
		const src = address.trim()
		if (!youtubeVideoId(src)) {
			setProblem(VIDEO_ADDRESS_PROBLEM)
			input.current?.focus()
			return
		}
		editor.chain().focus().setTextSelection(at.current).setVideo(src).run()
		onClose()
	}
	return (
		<dialog
			ref={dialog}
			aria-labelledby={`${id}-title`}
			onCancel={(event) => {
				event.preventDefault()
				close()
			}}
			className={MODAL_CLASS}
		>
			<div className="p-6">
				<h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
					Add a video
				</h2>
				<label htmlFor={`${id}-address`} className="mt-4 block text-sm font-medium text-slate-800">
					YouTube address
				</label>
				<input
					ref={input}
					id={`${id}-address`}
					type="url"
					value={address}
					onChange={(event) => setAddress(event.currentTarget.value)}
					onKeyDown={(event) => {
						if (event.key !== 'Enter') return
						event.preventDefault()
						apply()
					}}
					aria-invalid={problem ? true : undefined}
					aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
					placeholder="https://www.youtube.com/watch?v=…"
					className={inputClass}
				/>
				{problem ? (
					<p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
						{problem}
					</p>
				) : (
					<p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
						Shown on the page as a player that loads when a visitor clicks it.
					</p>
				)}
				<div className="mt-6 flex flex-wrap justify-end gap-3">
					<CancelButton onClick={close} />
					<button
						type="button"
						className="rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
						onClick={apply}
					>
						Add video
					</button>
				</div>
			</div>
		</dialog>
	)
}
