import { Node } from '@tiptap/core'
import { TextSelection } from '@tiptap/pm/state'

import { youtubeVideoId } from '#shared/youtube.ts'

declare module '@tiptap/core' {
	interface Commands<ReturnType> {
		video: {
			/** Puts a YouTube video (its watch address) at the cursor, as a block of its own. */
			setVideo: (src: string) => ReturnType
		}
	}
}

/** A YouTube watch address alone on its line, a blank line (or the end) after it: how a body holds a video. */
const VIDEO_LINE = /^ {0,3}(https?:\/\/[^\s<>]+)[ \t]*(?:\n[ \t]*(?:\n|$)|\n?$)/

/**
 * A YouTube video in a body (ADR 0047): its watch address alone on its line, which the site shows as the
 * product pages show their videos (privacy-enhanced, loaded on click). The editor shows a labelled box with
 * the address rather than the player: nothing is loaded from YouTube while writing.
 */
export const Video = Node.create({
	name: 'video',
	group: 'block',
	atom: true,
	draggable: true,

	addAttributes() {
		return { src: { default: '' } }
	},

	parseHTML() {
		return [{ tag: 'div[data-video]', getAttrs: (element) => ({ src: element.getAttribute('data-video') ?? '' }) }]
	},

	renderHTML({ node }) {
		const src = String(node.attrs.src)
		return [
			'div',
			{ 'data-video': src, class: 'editor-video' },
			['span', { class: 'editor-video-label' }, 'YouTube video'],
			['span', { class: 'editor-video-src' }, src],
		]
	},

	addCommands() {
		return {
			setVideo:
				(src) =>
				({ chain }) =>
					youtubeVideoId(src)
						? chain()
								.insertContent({ type: this.name, attrs: { src } })
								// A video put last is followed by a paragraph to go on writing in (a body ends in text).
								.command(({ tr, state }) => {
									if (tr.doc.lastChild?.type.name !== this.name) return true
									tr.insert(tr.doc.content.size, state.schema.nodes.paragraph!.create())
									tr.setSelection(TextSelection.create(tr.doc, tr.doc.content.size - 1))
									return true
								})
								.run()
						: false,
		}
	},

	markdownTokenName: 'video',
	markdownTokenizer: {
		name: 'video',
		level: 'block',
		// Never inside a paragraph: a line under text is that paragraph's, as on the site. (Without a `start`,
		// @tiptap/markdown makes one that runs the tokenizer on a lexer of its own, losing the paragraph's text.)
		start: () => -1,
		tokenize: (source) => {
			const match = VIDEO_LINE.exec(source)
			if (!match || !youtubeVideoId(match[1])) return undefined
			return { type: 'video', raw: match[0], src: match[1] }
		},
	},
	parseMarkdown: (token, helpers) => helpers.createNode('video', { src: String(token.src ?? '') }),
	renderMarkdown: (node) => String(node.attrs?.src ?? ''),
})
