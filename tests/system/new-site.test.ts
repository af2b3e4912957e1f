/**
 * A new site without the sample content (SAMPLE_CONTENT=0, ADR 0046): every page of its sitemap is whole
 * and names no company but 'Your company', shows no empty contact link, and the dashboard asks the admin to
 * name the site until the settings do.
 */
import { describe, expect, it } from 'vitest'

import { signedInServer } from '#tests/helpers/server-process.ts'

const ADMIN = { ADMIN_EMAIL: 'new-site@example.com', ADMIN_PASSWORD: 'system test password 46', LOG_REQUESTS: '0' }

const site = signedInServer(ADMIN)

const text = async (path: string, headers: Record<string, string> = {}) => {
	const response = await fetch(site.server.url + path, { headers })
	expect(response.status, path).toBe(200)
	return response.text()
}

describe('a new site', () => {
	it('is whole on every page of its sitemap, without a company or an empty contact link', async () => {
		const career = await fetch(`${site.server.url}/careers`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${site.session.token}` },
			body: JSON.stringify({ position_name: 'Data Engineer', job_description: 'Pipelines and models.' }),
		})
		expect(career.status).toBe(201)
		const xml = await text('/sitemap.xml')
		const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
		expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/contact-us', '/portfolio']))
		for (const path of paths) {
			const html = await text(path)
			expect(html, path).toContain('Your company')
			expect(html, path).not.toMatch(/Sigma|href="(tel|mailto):"|content=""|"telephone":""/)
		}
		expect(paths.some((path) => path.startsWith('/career/'))).toBe(true)
		expect(await text('/about')).toContain('<title>About Us | Your company</title>')
	})

	it('asks the admin to name it on the dashboard, until the settings do', async () => {
		const dashboard = () => text('/dashboard', { cookie: site.session.cookie })
		expect(await dashboard()).toContain('Name your site')
		const saved = await fetch(`${site.server.url}/settings`, {
			method: 'PUT',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${site.session.token}` },
			body: JSON.stringify({ name: 'Northwind Data', phone: '+44 20 7946 0000' }),
		})
		expect(saved.status).toBe(200)
		expect(await dashboard()).not.toContain('Name your site')
		const home = await text('/')
		expect(home).toContain('<title>Northwind Data</title>')
		expect(home).toContain('href="tel:+442079460000"')
	})
})
