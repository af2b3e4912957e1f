import { expect, test, unique } from '#tests/e2e/support/fixtures.ts'

/**
 * ADR 0022 (docs/design.md §9): public pages show the media library's alt text in every <img> of an
 * image, `alt=""` for a decorative one, and keep its focal point in frame where a box crops it.
 */

type Media = { id: number; url: string }

test('public pages use the library: alt text, decorative images and focal points', async ({ page, admin }) => {
	const tag = unique()
	const described = await admin.upload({ color: '#7c2d12', width: 1600, height: 900, alt: `Welders at work ${tag}` })
	const decorative = await admin.upload({ color: '#334155', width: 1200, height: 800, alt: '' })
	const media = (await (await admin.context.get('/media')).json()) as Media[]
	const idOf = (url: string) => media.find((record) => record.url === url)!.id
	await admin.context.put(`/media/${idOf(described)}`, { data: { focal_point: { x: 0.2, y: 0.75 } } })
	await admin.context.put(`/media/${idOf(decorative)}`, { data: { decorative: true } })
	const item = await admin.create('consulting', {
		title: `Welding lines ${tag}`,
		description: 'Inspection.',
		picture: `${described},${decorative}`,
	})

	// The listing card crops the cover to 4:3 around the focal point, with the library's words.
	await page.goto('/portfolio/consulting')
	const card = page.getByRole('link', { name: new RegExp(`Welding lines ${tag}`) })
	const cover = card.locator('img')
	await expect(cover).toHaveAttribute('alt', `Welders at work ${tag}`)
	await expect(cover).toHaveCSS('object-position', '20% 75%')

	// The item's page: the described picture says what it shows; the decorative one says nothing.
	await page.goto(`/portfolio/consulting/${item.slug}`)
	await expect(page.getByRole('img', { name: `Welders at work ${tag}` })).toBeVisible()
	await expect(page.locator(`img[src="${decorative}"]`)).toHaveAttribute('alt', '')

	// A change of alt text reaches the cached page at once.
	await admin.context.put(`/media/${idOf(described)}`, { data: { alt: `Two welders ${tag}` } })
	await page.goto('/portfolio/consulting')
	await expect(page.getByRole('link', { name: new RegExp(`Welding lines ${tag}`) }).locator('img')).toHaveAttribute(
		'alt',
		`Two welders ${tag}`,
	)
})
