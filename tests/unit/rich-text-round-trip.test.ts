// @vitest-environment jsdom
import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'

import { renderMarkdown } from '#shared/markdown.ts'
import { bodyExtensions } from '#app/components/admin/rich-text/extensions.ts'
import { markdownToSave, openedBody } from '#app/components/admin/rich-text/markdown-save.ts'
import { sampleContent } from '#sample-content/items.ts'
import { SAMPLE_PAGES } from '#sample-content/pages.ts'

/**
 * The rich-text editor over Markdown (ADR 0048): every sample body and a corpus of tricky Markdown, opened
 * in the editor as a screen opens it. Saved unchanged, each keeps its Markdown byte for byte; written anew
 * by the serializer (what an edit saves), each still renders as the site rendered it.
 */
const lines = (...parts: string[]) => parts.join('\n')

const bodies: Array<{ name: string; markdown: string; breaks?: boolean }> = [
	...(sampleContent.blogs ?? []).map((item) => ({ name: `blog ${String(item.heading)}`, markdown: String(item.body) })),
	...(sampleContent.careers ?? []).map((item) => ({
		name: `career ${String(item.position_name)}`,
		markdown: String(item.job_description),
		breaks: true,
	})),
	...(sampleContent.faqs ?? []).map((item) => ({
		name: `faq ${String(item.question)}`,
		markdown: String(item.answer),
		breaks: true,
	})),
	...(['applications', 'products', 'consulting'] as const).flatMap((type) =>
		(sampleContent[type] ?? []).map((item) => ({
			name: `${type} ${String(item.title)}`,
			markdown: String(item.description ?? ''),
			breaks: true,
		})),
	),
	...SAMPLE_PAGES.flatMap((page) =>
		page.blocks.flatMap((block) =>
			'markdown' in block ? [{ name: `page ${page.slug}`, markdown: block.markdown }] : [],
		),
	),
]

