/**
 * What a page shows search engines and shared links (docs/decisions/0058-seo-fields-and-tags.md): the item's
 * own search and sharing fields over its page's fallback, written once (shared/share-card.ts) for the
 * page's tags and the edit screen's social preview.
 */
import { describe, expect, it } from 'vitest'

import { tagPath, tagSlug } from '#shared/blog-tags.ts'
import { shareCard } from '#shared/share-card.ts'
import type { SiteSettings } from '#server/content/types/settings.ts'
import { careerFallback, portfolioFallback, postFallback, sitePageFallback } from '#app/lib/share-fallbacks.server.ts'

const FALLBACK = { title: 'Heading', description: 'The first words.', image: '/uploads/first.jpg' }
const SITE = { name: 'Sigma', description: 'What Sigma does.' } as SiteSettings

describe('shareCard', () => {
	it('takes the page’s title, description and picture when the fields are empty or missing', () => {
		expect(shareCard({}, FALLBACK)).toEqual(FALLBACK)
		expect(shareCard({ meta_title: '', meta_description: '  ', social_image: '' }, FALLBACK)).toEqual(FALLBACK)
	})

	it('takes each field that is set, on its own', () => {
		expect(shareCard({ meta_title: ' Better ' }, FALLBACK)).toEqual({ ...FALLBACK, title: 'Better' })
		expect(shareCard({ meta_description: 'Said well.' }, FALLBACK)).toEqual({ ...FALLBACK, description: 'Said well.' })
		expect(shareCard({ social_image: '/uploads/share.jpg' }, FALLBACK)).toEqual({
			...FALLBACK,
			image: '/uploads/share.jpg',
		})
	})
})

describe('the pages’ fallbacks', () => {
	it('a post: its excerpt, else its body’s first words as plain text', () => {
		const post = { heading: 'Post', body: 'Some **bold** words.', picture: '/uploads/p.jpg' }
		expect(postFallback(post)).toEqual({ title: 'Post', description: 'Some bold words.', image: '/uploads/p.jpg' })
		expect(postFallback({ ...post, excerpt: 'In short.' }).description).toBe('In short.')
		expect(postFallback({ ...post, body: 'word '.repeat(100) }).description.length).toBeLessThanOrEqual(160)
	})

	it('a page: its description, else the site’s; a portfolio item: its first picture; a position: none', () => {
		expect(sitePageFallback({ title: 'About', description: '', image: '' }, SITE).description).toBe('What Sigma does.')
		const product = { title: 'Lens', description: '', picture: '/uploads/a.jpg,/uploads/b.jpg' }
		expect(portfolioFallback(product, SITE, 'Products')).toEqual({
			title: 'Lens',
			description: 'Lens: Products by Sigma.',
			image: '/uploads/a.jpg',
		})
		expect(careerFallback({ position_name: 'Analyst', job_description: 'Numbers.' }).image).toBe('')
	})
})

describe('tags', () => {
	it('have one address for their spellings', () => {
		expect(tagSlug('Machine Learning')).toBe('machine-learning')
		expect(tagPath('machine-learning')).toBe('/blog/tag/machine-learning')
		expect(tagSlug('C++')).toBe('c')
		expect(tagSlug('2026')).toBe('tag-2026')
	})
})
