import { type Editor, Extension } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import { Markdown, MarkdownManager } from '@tiptap/markdown'
import StarterKit from '@tiptap/starter-kit'

import { isLinkUrl } from '#shared/link-url.ts'
import { Callout } from '#app/components/admin/rich-text/callout.ts'
import { BodyCodeBlock } from '#app/components/admin/rich-text/code-block.ts'
import { BodyBold, BodyItalic, BodyLink } from '#app/components/admin/rich-text/marks.ts'
import { BodyParagraph } from '#app/components/admin/rich-text/paragraph.ts'
import { PasteCleanup } from '#app/components/admin/rich-text/paste-cleanup.ts'
import { slashMenu, type SlashMenuStore } from '#app/components/admin/rich-text/slash-menu.ts'
import { bodyTable } from '#app/components/admin/rich-text/table.ts'
import type { Dialogs } from '#app/components/admin/rich-text/toolbar.tsx'
import { Video } from '#app/components/admin/rich-text/video.ts'

/**
 * What the rich-text editor edits (docs/design.md §14, ADR 0048): the Markdown the site renders
 * (shared/markdown.ts), nothing it could not store. Headings 2-4 (the page's title is its h1), bold,
 * italic, strike, inline code, links (a site path, http(s), mailto: or tel:, never `javascript:`),
 * lists, quotes, code blocks, rules, tables and pictures. Used by the editor and by the round-trip tests.
 */
/**
 * Raw HTML in a body is text on the site (shared/markdown.ts, html off), so it is text in the editor too:
 * `<b>x</b>` stays those characters, never bold. @tiptap/markdown makes the HTML its schema knows into
 * nodes and keeps the rest as literal text; every HTML token takes the second way here. (Its methods are
 * private in its types, so they are reached through this one cast.)
 */
type HtmlToken = { text?: string; raw?: string; block?: boolean }
const manager = MarkdownManager.prototype as unknown as {
	parseHTMLToken(token: HtmlToken): unknown
	htmlAsLiteralText(html: string, block: boolean): unknown
}
manager.parseHTMLToken = function (this: typeof manager, token: HtmlToken) {
	const html = token.text || token.raw || ''
	return html.trim() ? this.htmlAsLiteralText(html, Boolean(token.block)) : null
}

/**
 * Reads into the editor's state what the page already shows: the browser tells ProseMirror of typing and
 * selection changes a moment later, so a fast Ctrl+K, or a click on Save right after clearing the text,
 * would act on the state before it.
 */
export const flushTyping = (editor: Editor) =>
	(editor.view as unknown as { domObserver?: { flush(): void } }).domObserver?.flush()

const UNSAFE_SCHEME = /^\s*(javascript|vbscript|data|file):/i

export function bodyExtensions({
	onLinkShortcut,
	menu,
}: {
	onLinkShortcut?: () => void
	/** The `/` menu's open state, the dialogs its items open, and its list's id (the editor's screen has them). */
	menu?: { store: SlashMenuStore; dialogs: () => Dialogs; listId: string }
} = {}) {
	return [
		...(menu ? [slashMenu(menu.store, menu.dialogs, menu.listId)] : []),
		BodyParagraph,
		BodyCodeBlock,
		StarterKit.configure({
			heading: { levels: [2, 3, 4] },
			// Not Markdown: nothing could store it.
			underline: false,
			// Written so that its text stays text (paragraph.ts).
			paragraph: false,
			// Fenced so that its code cannot close it (code-block.ts).
			codeBlock: false,
			// An empty paragraph after the last block changes the document by opening it (tells "unchanged" apart).
			trailingNode: false,
			// Emphasis only where the marks touch the words, links that end where they were set (marks.ts).
			bold: false,
			italic: false,
			link: false,
		}),
		BodyBold,
		BodyItalic,
		BodyLink.configure({
			openOnClick: false,
			autolink: true,
			defaultProtocol: 'https',
			// What a body already holds stays (the site's renderer refuses the same schemes); what is typed
			// or chosen in the link dialog is a site path, http(s), mailto: or tel: (shared/link-url.ts).
			isAllowedUri: (url) => !UNSAFE_SCHEME.test(url),
			shouldAutoLink: (url) => isLinkUrl(url),
		}),
		Image.configure({ inline: false, allowBase64: false }),
		...bodyTable,
		Markdown,
		// Word's and Google Docs' HTML cleaned as it is pasted, and the note of what went (ADR 0048, "Paste").
		PasteCleanup,
		Callout,
		Video,
		Extension.create({
			name: 'linkShortcut',
			addKeyboardShortcuts() {
				return {
					'Mod-k': () => {
						if (!onLinkShortcut) return false
						// The words chosen just before (Shift+Ctrl+Left, fast) may not have reached the editor's state
						// yet: the browser tells selection changes a moment later. Read them from the page now.
						flushTyping(this.editor)
						onLinkShortcut()
						return true
					},
				}
			},
		}),
	]
}
