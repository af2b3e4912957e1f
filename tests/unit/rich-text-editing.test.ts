// @vitest-environment jsdom
import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'

import { bodyExtensions } from '#app/components/admin/rich-text/extensions.ts'

/**
 * What writing in the rich-text editor makes (ADR 0048): typing as a person does (each character through
 * the editor's input rules, as the browser sends it), Enter in a table, a link then more words.
 */
let editor: Editor | undefined
afterEach(() => editor?.destroy())

function open(markdown: string) {
	const element = document.createElement('div')
	document.body.append(element)
	editor = new Editor({ element, extensions: bodyExtensions(), content: markdown, contentType: 'markdown' })
	return editor
}

/** Presses a key as the browser sends it (the editor's key handlers, outside any command). */
function press(opened: Editor, key: string, shiftKey = false) {
	const { view } = opened
	const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true })
	view.someProp('handleKeyDown', (handle) => handle(view, event))
}

/** Types at the cursor, a character at a time, through the input rules. */
function type(opened: Editor, text: string) {
	for (const character of text) {
		const { view } = opened
		const { from, to } = view.state.selection
		const handled = view.someProp('handleTextInput', (handle) => handle(view, from, to, character, () => view.state.tr))
		if (!handled) view.dispatch(view.state.tr.insertText(character, from, to))
	}
}

describe('writing in the rich-text editor', () => {
	it('takes *word* and **word** for emphasis, and a * with spaces round it for the character it is', () => {
		const opened = open('')
		type(opened, 'The area is 2 * 3 * 4 cm, *really* and **truly**.')
		expect(opened.getMarkdown()).toBe(String.raw`The area is 2 \* 3 \* 4 cm, *really* and **truly**.`)
	})

	it('ends a link where it was set: the words typed after it are text', () => {
		const opened = open('Read our guide')
		opened.chain().setTextSelection({ from: 10, to: 15 }).setLink({ href: '/blog' }).setTextSelection(15).run()
		type(opened, ' today')
		expect(opened.getMarkdown()).toBe('Read our [guide](/blog) today')
	})

	it('keeps a table cell to one line: Enter goes to the next cell, then to a new row', () => {
		const opened = open('| A | B |\n| --- | --- |\n| 1 | 2 |')
		// Into the last cell ("2"), at its end.
		opened.commands.focus('end')
		press(opened, 'Enter', true)
		press(opened, 'Enter')
		type(opened, 'three')
		const rows = opened.getMarkdown().trim().split('\n')
		expect(rows.join('\n')).not.toContain('<br>')
		expect(rows).toHaveLength(4)
		expect(rows[3]).toMatch(/^\| three +\| +\|$/)
	})
})
