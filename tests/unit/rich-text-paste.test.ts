// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { Editor } from '@tiptap/core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { bodyExtensions } from '#app/components/admin/rich-text/extensions.ts'
import { cleanPastedHtml, removedMessage } from '#app/components/admin/rich-text/paste.ts'
import { pasteAsPlainText, pasteNoteOf } from '#app/components/admin/rich-text/paste-cleanup.ts'

/**
 * Pasting from Word and Google Docs (docs/design.md §14, ADR 0048 "Paste"): clipboard HTML captured from
 * each (tests/fixtures/paste/README.md says where from) goes through the editor's own paste, and the
 * Markdown it saves is the expected one beside it.
 */
const fixture = (name: string) => readFileSync(`tests/fixtures/paste/${name}`, 'utf8')

let editor: Editor | undefined
afterEach(() => editor?.destroy())
// jsdom lays nothing out: ProseMirror's scrolling to the cursor (after an undo) measures a range's boxes.
beforeAll(() => {
	Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
	Range.prototype.getBoundingClientRect ??= () => new DOMRect()
})

function open(markdown = '') {
	const element = document.createElement('div')
	document.body.append(element)
	editor = new Editor({ element, extensions: bodyExtensions(), content: markdown, contentType: 'markdown' })
	return editor
}

/** The editor's paste, as a browser's paste event runs it, with the clipboard's two kinds of text. */
function paste(target: Editor, html: string, text = '') {
	const clipboardData = { getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? text : '') }
	target.view.pasteHTML(html, { clipboardData } as unknown as ClipboardEvent)
}

const FIXTURES = [
	{ name: 'word', removed: { formatting: true, comments: true, pictures: false } },
	{ name: 'google-docs', removed: { formatting: true, comments: false, pictures: true } },
] as const

describe('pasting from Word and Google Docs', () => {
	it.each(FIXTURES)('$name: saved as the expected Markdown', ({ name }) => {
		const pasted = open()
		paste(pasted, fixture(`${name}.html`))
		expect(pasted.getMarkdown() + '\n').toBe(fixture(`${name}.md`))
	})

	it.each(FIXTURES)('$name: fonts, colours, classes, styles and comments are gone', ({ name, removed }) => {
		const cleaned = cleanPastedHtml(fixture(`${name}.html`))
		expect(cleaned.removed).toEqual(removed)
		expect(cleaned.html).not.toMatch(
			/\sstyle=|\sclass=|<!--|<o:p|<span|<font|<meta|<style|data-paste|docs-internal-guid|mso-/i,
		)
		// Word's reviewer comment: its mark and its words.
		expect(cleaned.html).not.toMatch(/\[BV1\]|wqeewq|_msocom_/)
	})

	it('a paste that lost something leaves a note saying what; the next edit takes it away', () => {
		const pasted = open()
		paste(pasted, fixture('word.html'), 'Plain words')
		const note = pasteNoteOf(pasted.state)
		expect(note && removedMessage(note.removed)).toBe('Removed fonts, colours and comments from the pasted text')
		pasted.commands.insertContent('x')
		expect(pasteNoteOf(pasted.state)).toBeNull()
	})

	it('Undo takes back the paste alone; paste as plain text puts the clipboard text in its place', () => {
		const pasted = open('Before.')
		pasted.commands.focus('end')
		// Typed just before the paste: the same moment, for the history's grouping.
		pasted.commands.insertContent(' More.')
		paste(pasted, fixture('google-docs.html'), 'Heading 1\nOne\n\nTwo')
		expect(pasted.getMarkdown()).toContain('\n\n## Heading 2\n\n')
		pasted.commands.undo()
		expect(pasted.getMarkdown()).toBe('Before. More.')

		paste(pasted, fixture('google-docs.html'), 'Heading 1\nOne\n\nTwo')
		pasteAsPlainText(pasted.view, pasteNoteOf(pasted.state)!)
		expect(pasted.getMarkdown()).toBe('Before. More.Heading 1\n\nOne\n\nTwo')
		expect(pasteNoteOf(pasted.state)).toBeNull()
		pasted.commands.undo()
		expect(pasted.getMarkdown()).toContain('\n\n## Heading 2\n\n')
	})

	it('a paste with nothing to drop leaves no note, and the editor’s own copy passes as it is', () => {
		const pasted = open()
		paste(pasted, '<p>Just <strong>words</strong>.</p>')
		expect(pasteNoteOf(pasted.state)).toBeNull()
		expect(pasted.getMarkdown()).toBe('Just **words**.')
		const own = '<p data-pm-slice="1 1 []" style="color:red">Mine</p>'
		expect(cleanPastedHtml(own)).toEqual({
			html: own,
			removed: { formatting: false, comments: false, pictures: false },
		})
	})
})

describe('the paste cleaner', () => {
	const clean = (html: string) => cleanPastedHtml(html).html

	it('maps headings to the editor’s 2-4', () => {
		expect(clean('<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6>')).toBe(
			'<h2>A</h2><h2>B</h2><h3>C</h3><h4>D</h4><h4>E</h4><h4>F</h4>',
		)
	})

	it('keeps safe links only, and the words of the others', () => {
		expect(
			clean(
				'<p><a href="javascript:alert(1)">a</a> <a href=" https://example.com/x ">b</a> <a href="/about">c</a> <a name="_Toc1">d</a> <a href="#_ftn1">e</a></p>',
			),
		).toBe('<p>a <a href="https://example.com/x">b</a> <a href="/about">c</a> d e</p>')
	})

	it('reads Docs’ bold, italic and strike from their spans, and its wrapper as no bold', () => {
		expect(
			clean(
				'<b style="font-weight:normal;" id="docs-internal-guid-1"><p><span style="font-weight:700">B</span> <span style="font-style:italic">I</span> <span style="text-decoration:line-through">S</span> <span style="font-weight:400">N</span></p></b>',
			),
		).toBe('<p><strong>B</strong> <em>I</em> <s>S</s> N</p>')
	})

	it('makes Word’s list paragraphs real lists, bullets and numbers by their marks', () => {
		const item = (level: number, mark: string, words: string) =>
			`<p class="MsoListParagraphCxSpMiddle" style="mso-list:l0 level${level} lfo1"><![if !supportLists]><span style="font-family:Symbol"><span style="mso-list:Ignore">${mark}<span style="font:7.0pt 'Times New Roman'">&nbsp;&nbsp; </span></span></span><![endif]>${words}<o:p></o:p></p>`
		expect(clean(item(1, '1.', 'One') + item(2, 'a.', 'Sub') + item(1, '2.', 'Two') + item(1, '·', 'Dot'))).toBe(
			'<ol><li><p>One</p><ol><li><p>Sub</p></li></ol></li><li><p>Two</p></li></ol><ul><li><p>Dot</p></li></ul>',
		)
	})

	it('drops Docs’ comment references and notes, and says so', () => {
		const cleaned = cleanPastedHtml(
			'<p>Text<sup><a href="#cmnt1" id="cmnt_ref1">[a]</a></sup></p><div><p><a href="#cmnt_ref1" id="cmnt1">[a]</a>A note</p></div>',
		)
		expect(cleaned).toEqual({ html: '<p>Text</p>', removed: { formatting: false, comments: true, pictures: false } })
	})

	it('says what went in words', () => {
		expect(removedMessage({ formatting: true, comments: false, pictures: false })).toBe(
			'Removed fonts and colours from the pasted text',
		)
		expect(removedMessage({ formatting: false, comments: true, pictures: true })).toBe(
			'Removed comments and pictures from the pasted text',
		)
	})
})
