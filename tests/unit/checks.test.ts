// The checks before publishing (docs/design.md §16, ADR 0057): each check's edge cases over a prepared
// subject (no database), the Markdown they read, and where links lead (the routes, the content, redirects).
import { describe, expect, it } from 'vitest'

import type { CheckSubject, ImageRecord } from '#server/content/checks/check.ts'
import { readFields, runChecks } from '#server/content/checks/item-checks.ts'
import { type LinkTarget, resolveLink, type SiteAddresses, sitePathOf } from '#server/content/checks/links.ts'
import { readMarkdown } from '#server/content/checks/markdown-reading.ts'
import { itemChecks } from '#server/content/checks/registry.ts'
import { blogs } from '#server/content/types/blogs.ts'
import { pages } from '#server/content/types/pages.ts'

const site: SiteAddresses = {
	pages: new Set(['/', '/blog', '/contact-us', '/portfolio']),
	items: new Map([
		['/about', 'live'],
		['/blog/live-post', 'live'],
		['/blog/draft-post', 'draft'],
		['/blog/later', 'scheduled'],
	]),
	listless: new Map(),
	trashed: new Set(['/blog/binned']),
	redirects: new Map([
		['/old-about', '/about'],
		['/gone', '/nowhere'],
		['/blog/draft-post', '/blog/live-post'],
	]),
	origin: 'https://example.com',
}

/** A blog post's subject, its fields read by their kinds as the engine reads them. */
function blogSubject(
	record: Record<string, unknown>,
	options: { images?: Record<string, ImageRecord>; otherTitles?: string[] } = {},
): CheckSubject {
	const fields = readFields(blogs.shape, record)
	const links = new Map<string, LinkTarget>()
	for (const { facts, markdown } of fields)
		for (const href of [...facts.links, ...markdown.flatMap((reading) => reading.links.map((link) => link.href))])
			links.set(href, resolveLink(site, href))
	return {
		fields,
		title: { field: 'heading', text: String(record.heading ?? '') },
		altFromItem: new Set(),
		images: new Map(Object.entries(options.images ?? {})),
		links,
		otherTitles: new Set(options.otherTitles ?? []),
	}
}
const ids = (subject: CheckSubject, id: string) => runChecks(subject).filter((check) => check.id === id)
const described: ImageRecord = { alt: 'A chart', decorative: false, width: 1200 }
const good = { heading: 'Forecasting', body: 'Plain words.', picture: '/uploads/chart.jpg' }
const goodImages = { '/uploads/chart.jpg': described }

describe('the registry', () => {
	it('holds every check of docs/design.md §16, once each', () => {
		expect(itemChecks.map((check) => check.id)).toEqual([
			'broken-link',
			'description-length',
			'duplicate-title',
			'heading-order',
			'image-alt',
			'image-size',
			'link-text',
			'title-length',
		])
	})

	it('finds nothing in a good post', () => {
		expect(runChecks(blogSubject(good, { images: goodImages }))).toEqual([])
	})
})

describe('image-alt', () => {
	it('is an error for a library image without alt text, on its field', () => {
		const found = ids(blogSubject(good, { images: { '/uploads/chart.jpg': { ...described, alt: ' ' } } }), 'image-alt')
		expect(found).toEqual([expect.objectContaining({ level: 'error', field: 'picture' })])
	})
	it('accepts a decorative image and ignores images the library does not know', () => {
		expect(
			ids(
				blogSubject(good, { images: { '/uploads/chart.jpg': { ...described, alt: '', decorative: true } } }),
				'image-alt',
			),
		).toEqual([])
		expect(ids(blogSubject({ ...good, picture: 'https://cdn.example.org/x.jpg' }), 'image-alt')).toEqual([])
	})
	it('is an error for a Markdown picture written without alt text', () => {
		const body = 'Intro\n\n![](https://cdn.example.org/x.png)\n\n![A map](https://cdn.example.org/map.png)'
		const found = ids(blogSubject({ ...good, body }, { images: goodImages }), 'image-alt')
		expect(found).toHaveLength(1)
		expect(found[0]).toMatchObject({ field: 'body', level: 'error' })
		expect(found[0]!.message).toContain('https://cdn.example.org/x.png')
	})
	it('leaves a field whose words come from the item (altFrom)', () => {
		const subject = blogSubject(good, { images: { '/uploads/chart.jpg': { ...described, alt: '' } } })
		expect(ids({ ...subject, altFromItem: new Set(['picture']) }, 'image-alt')).toEqual([])
	})
})

describe('broken-link', () => {
	const check = (body: string) => ids(blogSubject({ ...good, body }, { images: goodImages }), 'broken-link')
	it('accepts live pages, fixed pages, uploads and other sites', () => {
		expect(
			check(
				'[a](/about) [b](/blog/live-post#x) [c](/contact-us?x=1) [d](https://other.org/x) [e](/uploads/f.pdf) [f](mailto:a@b.c)',
			),
		).toEqual([])
	})
	it('is an error for a path with no page, a draft, a scheduled item', () => {
		const found = check('[a](/no-such-page) [b](/blog/later) [c](https://example.com/nope) [d](/blog/binned)')
		expect(found.map((finding) => finding.level)).toEqual(['error', 'error', 'error', 'error'])
		expect(found[3]!.message).toContain('in the trash')
		expect(found[0]!.message).toContain('404')
		expect(found[1]!.message).toContain('scheduled')
	})
	it('is a notice naming the final address through a redirect to a live page; an error when it ends nowhere', () => {
		// Errors come first (runChecks), then notices.
		const found = check('[a](/old-about) [b](/gone) [c](/blog/draft-post)')
		expect(found).toEqual([
			expect.objectContaining({ level: 'error', message: expect.stringContaining('/nowhere') }),
			expect.objectContaining({ level: 'notice', message: expect.stringContaining('redirected to /about') }),
			expect.objectContaining({ level: 'notice', message: expect.stringContaining('/blog/live-post') }),
		])
	})
	it('reads the links of url fields inside blocks, on the blocks field', () => {
		const fields = readFields(pages.shape, {
			title: 'Services',
			blocks: [{ type: 'hero', heading: 'Hi', button: { label: 'Go', url: '/nowhere-at-all' }, variant: 'plain' }],
		})
		expect(fields.find((field) => field.field === 'blocks')!.facts.links).toEqual(['/nowhere-at-all'])
	})
})

