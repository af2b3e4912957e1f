import { mergeAttributes, Node } from '@tiptap/core'

import { CALLOUTS } from '#shared/markdown-extensions.ts'

export type CalloutKind = keyof typeof CALLOUTS
export const CALLOUT_KINDS = Object.keys(CALLOUTS) as CalloutKind[]

const isKind = (value: unknown): value is CalloutKind => typeof value === 'string' && value in CALLOUTS

declare module '@tiptap/core' {
	interface Commands<ReturnType> {
		callout: {
			/** Wraps the blocks at the cursor in a callout of `kind`; in one already, changes its kind, or ends it if the same. */
			toggleCallout: (kind: CalloutKind) => ReturnType
		}
	}
}

/** A callout's first line, GitHub's syntax (`> [!NOTE]`), and the quoted lines after it. */
const CALLOUT = /^ {0,3}> ?\[!(NOTE|TIP|WARNING)\][ \t]*(?:\n|$)((?: {0,3}>[^\n]*(?:\n|$))*)/i

/**
 * A callout (`> [!NOTE]`, `> [!TIP]`, `> [!WARNING]`): shown in the editor as the site shows it (the same
 * classes, shared/markdown-extensions.ts, its title drawn by the stylesheet so it is not typed over), and
 * written back as GitHub's syntax. Its blocks are ordinary blocks: a list or a picture may sit inside.
 */
export const Callout = Node.create({
	name: 'callout',
	group: 'block',
	content: 'block+',
	defining: true,

	addAttributes() {
		return {
			kind: {
				default: 'note',
				parseHTML: (element) => {
					const kind = element.getAttribute('data-callout')
					return isKind(kind) ? kind : 'note'
				},
				renderHTML: (attributes) => ({
					'data-callout': attributes.kind,
					'data-title': CALLOUTS[isKind(attributes.kind) ? attributes.kind : 'note'],
					class: `callout callout-${String(attributes.kind)}`,
				}),
			},
		}
	},

	parseHTML() {
		return [{ tag: 'div[data-callout]' }]
	},

	renderHTML({ HTMLAttributes }) {
		return ['div', mergeAttributes(HTMLAttributes, { role: 'note' }), 0]
	},

	addCommands() {
		return {
			toggleCallout:
				(kind) =>
				({ commands, editor }) => {
					if (!editor.isActive(this.name)) return commands.wrapIn(this.name, { kind })
					if (editor.isActive(this.name, { kind })) return commands.lift(this.name)
					return commands.updateAttributes(this.name, { kind })
				},
		}
	},

	markdownTokenName: 'callout',
	markdownTokenizer: {
		name: 'callout',
		level: 'block',
		start: (source) => source.search(/^ {0,3}> ?\[!(?:NOTE|TIP|WARNING)\]/im),
		tokenize: (source, _tokens, lexer) => {
			const match = CALLOUT.exec(source)
			if (!match) return undefined
			const inner = (match[2] ?? '')
				.split('\n')
				.map((line) => line.replace(/^ {0,3}> ?/, ''))
				.join('\n')
			return { type: 'callout', raw: match[0], kind: match[1]!.toLowerCase(), tokens: lexer.blockTokens(inner) }
		},
	},
	parseMarkdown: (token, helpers) => {
		const children = (helpers.parseBlockChildren ?? helpers.parseChildren)(token.tokens ?? [])
		return helpers.createNode('callout', { kind: isKind(token.kind) ? token.kind : 'note' }, children)
	},
	renderMarkdown: (node, helpers) => {
		const kind = isKind(node.attrs?.kind) ? node.attrs.kind : 'note'
		const blocks = (node.content ?? []).map(
			(child, index) => helpers.renderChild?.(child, index) ?? helpers.renderChildren([child]),
		)
		const quoted = blocks
			.join('\n\n')
			.split('\n')
			.map((line) => (line.trim() === '' ? '>' : `> ${line}`))
		return [`> [!${kind.toUpperCase()}]`, ...quoted].join('\n')
	},
})
