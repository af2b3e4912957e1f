import type { Editor } from '@tiptap/core'
import type { Node } from '@tiptap/pm/model'

/**
 * Opening and saving a body unchanged never changes its Markdown (docs/design.md §14, ADR 0048): the
 * serializer writes one style (`-` bullets, `*emphasis*`, padded tables), so an item whose document is
 * the one its Markdown opened as keeps the Markdown it had, byte for byte; a changed one is written anew.
 */
export type OpenedBody = { markdown: string; doc: Node }

export const openedBody = (editor: Editor, markdown: string): OpenedBody => ({ markdown, doc: editor.state.doc })

/** The document's blocks, without empty paragraphs at its end (a click may add one). */
function blocksOf(doc: Node): Node[] {
	const blocks: Node[] = []
	doc.forEach((node) => blocks.push(node))
	while (blocks.length && blocks.at(-1)!.type.name === 'paragraph' && blocks.at(-1)!.content.size === 0) blocks.pop()
	return blocks
}

function sameDocument(a: Node, b: Node): boolean {
	const before = blocksOf(a)
	const after = blocksOf(b)
	return before.length === after.length && before.every((node, index) => node.eq(after[index]!))
}

/** The Markdown to save: the opened text while the document is the same, else the editor's. */
export function markdownToSave(editor: Editor, opened: OpenedBody): string {
	if (sameDocument(opened.doc, editor.state.doc)) return opened.markdown
	if (blocksOf(editor.state.doc).length === 0) return ''
	// Empty paragraphs at the end (one follows a video put last) write blank lines, or `&nbsp;` for a second one.
	return editor.getMarkdown().replace(/(?:\s|&nbsp;)+$/, '')
}
