import type { Editor } from '@tiptap/core'
import { useEditorState } from '@tiptap/react'

import { CALLOUTS } from '#shared/markdown-extensions.ts'
import { CALLOUT_KINDS, type CalloutKind } from '#app/components/admin/rich-text/callout.ts'

/**
 * The editor's buttons, each named, with its shortcut said (`aria-keyshortcuts`) and shown on hover; a
 * button whose mark or block is where the cursor is, is pressed. Every one is a tab stop: the toolbar is a
 * row of ordinary buttons, reachable by keyboard in order.
 */
type Button = {
	label: string
	keys?: string
	/** Whether the cursor is in what it makes (shown pressed). */
	active?: (editor: Editor) => boolean
	run: (editor: Editor, dialogs: Dialogs) => void
	/** Shown only while this holds (the table's row and column buttons inside a table). */
	when?: (editor: Editor) => boolean
}

/** The dialogs a button opens (the link's address, the media library, a video's address). */
export type Dialogs = { link: () => void; image: () => void; video: () => void }

const chain = (editor: Editor) => editor.chain().focus()
const inTable = (editor: Editor) => editor.isActive('table')

const heading = (level: 2 | 3 | 4): Button => ({
	label: `Heading ${level}`,
	keys: `Control+Alt+${level}`,
	active: (editor) => editor.isActive('heading', { level }),
	run: (editor) => chain(editor).toggleHeading({ level }).run(),
})

const callout = (kind: CalloutKind): Button => ({
	label: CALLOUTS[kind],
	active: (editor) => editor.isActive('callout', { kind }),
	run: (editor) => chain(editor).toggleCallout(kind).run(),
})

const GROUPS: Array<{ label: string; buttons: Button[] }> = [
	{ label: 'Headings', buttons: [heading(2), heading(3), heading(4)] },
	{
		label: 'Text',
		buttons: [
			{ label: 'Bold', keys: 'Control+B', active: (e) => e.isActive('bold'), run: (e) => chain(e).toggleBold().run() },
			{
				label: 'Italic',
				keys: 'Control+I',
				active: (e) => e.isActive('italic'),
				run: (e) => chain(e).toggleItalic().run(),
			},
			{
				label: 'Strikethrough',
				keys: 'Control+Shift+S',
				active: (e) => e.isActive('strike'),
				run: (e) => chain(e).toggleStrike().run(),
			},
			{
				label: 'Inline code',
				keys: 'Control+E',
				active: (e) => e.isActive('code'),
				run: (e) => chain(e).toggleCode().run(),
			},
			{ label: 'Link', keys: 'Control+K', active: (e) => e.isActive('link'), run: (_e, dialogs) => dialogs.link() },
		],
	},
	{
		label: 'Blocks',
		buttons: [
			{
				label: 'Bulleted list',
				keys: 'Control+Shift+8',
				active: (e) => e.isActive('bulletList'),
				run: (e) => chain(e).toggleBulletList().run(),
			},
			{
				label: 'Numbered list',
				keys: 'Control+Shift+7',
				active: (e) => e.isActive('orderedList'),
				run: (e) => chain(e).toggleOrderedList().run(),
			},
			{
				label: 'Quote',
				keys: 'Control+Shift+B',
				active: (e) => e.isActive('blockquote'),
				run: (e) => chain(e).toggleBlockquote().run(),
			},
			{
				label: 'Code block',
				keys: 'Control+Alt+C',
				active: (e) => e.isActive('codeBlock'),
				run: (e) => chain(e).toggleCodeBlock().run(),
			},
			{ label: 'Horizontal rule', run: (e) => chain(e).setHorizontalRule().run() },
			{ label: 'Image', run: (_e, dialogs) => dialogs.image() },
			{ label: 'Video', run: (_e, dialogs) => dialogs.video() },
		],
	},
	{ label: 'Callouts', buttons: CALLOUT_KINDS.map(callout) },
	{
		label: 'Table',
		buttons: [
			{
				label: 'Insert table',
				run: (e) => chain(e).insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(),
				when: (e) => !inTable(e),
			},
			{ label: 'Add row', run: (e) => chain(e).addRowAfter().run(), when: inTable },
			{ label: 'Add column', run: (e) => chain(e).addColumnAfter().run(), when: inTable },
			{ label: 'Remove row', run: (e) => chain(e).deleteRow().run(), when: inTable },
			{ label: 'Remove column', run: (e) => chain(e).deleteColumn().run(), when: inTable },
			{ label: 'Remove table', run: (e) => chain(e).deleteTable().run(), when: inTable },
		],
	},
	{
		label: 'History',
		buttons: [
			{ label: 'Undo', keys: 'Control+Z', run: (e) => chain(e).undo().run() },
			{ label: 'Redo', keys: 'Control+Shift+Z', run: (e) => chain(e).redo().run() },
		],
	},
]

/** 'Control+B' as people read it on this machine: 'Ctrl+B', or '⌘B' on a Mac. */
function shortcutText(keys: string, mac: boolean): string {
	if (!mac) return keys.replace('Control', 'Ctrl')
	return keys.replace('Control+', '⌘').replace('Alt+', '⌥').replace('Shift+', '⇧')
}

const buttonClass =
	'rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-pressed:bg-brand-50 aria-pressed:text-brand-700 disabled:text-slate-400'

export function Toolbar({ editor, dialogs, label }: { editor: Editor; dialogs: Dialogs; label: string }) {
	// The buttons' states follow the cursor: read again on every change of the editor's state.
	const state = useEditorState({
		editor,
		// Read once more as the screen is left, on an editor already destroyed: nothing to read then.
		selector: ({ editor: current }) =>
			current.isDestroyed
				? { pressed: [], shown: [] }
				: {
						pressed: GROUPS.flatMap((group) => group.buttons.map((button) => button.active?.(current) ?? false)),
						shown: GROUPS.flatMap((group) => group.buttons.map((button) => button.when?.(current) ?? true)),
					},
	})
	const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
	let index = -1
	return (
		<div
			role="group"
			aria-label={`${label}: formatting`}
			// One row that scrolls sideways on a phone (the buttons stay in reach by Tab and by swiping), rows from sm up.
			className="flex gap-1 overflow-x-auto border-b border-slate-200 p-1.5 sm:flex-wrap"
		>
			{GROUPS.map((group) => (
				<div
					key={group.label}
					role="group"
					aria-label={group.label}
					className="flex shrink-0 gap-0.5 pr-1.5 sm:flex-wrap"
				>
					{group.buttons.map((button) => {
						index++
						if (!state.shown[index]) return null
						return (
							<button
								key={button.label}
								type="button"
								className={buttonClass}
								aria-pressed={button.active ? state.pressed[index] : undefined}
								aria-keyshortcuts={button.keys}
								title={button.keys ? `${button.label} (${shortcutText(button.keys, mac)})` : button.label}
								onClick={() => button.run(editor, dialogs)}
							>
								{button.label}
							</button>
						)
					})}
				</div>
			))}
		</div>
	)
}
