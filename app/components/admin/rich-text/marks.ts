import { markInputRule, markPasteRule } from '@tiptap/core'
import Bold from '@tiptap/extension-bold'
import Italic from '@tiptap/extension-italic'
import Link from '@tiptap/extension-link'

/**
 * Emphasis as Markdown reads it: the marks must touch the words (`*word*`, not `2 * 3 * 4`). TipTap's own
 * rules took a `*` with spaces round it for one, so typing or pasting arithmetic made it italic.
 */
const around = (mark: string) => {
	const m = mark.replace(/\*/g, '\\*')
	const inner = `[^${m[m.length - 1]}\\s](?:[^${m[m.length - 1]}]*[^${m[m.length - 1]}\\s])?`
	return {
		input: new RegExp(`(?:^|\\s)(${m}(${inner})${m})$`),
		paste: new RegExp(`(?:^|\\s)(${m}(${inner})${m})`, 'g'),
	}
}

const emphasis = (marks: string[]) => ({
	input: marks.map((mark) => around(mark).input),
	paste: marks.map((mark) => around(mark).paste),
})

const ITALIC = emphasis(['*', '_'])
const BOLD = emphasis(['**', '__'])

export const BodyItalic = Italic.extend({
	addInputRules() {
		return ITALIC.input.map((find) => markInputRule({ find, type: this.type }))
	},
	addPasteRules() {
		return ITALIC.paste.map((find) => markPasteRule({ find, type: this.type }))
	},
})

export const BodyBold = Bold.extend({
	addInputRules() {
		return BOLD.input.map((find) => markInputRule({ find, type: this.type }))
	},
	addPasteRules() {
		return BOLD.paste.map((find) => markPasteRule({ find, type: this.type }))
	},
})

/** A link ends where it was set: what is typed after it is text, not more of the link. */
export const BodyLink = Link.extend({ inclusive: () => false })
