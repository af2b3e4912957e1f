import { Extension } from '@tiptap/core'
import { closeHistory } from '@tiptap/pm/history'
import { Fragment, Slice } from '@tiptap/pm/model'
import { type EditorState, Plugin, PluginKey } from '@tiptap/pm/state'
import type { EditorView } from '@tiptap/pm/view'

import { cleanPastedHtml, type PasteRemoved, removedSomething } from '#app/components/admin/rich-text/paste.ts'

/**
 * Pasted HTML is cleaned before the editor reads it (paste.ts; docs/decisions/0048-rich-text-editor-over-markdown.md,
 * "Paste"). A paste that lost something leaves a note in the editor's state, read by paste-note.tsx: what went,
 * where the pasted content is and the clipboard's plain text, for 'Undo' and 'Paste as plain text'. The next
 * change of the text takes the note away.
 */
export type PasteNote = { removed: PasteRemoved; from: number; to: number; text: string }

const pasteNoteKey = new PluginKey<PasteNote | null>('pasteNote')

export const pasteNoteOf = (state: EditorState): PasteNote | null => pasteNoteKey.getState(state) ?? null

/** Takes the note away (the note's own close button). */
export function dismissPasteNote(view: EditorView) {
	view.dispatch(view.state.tr.setMeta(pasteNoteKey, null))
}

/** Puts the clipboard's plain text, one paragraph a line, where the cleaned paste went: one step to undo. */
export function pasteAsPlainText(view: EditorView, note: PasteNote) {
	const { schema } = view.state
	const lines = note.text.split(/\r\n?|\n/).filter((line) => line.trim() !== '')
	const paragraphs = lines.map((line) => schema.nodes.paragraph!.create(null, schema.text(line)))
	const tr = view.state.tr.replaceRange(note.from, note.to, new Slice(Fragment.from(paragraphs), 1, 1))
	view.dispatch(closeHistory(tr).scrollIntoView().setMeta(pasteNoteKey, null))
	view.focus()
}

export const PasteCleanup = Extension.create({
	name: 'pasteCleanup',
	addProseMirrorPlugins() {
		// What the last cleaning removed, between the HTML's cleaning and the paste's transaction.
		let pending: PasteRemoved | null = null
		const forget = () => {
			pending = null
			return false
		}
		return [
			new Plugin<PasteNote | null>({
				key: pasteNoteKey,
				state: {
					init: () => null,
					apply: (tr, note) => {
						const meta = tr.getMeta(pasteNoteKey) as PasteNote | null | undefined
						if (meta !== undefined) return meta
						return tr.docChanged ? null : note
					},
				},
				props: {
					handleDOMEvents: { paste: forget, drop: forget },
					transformPastedHTML(html) {
						const cleaned = cleanPastedHtml(html)
						pending = cleaned.removed
						return cleaned.html
					},
					handlePaste(view, event, slice) {
						const removed = pending
						pending = null
						if (!removed || !removedSomething(removed)) return false
						// ProseMirror's own paste, as one step of its own in the history (so 'Undo' takes back
						// the paste alone), with the note.
						const { state } = view
						const single =
							slice.openStart === 0 && slice.openEnd === 0 && slice.content.childCount === 1
								? slice.content.firstChild
								: null
						const tr = single ? state.tr.replaceSelectionWith(single, false) : state.tr.replaceSelection(slice)
						const note: PasteNote = {
							removed,
							from: tr.mapping.map(state.selection.from, -1),
							to: tr.mapping.map(state.selection.to, 1),
							text: event.clipboardData?.getData('text/plain') ?? '',
						}
						view.dispatch(
							closeHistory(tr)
								.scrollIntoView()
								.setMeta('paste', true)
								.setMeta('uiEvent', 'paste')
								.setMeta(pasteNoteKey, note),
						)
						return true
					},
				},
			}),
		]
	},
})
