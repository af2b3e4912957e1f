import CodeBlock from '@tiptap/extension-code-block'

/** A fence longer than any run of backticks in the code, three at least (CommonMark closes on one as long). */
export const fenceFor = (code: string): string =>
	'`'.repeat(Math.max(3, ...Array.from(code.matchAll(/`+/g), (run) => run[0].length + 1)))

/**
 * The code block, written with a fence its code cannot close: @tiptap/markdown's is always three backticks,
 * so code showing a fenced example was cut short where the example's fence ended.
 */
export const BodyCodeBlock = CodeBlock.extend({
	renderMarkdown(node) {
		const code = (node.content ?? []).map((child) => child.text ?? '').join('')
		const fence = fenceFor(code)
		return [`${fence}${String(node.attrs?.language ?? '')}`, code, fence].join('\n')
	},
})
