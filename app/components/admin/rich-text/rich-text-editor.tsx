import '#app/components/admin/rich-text/rich-text.css'

import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'

import { readingStats } from '#shared/reading-time.ts'
import { type LibraryImage, MediaLibraryDialog } from '#app/components/admin/media-library-dialog.tsx'
import { bodyExtensions, flushTyping } from '#app/components/admin/rich-text/extensions.ts'
import { LinkDialog } from '#app/components/admin/rich-text/link-dialog.tsx'
import { markdownToSave, type OpenedBody, openedBody } from '#app/components/admin/rich-text/markdown-save.ts'
import { PasteNote } from '#app/components/admin/rich-text/paste-note.tsx'
import { SlashMenuStore } from '#app/components/admin/rich-text/slash-menu.ts'
import { SlashMenuList } from '#app/components/admin/rich-text/slash-menu-list.tsx'
import { Toolbar } from '#app/components/admin/rich-text/toolbar.tsx'
import { VideoDialog } from '#app/components/admin/rich-text/video-dialog.tsx'
import { setNativeValue } from '#app/lib/form-values.ts'

const NO_IMAGES: ReadonlySet<string> = new Set()

/** The editing area is the field (docs/design.md §14): a multi-line textbox named by the field's label. */
const editingAreaAttributes = ({
	labelId,
	describedBy,
	invalid,
}: {
	labelId: string
	describedBy: string | undefined
	invalid: boolean
}): Record<string, string> => ({
	role: 'textbox',
	'aria-multiline': 'true',
	'aria-labelledby': labelId,
	...(describedBy && { 'aria-describedby': describedBy }),
	...(invalid && { 'aria-invalid': 'true' }),
	class: 'prose max-w-none min-h-48 px-3 py-2 focus:outline-none',
})

/**
 * The rich-text editor over a Markdown field (ADR 0048), loaded on admin screens only. The field's
 * `<textarea>` stays in the form, hidden, and holds the Markdown at every keystroke (an `input` event
 * each time): the form sends it, and the local draft, the unsaved-changes warning, the session-expiry
 * re-send and the conflict view read it as before. What fills the textarea from outside (a restored
 * draft, a form reset) is opened in the editor.
 */
