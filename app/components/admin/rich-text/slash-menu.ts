import { type Editor, Extension, type Range } from '@tiptap/core'
import { PluginKey } from '@tiptap/pm/state'
import Suggestion from '@tiptap/suggestion'

import { CALLOUTS } from '#shared/markdown-extensions.ts'
import { CALLOUT_KINDS } from '#app/components/admin/rich-text/callout.ts'
import type { Dialogs } from '#app/components/admin/rich-text/toolbar.tsx'

/** One choice of the `/` menu: what it is called, the other words that find it, and what it makes. */
export type SlashItem = {
	label: string
	keywords: string
	run: (editor: Editor, dialogs: Dialogs | undefined) => void
}

const chain = (editor: Editor) => editor.chain().focus()

/** Everything a body can hold beyond a paragraph, as the toolbar makes it. */
export const SLASH_ITEMS: SlashItem[] = [
	...([2, 3, 4] as const).map((level) => ({
		label: `Heading ${level}`,
		keywords: `h${level} title`,
		run: (editor: Editor) => chain(editor).setHeading({ level }).run(),
	})),
	{ label: 'Bulleted list', keywords: 'ul unordered', run: (editor) => chain(editor).toggleBulletList().run() },
	{ label: 'Numbered list', keywords: 'ol ordered', run: (editor) => chain(editor).toggleOrderedList().run() },
	{ label: 'Quote', keywords: 'blockquote citation', run: (editor) => chain(editor).setBlockquote().run() },
	{ label: 'Code block', keywords: 'pre program', run: (editor) => chain(editor).setCodeBlock().run() },
	{
		label: 'Table',
		keywords: 'grid rows columns',
		run: (editor) => chain(editor).insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(),
	},
	{ label: 'Horizontal rule', keywords: 'divider line hr', run: (editor) => chain(editor).setHorizontalRule().run() },
	{ label: 'Image', keywords: 'picture photo media', run: (_editor, dialogs) => dialogs?.image() },
	{ label: 'Video', keywords: 'youtube embed', run: (_editor, dialogs) => dialogs?.video() },
	...CALLOUT_KINDS.map((kind) => ({
		label: CALLOUTS[kind],
		keywords: 'callout alert box',
		run: (editor: Editor) => chain(editor).toggleCallout(kind).run(),
	})),
]

/** The items whose name or words start with what was typed after the `/` (any word of them). */
export function slashItemsFor(query: string): SlashItem[] {
	const wanted = query.trim().toLowerCase()
	if (!wanted) return SLASH_ITEMS
	return SLASH_ITEMS.filter((item) =>
		`${item.label} ${item.keywords}`
			.toLowerCase()
			.split(/\s+/)
			.some((word) => word.startsWith(wanted)),
	)
}

/** What the open menu shows, for the list drawn by React (slash-menu-list.tsx); null while it is closed. */
export type SlashMenuState = {
	items: SlashItem[]
	active: number
	/** Where the `/` is on the screen now (read again as the page scrolls), to draw the list under it. */
	place: () => { left: number; top: number; bottom: number } | null
	choose: (item: SlashItem) => void
} | null

/** The open menu of one editor, read by its list through `subscribe` (useSyncExternalStore). */
export class SlashMenuStore {
	state: SlashMenuState = null
	private listeners = new Set<() => void>()
	subscribe = (listener: () => void) => {
		this.listeners.add(listener)
		return () => this.listeners.delete(listener)
	}
	read = () => this.state
	set(state: SlashMenuState) {
		this.state = state
		for (const listener of this.listeners) listener()
	}
}

export const SLASH_MENU_ID_ATTRIBUTE = 'data-slash-menu'

/**
 * The `/` menu (docs/design.md §14): `/` at the start of a paragraph lists the blocks;
 * typing narrows them, the arrows move, Enter or a click puts one in place of what was typed, Escape
 * closes it. @tiptap/suggestion finds the `/` and its words; the editing area says which item is chosen
 * (`aria-activedescendant`), so a screen reader follows the list as the arrows move.
 */
export function slashMenu(store: SlashMenuStore, dialogs: () => Dialogs | undefined, listId: string) {
	return Extension.create({
		name: 'slashMenu',
		addProseMirrorPlugins() {
			const editor = this.editor
			let range: Range | null = null
			const dom = () => (editor.isDestroyed ? null : editor.view.dom)
			const choose = (item: SlashItem) => {
				if (range) editor.chain().focus().deleteRange(range).run()
				item.run(editor, dialogs())
			}
			type Place = NonNullable<SlashMenuState>['place']
			const at =
				(clientRect: (() => DOMRect | null) | null | undefined): Place =>
				() => {
					const rect = clientRect?.()
					return rect ? { left: rect.left, top: rect.top, bottom: rect.bottom } : null
				}
			const show = (items: SlashItem[], active: number, place: Place) => {
				const shown = items.length ? Math.min(active, items.length - 1) : 0
				store.set({ items, active: shown, place, choose })
				const area = dom()
				if (!area) return
				area.setAttribute('aria-controls', listId)
				if (items.length) area.setAttribute('aria-activedescendant', `${listId}-${shown}`)
				else area.removeAttribute('aria-activedescendant')
			}
			const hide = () => {
				store.set(null)
				const area = dom()
				for (const name of ['aria-controls', 'aria-activedescendant']) area?.removeAttribute(name)
			}
			return [
				Suggestion<SlashItem, SlashItem>({
					editor,
					pluginKey: new PluginKey('slashMenu'),
					char: '/',
					// Only a `/` that begins a paragraph: its items make that paragraph a block (a `/` in a sentence,
					// "10 /month", is a character).
					startOfLine: true,
					items: ({ query }) => slashItemsFor(query),
					command: ({ props }) => choose(props),
					render: () => ({
						onStart: (props) => {
							range = props.range
							show(props.items, 0, at(props.clientRect))
						},
						onUpdate: (props) => {
							range = props.range
							show(props.items, 0, at(props.clientRect))
						},
						onKeyDown: ({ event }) => {
							const state = store.state
							if (!state) return false
							if (event.key === 'Escape') {
								hide()
								return true
							}
							const count = state.items.length
							if (!count) return false
							if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
								const step = event.key === 'ArrowDown' ? 1 : -1
								show(state.items, (state.active + step + count) % count, state.place)
								return true
							}
							if (event.key === 'Enter' || event.key === 'Tab') {
								choose(state.items[state.active]!)
								return true
							}
							return false
						},
						onExit: hide,
					}),
				}),
			]
		},
	})
}
