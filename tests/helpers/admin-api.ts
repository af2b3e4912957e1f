import { expect } from 'vitest'

import type { ServerProcess } from '#tests/helpers/server-process.ts'

export type Item = { id: number; slug: string; created_at: string; updated_at: string } & Record<string, unknown>

/** The JSON API as the admin, for a system test's server process: items made, pictures uploaded and described. */
export function adminApi(server: ServerProcess, token: string) {
	const authorization = `Bearer ${token}`

	/** Sets a library image's alt text or decorative mark. */
	async function describe(id: number, facts: { alt?: string; decorative?: boolean }): Promise<void> {
		const described = await fetch(`${server.url}/media/${id}`, {
			method: 'PUT',
			headers: { authorization, 'content-type': 'application/json' },
			body: JSON.stringify(facts),
		})
		expect(described.status).toBe(200)
	}

	/** Uploads a picture and gives it `alt` in the library (null: none, as the seed's calls leave it): its URL and id. */
	async function uploadRecord(
		image: Buffer,
		type: string,
		{ alt = 'A test picture' }: { alt?: string | null } = {},
	): Promise<{ url: string; id: number }> {
		const form = new FormData()
		form.append('image', new Blob([new Uint8Array(image)], { type }), `picture.${type.split('/')[1]}`)
		const response = await fetch(`${server.url}/upload`, { method: 'POST', headers: { authorization }, body: form })
		expect(response.status).toBe(201)
		const { imageUrl, id } = (await response.json()) as { imageUrl: string; id: number }
		if (alt !== null) await describe(id, { alt })
		return { url: imageUrl, id }
	}

	return {
		describe,
		uploadRecord,
		async upload(image: Buffer, type: string, options: { alt?: string | null } = {}): Promise<string> {
			return (await uploadRecord(image, type, options)).url
		},
		async create(collection: string, fields: Record<string, unknown>): Promise<Item> {
			const response = await fetch(`${server.url}/${collection}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', authorization },
				body: JSON.stringify(fields),
			})
			expect(response.status, await response.clone().text()).toBe(201)
			return (await response.json()) as Item
		},
	}
}
