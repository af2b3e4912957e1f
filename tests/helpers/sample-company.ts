import { SAMPLE_COMPANY } from '#sample-content/company.ts'
import { SAMPLE_PAGES } from '#sample-content/pages.ts'

/**
 * Makes a new site (started with SAMPLE_CONTENT=0, so neutral: ADR 0046) the sample company through the
 * JSON API, as an adopting company does on its screens: its settings, its home page and About in place
 * of the starter pages (and its privacy notice beside them), whose texts docs/product.md quotes. The tests then make the items they look at.
 */
export async function becomeTheSampleCompany(url: string, token: string): Promise<void> {
	const send = async (method: string, path: string, body?: unknown) => {
		const response = await fetch(url + path, {
			method,
			headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		})
		if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
		return response.json() as Promise<unknown>
	}
	await send('PUT', '/settings', SAMPLE_COMPANY)
	const pages = (await send('GET', '/pages')) as Array<{ id: number; slug: string }>
	for (const page of SAMPLE_PAGES) {
		const starter = pages.find(({ slug }) => slug === page.slug)
		// A page the starter pages do not have (the privacy notice) is added.
		if (starter) await send('PUT', `/pages/${starter.id}`, page)
		else await send('POST', '/pages', page)
	}
}
