import { isLinkUrl } from '#shared/link-url.ts'

/**
 * Clipboard HTML from Word and Google Docs, made into the HTML the body's schema reads (docs/design.md §14,
 * docs/decisions/0048-rich-text-editor-over-markdown.md, "Paste"): headings, lists, links, bold, italic,
 * strike and tables stay; fonts, colours, classes, styles, Word's and Docs' own markup and reviewers'
 * comments go, and what went is told so the editor can say it. Pure: a string in, a string out, through
 * the browser's DOMParser (jsdom's in the tests).
 */
export type PasteRemoved = { formatting: boolean; comments: boolean; pictures: boolean }
export type CleanedPaste = { html: string; removed: PasteRemoved }

const NOTHING: PasteRemoved = { formatting: false, comments: false, pictures: false }

export const removedSomething = (removed: PasteRemoved) => removed.formatting || removed.comments || removed.pictures

/** "Removed fonts and colours from the pasted text", naming what a paste lost. */
export function removedMessage(removed: PasteRemoved): string {
	const parts = [
		...(removed.formatting ? ['fonts', 'colours'] : []),
		...(removed.comments ? ['comments'] : []),
		...(removed.pictures ? ['pictures'] : []),
	]
	const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '')
	return `Removed ${list} from the pasted text`
}

/** What the schema reads; every other element is unwrapped (its text kept) or, below, removed. */
const KEPT = new Set(
	'p h1 h2 h3 h4 h5 h6 ul ol li a strong em s code pre blockquote br hr table thead tbody tfoot tr td th img'.split(
		' ',
	),
)
/** Elements whose content is no text of the document. */
const DROPPED = new Set(
	'head style script meta link title xml template object embed iframe svg colgroup col'.split(' '),
)
const ATTRIBUTES: Record<string, string[]> = {
	a: ['href'],
	img: ['src', 'alt'],
	td: ['colspan', 'rowspan'],
	th: ['colspan', 'rowspan'],
	ol: ['start'],
}
const INLINE_MARKS = new Set('span font a b strong i em u s strike del sup sub'.split(' '))

type Style = Map<string, string>

/**
 * The strict CSP (docs/security.md) reaches documents a page parses: an inline style there is refused and
 * reported, inert as it is. So styles are renamed in the text before it is parsed, and read by these names.
 */
const STYLE = 'data-paste-style'
const STYLE_ELEMENT = 'x-paste-style'
const TAG = /<(\/?)([a-zA-Z][\w:.-]*)([^>]*)>/g
const neutralised = (html: string) =>
	html.replace(TAG, (_tag, close: string, name: string, rest: string) => {
		const tag = name.toLowerCase() === 'style' ? STYLE_ELEMENT : name
		return `<${close}${tag}${rest.replace(/(\s)style(\s*=)/gi, `$1${STYLE}$2`)}>`
	})

/** A style attribute's declarations, read as written (Word's `mso-` ones included, which a browser drops). */
function styleOf(element: Element): Style {
	const style = new Map<string, string>()
	for (const declaration of (element.getAttribute(STYLE) ?? '').split(';')) {
		const colon = declaration.indexOf(':')
		if (colon < 0) continue
		const name = declaration.slice(0, colon).trim().toLowerCase()
		if (name)
			style.set(
				name,
				declaration
					.slice(colon + 1)
					.replace(/\s+/g, ' ')
					.trim()
					.toLowerCase(),
			)
	}
	return style
}

const isBold = (weight = '') => /^(bold|bolder|[6-9]00)$/.test(weight)
const isNormalWeight = (weight = '') => /^(normal|lighter|[1-5]00)$/.test(weight)

function unwrap(element: Element) {
	element.replaceWith(...element.childNodes)
}

function rename(element: Element, tag: string): Element {
	const renamed = element.ownerDocument.createElement(tag)
	renamed.append(...element.childNodes)
	for (const attribute of [...element.attributes]) renamed.setAttribute(attribute.name, attribute.value)
	element.replaceWith(renamed)
	return renamed
}

/** Wraps an element's content in `tag` (a span's bold or italic made the element the schema reads). */
function wrapContent(element: Element, tag: string) {
	const wrapper = element.ownerDocument.createElement(tag)
	wrapper.append(...element.childNodes)
	element.append(wrapper)
}

const elements = (root: ParentNode, selector = '*') => [...root.querySelectorAll(selector)]

function comments(root: Node): Comment[] {
	const found: Comment[] = []
	const walker = root.ownerDocument!.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */)
	while (walker.nextNode()) found.push(walker.currentNode as Comment)
	return found
}

/**
 * Word writes, for browsers, the number or bullet of a list paragraph and the marks of a comment between
 * `<![if !supportLists]>` (or `!supportAnnotations`) and `<![endif]>`, which HTML parsers read as comments.
 * Returns what each such range of `kind` held, removing it.
 */