describe('where links lead', () => {
	it('takes root-relative paths and PUBLIC_URL addresses as this site’s', () => {
		expect(sitePathOf('/about/', undefined)).toBe('/about')
		expect(sitePathOf('https://example.com/about?x#y', 'https://example.com')).toBe('/about')
		expect(sitePathOf('https://example.com/about', undefined)).toBeUndefined()
		expect(sitePathOf('//evil.org/x', 'https://example.com')).toBeUndefined()
		expect(sitePathOf('about', 'https://example.com')).toBeUndefined()
	})
	it('answers /home as the home page', () => {
		expect(resolveLink({ ...site, items: new Map([['/', 'live']]) }, '/home')).toEqual({ kind: 'page', path: '/home' })
	})
})

describe('title-length and duplicate-title', () => {
	it('warns over 60 characters, not at 60', () => {
		expect(ids(blogSubject({ ...good, heading: 'x'.repeat(60) }, { images: goodImages }), 'title-length')).toEqual([])
		expect(ids(blogSubject({ ...good, heading: 'x'.repeat(61) }, { images: goodImages }), 'title-length')).toEqual([
			expect.objectContaining({ level: 'warning', field: 'heading' }),
		])
	})
	it('warns for a title another item has, case and spaces aside', () => {
		const subject = blogSubject(
			{ ...good, heading: '  Forecasting ' },
			{ images: goodImages, otherTitles: ['forecasting'] },
		)
		expect(ids(subject, 'duplicate-title')).toEqual([expect.objectContaining({ level: 'warning', field: 'heading' })])
		expect(ids(blogSubject({ ...good, heading: '' }, { otherTitles: [''] }), 'duplicate-title')).toEqual([])
	})
})

describe('description-length', () => {
	const subject = (text: string | undefined) => ({
		...blogSubject(good, { images: goodImages }),
		description: text === undefined ? undefined : { field: 'description', text },
	})
	it('warns outside 50–160 characters, an empty one too, and never where the type has none', () => {
		expect(ids(subject('x'.repeat(50)), 'description-length')).toEqual([])
		expect(ids(subject('x'.repeat(160)), 'description-length')).toEqual([])
		expect(ids(subject('x'.repeat(49)), 'description-length')).toHaveLength(1)
		expect(ids(subject('x'.repeat(161)), 'description-length')).toHaveLength(1)
		expect(ids(subject(''), 'description-length')[0]!.message).toContain('no description')
		expect(ids(subject(undefined), 'description-length')).toEqual([])
	})
})

describe('heading-order', () => {
	const check = (body: string) => ids(blogSubject({ ...good, body }, { images: goodImages }), 'heading-order')
	it('accepts h2 → h3 → h2 and going back up any number of levels', () => {
		expect(check('## A\n\n### B\n\n#### C\n\n## D')).toEqual([])
	})
	it('warns for h2 → h4, and for a body starting at h3 (the title is the h1)', () => {
		expect(check('## A\n\n#### B')).toEqual([expect.objectContaining({ level: 'warning', field: 'body' })])
		expect(check('### A')).toHaveLength(1)
	})
})

describe('link-text', () => {
	const check = (body: string) => ids(blogSubject({ ...good, body }, { images: goodImages }), 'link-text')
	it('warns for empty, "click here", "here" and "read more" (any case, a trailing dot)', () => {
		expect(check('[](/about) [Click here](/about) [here](/about) [Read more.](/about)')).toHaveLength(4)
	})
	it('accepts words that say where the link goes, and an image link with alt text', () => {
		expect(check('[our services](/about) [![The team](/uploads/t.jpg)](/about)')).toEqual([])
	})
})

describe('image-size', () => {
	it('notes an image more than twice as wide as any page shows', () => {
		expect(
			ids(blogSubject(good, { images: { '/uploads/chart.jpg': { ...described, width: 3840 } } }), 'image-size'),
		).toEqual([])
		expect(
			ids(blogSubject(good, { images: { '/uploads/chart.jpg': { ...described, width: 6000 } } }), 'image-size'),
		).toEqual([expect.objectContaining({ level: 'notice', field: 'picture' })])
	})
})

describe('reading Markdown and odd values', () => {
	it('reads headings, links with their text, images with their alt', () => {
		expect(readMarkdown('# T\n\n## S\n\nSee [the *docs*](/docs) and https://x.org\n\n![Alt](/i.png)')).toEqual({
			headings: [1, 2],
			links: [
				{ href: '/docs', text: 'the docs' },
				{ href: 'https://x.org', text: 'https://x.org' },
			],
			images: [{ src: '/i.png', alt: 'Alt' }],
		})
	})
	it('reads an unsaved body of the wrong shapes as nothing, never throwing', () => {
		const fields = readFields(pages.shape, { title: 12, blocks: 'not blocks', image: { x: 1 } })
		expect(() => runChecks({ ...blogSubject({}), fields })).not.toThrow()
	})
})
