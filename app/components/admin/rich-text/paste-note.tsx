import type { Editor } from '@tiptap/core'
import { useEditorState } from '@tiptap/react'

import { removedMessage } from '#app/components/admin/rich-text/paste.ts'
import { dismissPasteNote, pasteAsPlainText, pasteNoteOf } from '#app/components/admin/rich-text/paste-cleanup.ts'

const buttonClass =
	'rounded-md px-2 py-1 font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'

/**
 * Under the toolbar after a paste that lost something (ADR 0048, "Paste"): what went, 'Undo' (the paste),
 * 'Paste as plain text' (the clipboard's text in its place) and 'Dismiss'. The live region is always there,
 * empty between pastes, so a screen reader hears the words when they come (a region added with its words
 * is often not read). It is polite, as a status is, without the role: the admin's toast is the page's one
 * `status`.
 */
export function PasteNote({ editor }: { editor: Editor }) {
	const note = useEditorState({
		editor,
		selector: ({ editor: current }) => (current.isDestroyed ? null : pasteNoteOf(current.state)),
	})
	return (
		<div aria-live="polite">
			{note ? (
				<div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 bg-amber-50 px-3 py-1.5 text-sm text-slate-800">
					<p className="mr-auto">{removedMessage(note.removed)}</p>
					<button type="button" className={buttonClass} onClick={() => editor.chain().focus().undo().run()}>
						Undo
					</button>
					<button type="button" className={buttonClass} onClick={() => pasteAsPlainText(editor.view, note)}>
						Paste as plain text
					</button>
					<button
						type="button"
						className={buttonClass}
						onClick={() => {
							dismissPasteNote(editor.view)
							editor.commands.focus()
						}}
					>
						Dismiss
					</button>
				</div>
			) : null}
		</div>
	)
}