function removeConditional(root: Node, kind: string): Array<{ text: string }> {
	const removed: Array<{ text: string }> = []
	for (const start of comments(root)) {
		if (!start.isConnected || start.data.trim() !== `[if !${kind}]`) continue
		const range: ChildNode[] = []
		let node = start.nextSibling
		while (node && !(node.nodeType === 8 && (node as Comment).data.trim() === '[endif]')) {
			range.push(node)
			node = node.nextSibling
		}
		// An end elsewhere than beside the start (a range across elements) is no range this can cut out.
		if (!node) continue
		removed.push({ text: range.map((part) => part.textContent ?? '').join('') })
		for (const part of range) part.remove()
	}
	return removed
}

const ORDERED_MARKER = /^\s*\(?([0-9]+|[a-z]{1,2}|[ivxlcdm]+)[.)]/i

/**
 * Word's lists are paragraphs, each with `mso-list:l0 level2 lfo1` in its style and its number or bullet
 * as text before its words. Consecutive ones become one nested list: deeper levels inside the item before,
 * a change of numbered to bulleted at one level a new list. The first paragraph's level is the top.
 */
function wordLists(body: HTMLElement) {
	const items = elements(body, 'p').flatMap((paragraph) => {
		const list = styleOf(paragraph).get('mso-list') ?? ''
		const level = /level(\d+)/.exec(list)
		return level ? [{ paragraph, level: Number(level[1]) }] : []
	})
	const markers = new Map<Element, string>()
	for (const { paragraph } of items) {
		const ignored = elements(paragraph, 'span').filter((span) => styleOf(span).get('mso-list') === 'ignore')
		const ranges = removeConditional(paragraph, 'supportLists')
		markers.set(
			paragraph,
			ranges.map((range) => range.text).join('') || ignored.map((span) => span.textContent).join(''),
		)
		for (const span of ignored) if (span.isConnected) span.remove()
	}
	const document = body.ownerDocument
	let stack: Array<{ list: Element; level: number }> = []
	let previous: Element | null = null
	for (const { paragraph, level } of items) {
		if (!previous || !adjacent(previous, paragraph)) stack = []
		const tag = ORDERED_MARKER.test(markers.get(paragraph) ?? '') ? 'ol' : 'ul'
		while (stack.length && stack.at(-1)!.level > level) stack.pop()
		const top = stack.at(-1)
		if (top && top.level === level && top.list.localName !== tag) stack.pop()
		let current = stack.at(-1)
		if (!current || current.level < level) {
			const list = document.createElement(tag)
			if (current) current.list.lastElementChild!.append(list)
			else paragraph.before(list)
			current = { list, level }
			stack.push(current)
		}
		const item = document.createElement('li')
		const words = document.createElement('p')
		words.append(...paragraph.childNodes)
		item.append(words)
		current.list.append(item)
		paragraph.remove()
		previous = current.list
	}
	function adjacent(list: Element, paragraph: Element) {
		let root = list
		while (root.parentElement && root.parentElement !== paragraph.parentElement) root = root.parentElement
		for (let node = root.nextSibling; node; node = node.nextSibling) {
			if (node === paragraph) return true
			if (node.textContent?.trim()) return false
		}
		return false
	}
}

/** Reviewers' comments: Word's anchors, marks and list of comments; Docs' `[a]` references and their notes. */
function removeComments(body: HTMLElement): boolean {
	let found = removeConditional(body, 'supportAnnotations').length > 0
	const remove = (selector: string) =>
		elements(body, selector).forEach((element) => {
			if (!element.isConnected) return
			found = true
			element.remove()
		})
	for (const element of elements(body, `[${STYLE}]`)) {
		const style = styleOf(element)
		if (style.get('mso-element') === 'comment-list' || style.get('mso-special-character') === 'comment') {
			found = true
			element.remove()
		} else if (style.has('mso-comment-reference') || style.has('mso-comment-continuation')) {
			found = true
			element.removeAttribute('href')
		}
	}
	remove('.MsoCommentReference, .msocomoff, a[href^="#_msocom_"], a[name^="_msocom_"]')
	// Docs: a reference `<sup><a href="#cmnt1">[a]</a></sup>`, and the note `<div><p><a href="#cmnt_ref1">…`.
	for (const note of elements(body, 'a[href^="#cmnt_ref"]')) {
		found = true
		;(note.closest('div') ?? note.closest('p') ?? note).remove()
	}
	for (const reference of elements(body, 'a[href^="#cmnt"]')) {
		found = true
		const sup = reference.closest('sup')
		;(sup && sup.textContent?.trim() === reference.textContent?.trim() ? sup : reference).remove()
	}
	return found
}

/** Bold, italic and strike said by a style (Docs' spans, Word's runs) become the elements that say them. */
function styledMarks(body: HTMLElement) {
	for (const element of elements(body)) {
		const tag = element.localName
		if (!INLINE_MARKS.has(tag) || !element.hasAttribute(STYLE)) continue
		const style = styleOf(element)
		const weight = style.get('font-weight')
		if ((tag === 'b' || tag === 'strong') && isNormalWeight(weight)) {
			// Docs wraps the whole copy in `<b style="font-weight:normal">`: not bold.
			rename(element, 'span')
			continue
		}
		if (tag !== 'b' && tag !== 'strong' && isBold(weight)) wrapContent(element, 'strong')
		if (tag !== 'i' && tag !== 'em' && style.get('font-style') === 'italic') wrapContent(element, 'em')
		if (/line-through/.test(style.get('text-decoration') ?? '') && !['s', 'strike', 'del'].includes(tag)) {
			wrapContent(element, 's')
		}
	}
}

