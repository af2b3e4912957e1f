// The browser's code holds nothing of the server's (eslint.config.js lets route modules import their
// content type for loaders and actions; React Router removes those, and what only they import, from the
// browser's bundle). Checked on the production build (`npm run build` first): none of the texts below,
// each found only in server code, is in any built browser asset.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { contentTypes } from '#server/content/registry.ts'
import { projectRoot } from '#tests/helpers/scripts.ts'

const assets = path.join(projectRoot, 'build/client/assets')

/** Texts of the domain layer and the database code, and of every content type's definition. */
const SERVER_ONLY = [
	'Expected a JSON object', // server/content/collection/records.ts
	'has no field info', // server/content/content-type.ts
	'content_version', // server/cache/version.ts
	'kysely_migration', // Kysely's migrator
	...contentTypes.map((type) => type.api.description),
]

describe('the browser bundle', () => {
	const files = fs.readdirSync(assets).filter((file) => file.endsWith('.js'))

	it('is built', () => {
		expect(files.length).toBeGreaterThan(5)
	})

	it.each(SERVER_ONLY)('has no server code: %j', (text) => {
		const holders = files.filter((file) => fs.readFileSync(path.join(assets, file), 'utf8').includes(text))
		expect(holders).toEqual([])
	})
})

describe('the passkey ceremonies', () => {
	const read = (file: string) => fs.readFileSync(path.join(assets, file), 'utf8')
	const files = fs.readdirSync(assets).filter((file) => file.endsWith('.js'))

	it('(@simplewebauthn/browser) load with the admin screens only, never with a public page', () => {
		// A text of @simplewebauthn/browser's own.
		const holders = files.filter((file) => read(file).includes('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))
		expect(holders.length).toBeGreaterThan(0)
		const manifestFile = files.find((file) => file.startsWith('manifest-'))!
		const manifestText = read(manifestFile)
		const manifest = JSON.parse(manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1)) as {
			entry: { imports: string[] }
			routes: Record<string, { module: string; imports?: string[] }>
		}
		const routesLoading = (chunks: string[]) =>
			Object.entries(manifest.routes)
				.filter(([, route]) =>
					chunks.some((chunk) => [route.module, ...(route.imports ?? [])].includes(`/assets/${chunk}`)),
				)
				.map(([id]) => id)
				.sort()
		expect(manifest.entry.imports.some((path) => holders.some((holder) => path === `/assets/${holder}`))).toBe(false)
		// At once with the Security screen (adding a passkey)...
		expect(routesLoading(holders)).toEqual(['routes/admin/security'])
		// ...and on demand from the passkey buttons (sign-in screen, second step, session-expired dialog),
		// whose chunks load with admin screens only.
		const importers = files.filter(
			(file) => !holders.includes(file) && holders.some((holder) => read(file).includes(`import(\`./${holder}\`)`)),
		)
		expect(importers.length).toBeGreaterThan(0)
		const onDemand = routesLoading(importers)
		expect(onDemand).toContain('routes/admin/sign-in')
		expect(onDemand.filter((id) => !/^(routes\/)?admin\//.test(id))).toEqual([])
	})
})
