import { expect } from 'vitest'
import type { ServerProcess } from '#tests/helpers/server-process.ts'

export type Item = { id: number; slug: string; created_at: string; updated_at: string } & Record<string, unknown>

/** The JSON API as the admin, for a system test's server process: items made, pictures uploaded and described. */
export function adminApi(server: ServerProcess, token: string) {
	const authorization = `Bearer ${token}`
	return {
		async create(collection: string, fields: Record<string, unknown>): Promise<Item> {
			const response = await fetch(`${server.url}/${collection}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', authorization },
				body: JSON.stringify(fields),
			})
			expect(response.status, await response.clone().text()).toBe(201)
			return (await response.json()) as Item
		},
		async upload(image: Buffer, type: string): Promise<string> {
			const form = new FormData()
			form.append('image', new Blob([new Uint8Array(image)], { type }), `picture.${type.split('/')[1]}`)
			const response = await fetch(`${server.url}/upload`, { method: 'POST', headers: { authorization }, body: form })
			expect(response.status).toBe(201)
			const { imageUrl, id } = (await response.json()) as { imageUrl: string; id: number }
			// Publishing needs alt text (DESIGN.md §9).
			const described = await fetch(`${server.url}/media/${id}`, {
				method: 'PUT',
				headers: { authorization, 'content-type': 'application/json' },
				body: JSON.stringify({ alt: 'A test picture' }),
			})
			expect(described.status).toBe(200)
			return imageUrl
		},
	}
}