const HAS_FORMATTING = /^(font|color|background|text-decoration|text-shadow|letter-spacing|mso-)/

/** Cleans clipboard HTML; HTML ProseMirror copied itself (`data-pm-slice`) is its own and passes as it is. */
export function cleanPastedHtml(html: string): CleanedPaste {
	if (html.includes('data-pm-slice')) return { html, removed: NOTHING }
	const document = new DOMParser().parseFromString(neutralised(html), 'text/html')
	const body = document.body
	const removed = { ...NOTHING }

	wordLists(body)
	removed.comments = removeComments(body)
	styledMarks(body)

	for (const comment of comments(body)) comment.remove()
	for (const element of elements(document)) {
		if (!element.isConnected || element === body || element === document.documentElement) continue
		const tag = element.localName
		if (element.hasAttribute(STYLE) && [...styleOf(element).keys()].some((name) => HAS_FORMATTING.test(name))) {
			removed.formatting = true
		}
		if (element.hasAttribute('class') || tag === 'font' || tag === STYLE_ELEMENT) removed.formatting = true
		if (DROPPED.has(tag) || tag.includes(':')) {
			// `<o:p>`, `<w:…>`, `<v:…>`: Office's own, an empty paragraph's space at most.
			element.remove()
			continue
		}
		if (tag === 'img') {
			// Pictures come from the media library; one pasted from elsewhere is on someone else's server or on the writer's disk.
			const src = element.getAttribute('src') ?? ''
			if (!src.startsWith('/') || src.startsWith('//')) {
				removed.pictures = true
				element.remove()
				continue
			}
		}
	}
	for (const element of elements(body)) {
		if (!element.isConnected) continue
		const tag = element.localName
		if (tag === 'a' && !isLinkUrl(element.getAttribute('href')?.trim() ?? '')) {
			unwrap(element)
			continue
		}
		let kept = element
		if (tag === 'b') kept = rename(element, 'strong')
		else if (tag === 'i') kept = rename(element, 'em')
		else if (tag === 'strike' || tag === 'del') kept = rename(element, 's')
		else if (tag === 'h1') kept = rename(element, 'h2')
		else if (tag === 'h5' || tag === 'h6') kept = rename(element, 'h4')
		else if (!KEPT.has(tag)) {
			unwrap(element)
			continue
		}
		const allowed = ATTRIBUTES[kept.localName] ?? []
		for (const attribute of [...kept.attributes])
			if (!allowed.includes(attribute.name)) kept.removeAttribute(attribute.name)
		if (kept.localName === 'a') kept.setAttribute('href', kept.getAttribute('href')!.trim())
	}
	structure(body)
	return { html: body.innerHTML, removed }
}

/** Elements that hold blocks, never a line's words. */
const CONTAINERS = new Set('ul ol table thead tbody tfoot tr blockquote'.split(' '))

/** What the schema needs of the shape: nested lists inside items, a header row, no empty paragraphs. */
function structure(body: HTMLElement) {
	const document = body.ownerDocument
	// Docs nests a list as the sibling of the item it belongs to.
	for (const list of elements(body, 'ul > ul, ul > ol, ol > ul, ol > ol')) {
		const item = list.previousElementSibling
		if (item?.localName === 'li') item.append(list)
		else {
			const holder = document.createElement('li')
			list.before(holder)
			holder.append(list)
		}
	}
	// Markdown's tables have a header: the first row is it.
	for (const table of elements(body, 'table')) {
		const first = table.querySelector('tr')
		if (!first || first.closest('table') !== table) continue
		for (const cell of [...first.children]) {
			const header = cell.localName === 'td' ? rename(cell, 'th') : cell
			// A header cell is bold already: Word's bold header row is no bold text in it.
			for (const bold of elements(header, 'strong')) {
				if (bold.textContent?.trim() === bold.closest('p, th')?.textContent?.trim()) unwrap(bold)
			}
		}
	}
	for (const text of textNodes(body)) text.data = text.data.replace(/\u00a0/g, ' ')
	// A line break between blocks (Docs' blank line) and an empty paragraph (Word's spacing) are no text.
	for (const br of elements(body, 'br')) {
		const parent = br.parentElement!
		if (parent === body || CONTAINERS.has(parent.localName) || !parent.textContent?.trim()) br.remove()
	}
	for (const block of elements(body, 'p, h2, h3, h4')) {
		if (!block.textContent?.trim() && !block.querySelector('img')) block.remove()
	}
}

function textNodes(root: Node): Text[] {
	const found: Text[] = []
	const walker = root.ownerDocument!.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */)
	while (walker.nextNode()) found.push(walker.currentNode as Text)
	return found
}