/** Markdown whose meaning the serializer keeps (it may write it in its own style). */
const TRICKY = {
	'nested bullets': lines('- one', '  - two', '    - three', '  - two b', '- one b'),
	'nested numbers': lines('1. one', '   1. two', '      1. three', '   2. two b', '2. one b'),
	'numbers inside bullets': lines('- one', '  1. two', '  2. three', '- four'),
	'bullets inside numbers': lines('1. one', '   - two', '   - three', '2. four'),
	'other bullets': lines('* a', '* b'),
	'a list from 3': lines('3. three', '4. four'),
	'escaped emphasis': String.raw`\*not emphasis\* and a\_b\_c`,
	'literal specials': 'Price: 5 * 3 = 15, [brackets], 100% #1',
	'a table with a pipe in a cell': lines('| Name | Value |', '| :--- | ---: |', String.raw`| a \| b | **bold** |`),
	'code with a language': lines('```ts', 'const x: number = 1', '```'),
	'inline code with backticks': 'Use `` a`b `` and `x`.',
	'hard break': 'line one  \nline two',
	'backslash break': 'line one\\\nline two',
	'HTML-looking text': 'a < b > c, and <b>not html</b> as text',
	'an HTML block, as text': '<div class="x">block</div>',
	'a link with a title': '[site](https://example.com "Example title")',
	'a picture': '![A chart](/uploads/chart.png)',
	'a quote': lines('> para one', '>', '> para two'),
	'headings 2 to 4': lines('## H2', '', '### H3', '', '#### H4'),
	'emphasis in two styles': '_em_ and __strong__, *em* and **strong**',
	'a rule': lines('a', '', '***', '', 'b'),
	'a video alone on its line': lines('Intro', '', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', '', 'Outro'),
	'blank lines': lines('para one', '', '', '', 'para two'),
	'line starts that are text': lines(
		String.raw`\# 1 priority`,
		'',
		String.raw`\- not a bullet, and`,
		String.raw`2024\. a year, not a list`,
		'',
		String.raw`\> not a quote`,
		'',
		'A line, then',
		String.raw`\---`,
		'not a heading',
	),
	'code showing a fence': lines('````md', '```js', 'let a = 1', '```', '````'),
	'an empty code block': lines('```', '', '```'),
	'a note': lines('> [!NOTE]', '> Read this first.'),
	'a tip with a list': lines('Before', '', '> [!TIP]', '> Two ways:', '>', '> - one', '> - two', '', 'After'),
	'a warning of two paragraphs': lines('> [!WARNING]', '> First.', '>', '> Second, **bold**.'),
	'a quote that is no callout': lines('> [!IMPORTANT]', '> GitHub has more kinds; a body has three.'),
	'a video link under text': lines(
		'Watch https://www.youtube.com/watch?v=dQw4w9WgXcQ',
		'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	),
	'a video at the end': lines('Intro', '', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
}

let editor: Editor | undefined
afterEach(() => editor?.destroy())

function open(markdown: string) {
	const element = document.createElement('div')
	document.body.append(element)
	editor = new Editor({ element, extensions: bodyExtensions(), content: markdown, contentType: 'markdown' })
	return { editor, opened: openedBody(editor, markdown) }
}

const cases = [
	...bodies.map((body) => [body.name, body.markdown, body.breaks ?? false] as const),
	...Object.entries(TRICKY).map(([name, markdown]) => [name, markdown, false] as const),
]

describe('the rich-text editor over Markdown', () => {
	it('reads every sample body', () => {
		expect(bodies.length).toBeGreaterThanOrEqual(9)
	})

	it.each(cases)('%s: saved unchanged, byte for byte, even after the cursor moved', (_name, markdown) => {
		const { editor: opened, opened: state } = open(markdown)
		opened.commands.focus('end')
		opened.commands.setTextSelection(1)
		expect(markdownToSave(opened, state)).toBe(markdown)
	})

	it.each(cases)('%s: written anew, renders as before', (_name, markdown, breaks) => {
		const { editor: opened } = open(markdown)
		expect(renderMarkdown(opened.getMarkdown(), { breaks })).toBe(renderMarkdown(markdown, { breaks }))
	})

	it('opens callouts and videos as blocks of their own, and writes them back as their Markdown', () => {
		const { editor: opened, opened: state } = open(TRICKY['a tip with a list'])
		const tip = opened.getJSON().content?.[1]
		expect(tip).toMatchObject({ type: 'callout', attrs: { kind: 'tip' } })
		expect(tip?.content?.map((block) => block.type)).toEqual(['paragraph', 'bulletList'])
		expect(open(TRICKY['a video alone on its line']).editor.getJSON().content?.[1]).toMatchObject({
			type: 'video',
			attrs: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
		})
		// A link inside text stays a link: only a line of its own is a video, as on the site.
		expect(
			open(TRICKY['a video link under text'])
				.editor.getJSON()
				.content?.map((block) => block.type),
		).toEqual(['paragraph'])

		// From the toolbar: a paragraph made a warning, then a note, then back to a paragraph; a video put in.
		const written = open('Mind the gap.')
		written.editor.commands.toggleCallout('warning')
		expect(markdownToSave(written.editor, written.opened)).toBe('> [!WARNING]\n> Mind the gap.')
		written.editor.commands.toggleCallout('note')
		expect(markdownToSave(written.editor, written.opened)).toBe('> [!NOTE]\n> Mind the gap.')
		written.editor.commands.toggleCallout('note')
		expect(markdownToSave(written.editor, written.opened)).toBe('Mind the gap.')
		written.editor.commands.focus('end')
		expect(written.editor.commands.setVideo('https://example.com/not-a-video')).toBe(false)
		written.editor.commands.setVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
		expect(markdownToSave(written.editor, written.opened)).toBe(
			'Mind the gap.\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ',
		)
		expect(state).toBeDefined()
	})

	it('saves an edit as Markdown, and an emptied body as nothing', () => {
		const { editor: opened, opened: state } = open('Opening line with _emphasis_.')
		opened.commands.insertContentAt(opened.state.doc.content.size, '<h2>More</h2>')
		expect(markdownToSave(opened, state)).toBe('Opening line with *emphasis*.\n\n## More')
		opened.commands.clearContent()
		expect(markdownToSave(opened, state)).toBe('')
	})
})