export default function RichTextEditor({
	field,
	initial,
	label,
	labelId,
	describedBy,
	invalid,
}: {
	/** The field's textarea; in place once the editor's first render is on the page. */
	field: RefObject<HTMLTextAreaElement | null>
	/** What the textarea was rendered with (it may not be on the page yet as the editor starts). */
	initial: string
	label: string
	labelId: string
	describedBy?: string | undefined
	invalid: boolean
}) {
	const [linkOpen, setLinkOpen] = useState(false)
	const [libraryOpen, setLibraryOpen] = useState(false)
	const [videoOpen, setVideoOpen] = useState(false)
	const dialogs = { link: () => setLinkOpen(true), image: () => setLibraryOpen(true), video: () => setVideoOpen(true) }
	const [menu] = useState(() => new SlashMenuStore())
	const menuId = `${useId()}-blocks`
	const opened = useRef<OpenedBody | null>(null)
	// A draft restored into the textarea before the editor came is what it opens.
	const start = field.current?.value ?? initial
	const written = useRef(start)
	const editor = useEditor({
		extensions: bodyExtensions({
			onLinkShortcut: () => setLinkOpen(true),
			menu: { store: menu, dialogs: () => dialogs, listId: menuId },
		}),
		content: start,
		contentType: 'markdown',
		immediatelyRender: true,
		// Its rules come with this chunk's stylesheet: an injected <style> is refused by the CSP.
		injectCSS: false,
		editorProps: { attributes: editingAreaAttributes({ labelId, describedBy, invalid }) },
		onCreate: ({ editor: created }) => {
			opened.current = openedBody(created, start)
			// Typing began in the textarea before the editor came: it goes on in the editor, where it stopped.
			if (field.current && document.activeElement === field.current) created.commands.focus('end')
		},
		onUpdate: ({ editor: changed }) => {
			const textarea = field.current
			if (!opened.current || !textarea) return
			const markdown = markdownToSave(changed, opened.current)
			if (markdown === textarea.value) return
			written.current = markdown
			setNativeValue(textarea, markdown)
			textarea.dispatchEvent(new Event('input', { bubbles: true }))
		},
	})

	// A refused save marks the field, and its message names it: said again by the editing area.
	useEffect(() => {
		if (editor.isDestroyed) return
		editor.setOptions({
			editorProps: {
				...editor.options.editorProps,
				attributes: editingAreaAttributes({ labelId, describedBy, invalid }),
			},
		})
	}, [editor, labelId, describedBy, invalid])

	useEffect(() => {
		const textarea = field.current
		if (!textarea) return
		// Opens what was put in the textarea from outside: a restored draft (an input event) or a reset form.
		const open = () => {
			if (textarea.value === written.current) return
			written.current = textarea.value
			// Not a step of the history: Undo after 'Restore' must not take the restored draft away again.
			editor
				.chain()
				.setMeta('addToHistory', false)
				.setContent(textarea.value, { contentType: 'markdown', emitUpdate: false })
				.run()
			opened.current = openedBody(editor, textarea.value)
		}
		const afterReset = () => requestAnimationFrame(open)
		// What was just typed or cleared reaches the textarea before the form is read (this listener runs before
		// React's, which sit at the page's root).
		const beforeSending = () => {
			if (!editor.isDestroyed) flushTyping(editor)
		}
		textarea.addEventListener('input', open)
		textarea.form?.addEventListener('reset', afterReset)
		textarea.form?.addEventListener('submit', beforeSending)
		return () => {
			textarea.removeEventListener('input', open)
			textarea.form?.removeEventListener('reset', afterReset)
			textarea.form?.removeEventListener('submit', beforeSending)
		}
	}, [editor, field])

	// The selectors run once more as the screen is left, on an editor already destroyed: nothing to read then.
	const stats = useEditorState({
		editor,
		selector: ({ editor: current }) => (current.isDestroyed ? '' : readingStats(current.getText()).label),
	})
	const image = useEditorState({
		editor,
		selector: ({ editor: current }) =>
			!current.isDestroyed && current.isActive('image') ? String(current.getAttributes('image').alt ?? '') : undefined,
	})

	const insertImage = ([chosen]: LibraryImage[]) => {
		setLibraryOpen(false)
		if (!chosen) return
		editor
			.chain()
			.focus()
			.setImage({ src: chosen.url, alt: chosen.alt ?? '' })
			.run()
	}

	return (
		<div className="mt-1 rounded-lg border border-slate-500 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600">
			{/* The toolbar, the paste note and the picture's alt text stay at the window's top while the text scrolls. */}
			<div className="sticky top-0 z-10 rounded-t-lg bg-white">
				<Toolbar editor={editor} label={label} dialogs={dialogs} />
				<PasteNote editor={editor} />
				{image !== undefined ? (
					<div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2 text-sm">
						<label htmlFor={`${labelId}-alt`} className="font-medium text-slate-800">
							Picture's alt text
						</label>
						<input
							id={`${labelId}-alt`}
							type="text"
							value={image}
							maxLength={300}
							onChange={(event) => editor.chain().updateAttributes('image', { alt: event.currentTarget.value }).run()}
							// Enter ends the alt text, back in the text; it never sends the form.
							onKeyDown={(event) => {
								if (event.key !== 'Enter') return
								event.preventDefault()
								editor.commands.focus()
							}}
							className="min-w-0 flex-1 rounded-md border border-slate-500 px-2 py-1"
						/>
					</div>
				) : null}
			</div>
			<EditorContent editor={editor} />
			<SlashMenuList store={menu} id={menuId} label={label} />
			<p className="border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600">{stats}</p>
			<LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
			<VideoDialog editor={editor} open={videoOpen} onClose={() => setVideoOpen(false)} />
			<MediaLibraryDialog
				open={libraryOpen}
				multiple={false}
				taken={NO_IMAGES}
				onChoose={insertImage}
				onClose={() => {
					setLibraryOpen(false)
					editor.commands.focus()
				}}
			/>
		</div>
	)
}
