/**
 * The alt text an image field posts with an admin form (app/lib/media-form.server.ts), as the save
 * actions apply it: stored before the item, so a refused publish keeps it and the next publish sees it;
 * a draft needs none; an edit form's loader gives the pictures' records back.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { ALT_MAX, getMediaRow, reserveUpload } from '#server/content/media.ts'
import { partners } from '#server/content/types/partners.ts'
import { products } from '#server/content/types/products.ts'
import { createFromForm, updateFromForm } from '#app/lib/admin-actions.server.ts'
import { applyMediaForm, mediaFactsOf } from '#app/lib/media-form.server.ts'
import { ALT_TEXT_MAX, MEDIA_ALT_PREFIX, MEDIA_DECORATIVE_PREFIX } from '#app/lib/media-form.ts'
import { setUpApp } from '#tests/integration/content-api-suite.ts'

const ctx = setUpApp()
const db = () => ctx.app.services.db

/** A media record (no file is needed: the form and the checks go by its URL). */
async function image() {
	const name = `${randomUUID()}_640x480.png`
	const { id } = await reserveUpload(db(), name)
	return { id, url: `/uploads/${name}` }
}

const form = (fields: Record<string, string>) => {
	const data = new FormData()
	for (const [name, value] of Object.entries(fields)) data.append(name, value)
	return data
}

const addProduct = (fields: Record<string, string>) =>
	createFromForm({
		collection: products,
		db: db(),
		form: form({ title: `Lens ${randomUUID()}`, description: 'Sees defects', ...fields }),
		fields: Object.keys(products.admin.fields),
		label: 'Product',
		success: 'Product uploaded',
		redirectTo: '/dashboard/products-admin',
	})

/** The edit form's save of a product, over the item as stored. */
async function editProduct(id: number, fields: Record<string, string>) {
	const existing = await products.getOrThrow(db(), id, { status: 'all' })
	return updateFromForm({
		collection: products,
		db: db(),
		id,
		existing,
		form: form({
			title: existing.title,
			description: existing.description,
			picture: existing.picture.join(','),
			...fields,
		}),
		fields: Object.keys(products.admin.fields),
		label: 'Product',
		success: 'Product updated successfully',
		redirectTo: '/dashboard/products-admin',
	})
}

/** What an action answered: a redirect (saved) or a refusal's status and field messages. */
function answer(result: unknown): { saved: boolean; status?: number; fields?: Record<string, string> } {
	if (result instanceof Response) return { saved: result.status === 302 }
	const refused = result as { init: { status: number }; data: { fields: Record<string, string> } }
	return { saved: false, status: refused.init.status, fields: refused.data.fields }
}

describe('alt text posted with an admin form', () => {
	it('the form field allows what the library keeps', () => {
		expect(ALT_TEXT_MAX).toBe(ALT_MAX)
	})

	it('is stored even when the publish is refused, and lets the next one through', async () => {
		const [first, second] = [await image(), await image()]
		const picture = `${first.url},${second.url}`
		const refused = answer(await addProduct({ picture, [`${MEDIA_ALT_PREFIX}${second.id}`]: '  The second view  ' }))
		expect(refused.status).toBe(400)
		expect(refused.fields?.picture).toMatch(/^Pictures: add alt text \(picture 1\) before publishing/)
		expect((await getMediaRow(db(), second.id)).alt).toBe('The second view')

		const saved = answer(
			await addProduct({
				picture,
				[`${MEDIA_ALT_PREFIX}${first.id}`]: '',
				[`${MEDIA_DECORATIVE_PREFIX}${first.id}`]: '1',
				[`${MEDIA_ALT_PREFIX}${second.id}`]: 'The second view',
			}),
		)
		expect(saved.saved).toBe(true)
		expect(await getMediaRow(db(), first.id)).toMatchObject({ alt: '', decorative: 1 })
	})

	it('is not needed for a draft', async () => {
		const { url } = await image()
		expect(answer(await addProduct({ picture: url, workflow: 'draft' })).saved).toBe(true)
	})

	it('an unchecked Decorative clears it; an unknown or deleted record is skipped; too long is refused', async () => {
		const { id } = await image()
		await applyMediaForm(db(), form({ [`${MEDIA_ALT_PREFIX}${id}`]: '', [`${MEDIA_DECORATIVE_PREFIX}${id}`]: '1' }))
		expect((await getMediaRow(db(), id)).decorative).toBe(1)
		await applyMediaForm(db(), form({ [`${MEDIA_ALT_PREFIX}${id}`]: 'A view', [`${MEDIA_ALT_PREFIX}999999`]: 'x' }))
		expect(await getMediaRow(db(), id)).toMatchObject({ alt: 'A view', decorative: 0 })
		await expect(applyMediaForm(db(), form({ [`${MEDIA_ALT_PREFIX}${id}`]: 'x'.repeat(ALT_MAX + 1) }))).rejects.toThrow(
			/at most 250 characters/,
		)
	})

	it('an edit form is given its pictures’ records', async () => {
		const { id, url } = await image()
		await applyMediaForm(db(), form({ [`${MEDIA_ALT_PREFIX}${id}`]: 'Known' }))
		const facts = await mediaFactsOf(db(), products, { picture: `${url},https://cdn.example.com/other.png` })
		expect(facts).toEqual({ [url]: { id, alt: 'Known', decorative: false } })
	})

	it('accepts a decorative image, and images from elsewhere, without alt text', async () => {
		const { id, url } = await image()
		await applyMediaForm(db(), form({ [`${MEDIA_ALT_PREFIX}${id}`]: '', [`${MEDIA_DECORATIVE_PREFIX}${id}`]: '1' }))
		expect(answer(await addProduct({ picture: `${url},https://cdn.example.com/a.png` })).saved).toBe(true)
	})

	it("needs none for a partner's logo: the home page names a logo by its partner, as docs/product.md asks", async () => {
		const logo = await image()
		const saved = await createFromForm({
			collection: partners,
			db: db(),
			form: form({ partner_name: 'Acme', image_url: logo.url }),
			fields: Object.keys(partners.admin.fields),
			label: 'Partner',
			success: 'Partner added',
			redirectTo: '/dashboard/edit-partners',
		})
		expect(answer(saved).saved).toBe(true)
	})

	it('on a live item, asks only for the images a save adds, naming which', async () => {
		const described = await image()
		await applyMediaForm(db(), form({ [`${MEDIA_ALT_PREFIX}${described.id}`]: 'Described' }))
		// Made by the API, which asks for nothing; its alt text removed after it went live.
		const live = await products.create(db(), { title: 'Live lens', description: 'Sees', picture: described.url })
		await applyMediaForm(db(), form({ [`${MEDIA_ALT_PREFIX}${described.id}`]: '' }))
		expect(answer(await editProduct(live.id, { title: 'Renamed' })).saved).toBe(true)

		const added = await image()
		const refused = answer(await editProduct(live.id, { picture: `${described.url},${added.url}` }))
		expect(refused.status).toBe(400)
		expect(refused.fields?.picture).toMatch(/\(picture 2\) before publishing/)
		// Saved as a draft it goes through, as the message says.
		const draft = answer(await editProduct(live.id, { picture: `${described.url},${added.url}`, workflow: 'draft' }))
		expect(draft.saved).toBe(true)
	})
})
