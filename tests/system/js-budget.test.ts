// Lean public pages (ADR 0032), checked on the production build (`npm run build` first):
// - at most 20 kB of JavaScript (gzip) on any public page: the module scripts and modulepreloads the
//   server-rendered HTML references, and everything they import statically, walked through the built
//   build/client/assets/*.js (dynamic import() is loaded on demand, so it is not counted);
// - no admin-only code among them;
// - no request to another origin from what the HTML and its stylesheets reference.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process.ts'

const root = path.resolve(import.meta.dirname, '../..')
const clientDir = path.join(root, 'build/client')
/**
 * 20 kB of gzip (1 kB = 1000 bytes), at zlib's default level, as the server's gzip sends it: public pages
 * are not hydrated (ADR 0032). tests/e2e/public-javascript.spec.ts measures the same as a browser downloads it.
 */
const BUDGET_BYTES = 20_000

let server: ServerProcess
beforeAll(async () => {
	server = await startServerProcess({ SAMPLE_CONTENT: '1' })
}, 120_000)
afterAll(async () => {
	await server?.stop('SIGKILL')
	fs.rmSync(server?.dataDir ?? '/nonexistent', { recursive: true, force: true })
})

/** Every public page: one of each route, details from the sample content, and the 404 page. */
async function publicPages(): Promise<Array<{ path: string; status: number }>> {
	const firstId = async (api: string) => {
		const rows = (await (await fetch(server.url + api)).json()) as Array<{ slug: string }>
		expect(rows.length, `sample content in GET ${api}`).toBeGreaterThan(0)
		// Item pages are at their slugs (docs/design.md §11).
		return rows[0]!.slug
	}
	const pages = [
		'/',
		'/about',
		'/contact-us',
		'/portfolio',
		'/portfolio/software-development',
		`/portfolio/software-development/${await firstId('/applications')}`,
		'/portfolio/products',
		`/portfolio/products/${await firstId('/products')}`,
		'/portfolio/consulting',
		`/portfolio/consulting/${await firstId('/consulting')}`,
		'/blog',
		`/blog/${await firstId('/blogs')}`,
		'/career',
		`/career/${await firstId('/careers')}`,
		'/api-reference',
	].map((page) => ({ path: page, status: 200 }))
	return [...pages, { path: '/no-such-page', status: 404 }]
}

const attribute = (tag: string, name: string) =>
	new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean)

/** Every opening tag of `name` in the HTML. */
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? []

/** The module URLs a page loads at once: script src, modulepreload, and what its inline modules import. */
function entryModules(html: string): string[] {
	const urls = new Set<string>()
	for (const tag of tags(html, 'script')) {
		const src = attribute(tag, 'src')
		if (src) urls.add(src)
	}
	for (const tag of tags(html, 'link')) {
		if (/\bmodulepreload\b/i.test(attribute(tag, 'rel') ?? '')) urls.add(attribute(tag, 'href')!)
	}
	for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
		if (!/type\s*=\s*["']?module/i.test(attributes)) continue
		for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]*?\s*from\s*)?\(?\s*["']([^"']+)["']/g)) {
			urls.add(match[1]!)
		}
	}
	return [...urls]
}

/** The files a built module imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
function staticImports(file: string): string[] {
	const code = fs.readFileSync(file, 'utf8')
	const found: string[] = []
	// Built chunks import each other by relative path; anything else (a bare name in a message) is not code.
	for (const match of code.matchAll(
		/(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
	)) {
		found.push(path.resolve(path.dirname(file), match[1]!))
	}
	return found
}

/** The built file behind a same-origin URL like /assets/home-abc.js. */
const builtFile = (url: string) => path.join(clientDir, new URL(url, 'http://site.invalid').pathname)

/** The page's entry modules and everything they import statically, as built files. */
function moduleGraph(entries: string[]): Set<string> {
	const seen = new Set<string>()
	const queue = entries.map(builtFile)
	while (queue.length > 0 && seen.size < 10_000) {
		const file = queue.pop()!
		if (seen.has(file)) continue
		expect(fs.existsSync(file), `${path.relative(clientDir, file)} is in the build`).toBe(true)
		seen.add(file)
		queue.push(...staticImports(file).filter((next) => !seen.has(next)))
	}
	return seen
}

const gzipBytes = (file: string) => gzipSync(fs.readFileSync(file)).length

/**
 * The built chunks that hold admin-only code. Admin route modules come from React Router's manifest
 * (exact); admin components and helpers are recognised by their chunk's name, which Vite takes from
 * the source file (`image-field.tsx` → `image-field-<hash>.js`), for names no public source file shares.
 */
function adminChunks(): Set<string> {
	const assets = path.join(clientDir, 'assets')
	const files = fs.readdirSync(assets)
	const manifestFile = files.find((file) => /^manifest-[\w-]+\.js$/.test(file))
	expect(manifestFile, 'React Router manifest in build/client/assets').toBeDefined()
	const manifestText = fs.readFileSync(path.join(assets, manifestFile!), 'utf8')
	const manifest = JSON.parse(manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1)) as {
		routes: Record<string, { id: string; module: string }>
	}
	const chunks = new Set<string>()
	for (const route of Object.values(manifest.routes)) {
		if (/admin/.test(route.id)) chunks.add(builtFile(route.module))
	}

	const sourceNames = (dir: string) =>
		fs
			.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
			.filter((file) => /\.tsx?$/.test(file) && !/\.server\.tsx?$/.test(file))
			.map((file) => ({ file: path.join(dir, file), name: path.basename(file).replace(/\.tsx?$/, '') }))
	const isAdmin = (file: string) =>
		file.startsWith('app/routes/admin/') ||
		file.startsWith('app/components/admin/') ||
		/^app\/lib\/[^/]*admin[^/]*$/.test(file)
	const all = sourceNames('app')
	const publicNames = new Set(all.filter(({ file }) => !isAdmin(file)).map(({ name }) => name))
	const adminNames = new Set(
		all.filter(({ file }) => isAdmin(file) && !file.startsWith('app/routes/')).map(({ name }) => name),
	)
	for (const file of files) {
		const name = /^(.+)-[\w-]{8}\.js$/.exec(file)?.[1]
		if (name && adminNames.has(name) && !publicNames.has(name)) chunks.add(path.join(assets, file))
	}
	return chunks
}

/** URLs the HTML makes the browser fetch at once: scripts, stylesheets, fonts, preloads, icons, images, frames. */
function requestedUrls(html: string): string[] {
	const urls: string[] = []
	for (const tag of tags(html, 'script')) urls.push(attribute(tag, 'src') ?? '')
	for (const tag of tags(html, 'link')) {
		if (
			/\b(stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|manifest)\b/i.test(
				attribute(tag, 'rel') ?? '',
			)
		) {
			urls.push(attribute(tag, 'href') ?? '')
			urls.push(...srcset(attribute(tag, 'imagesrcset')))
		}
	}
	for (const name of ['img', 'source', 'iframe', 'video', 'audio', 'embed', 'object', 'track']) {
		for (const tag of tags(html, name)) {
			urls.push(attribute(tag, 'src') ?? '', attribute(tag, 'poster') ?? '', attribute(tag, 'data') ?? '')
			urls.push(...srcset(attribute(tag, 'srcset')))
		}
	}
	return urls.filter(Boolean)
}

const srcset = (value: string | undefined) =>
	(value ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '')

/** Whether a URL as written in a page leaves the page's origin (absolute or protocol-relative, not data:). */
const external = (url: string) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url.trim())

describe('public pages stay lean and local', () => {
	it(`load at most ${BUDGET_BYTES / 1000} kB of JavaScript (gzip), none of it admin-only, and nothing from another origin`, async () => {
		const admin = adminChunks()
		// The recognition above must find the admin code, or the check below would pass for nothing.
		expect(admin.size).toBeGreaterThan(5)

		const report: string[] = []
		const problems: string[] = []
		for (const page of await publicPages()) {
			const response = await fetch(server.url + page.path)
			expect(response.status, page.path).toBe(page.status)
			const html = await response.text()

			for (const url of requestedUrls(html)) {
				if (external(url)) problems.push(`${page.path} requests another origin: ${url}`)
			}
			const stylesheets = tags(html, 'link')
				.filter((tag) => /\bstylesheet\b/i.test(attribute(tag, 'rel') ?? ''))
				.map((tag) => attribute(tag, 'href') ?? '')
				.filter((href) => href && !external(href))
			for (const href of stylesheets) {
				const css = fs.readFileSync(builtFile(href), 'utf8')
				for (const [, url = ''] of css.matchAll(/(?:url\(\s*["']?|@import\s+["'])([^"')\s]+)/gi)) {
					if (external(url)) problems.push(`${page.path}: ${href} loads from another origin: ${url}`)
				}
			}

			const entries = entryModules(html)
			expect(entries.length, `${page.path} has module scripts`).toBeGreaterThan(0)
			for (const url of entries) {
				if (external(url)) problems.push(`${page.path} loads a script from another origin: ${url}`)
			}
			const graph = moduleGraph(entries.filter((url) => !external(url)))
			const bytes = [...graph].reduce((sum, file) => sum + gzipBytes(file), 0)
			report.push(`${page.path.padEnd(36)} ${(bytes / 1000).toFixed(1).padStart(6)} kB gzip in ${graph.size} files`)
			if (bytes > BUDGET_BYTES) {
				const biggest = [...graph]
					.map((file) => ({ file: path.basename(file), bytes: gzipBytes(file) }))
					.sort((a, b) => b.bytes - a.bytes)
					.slice(0, 5)
					.map(({ file, bytes: size }) => `${file} ${(size / 1000).toFixed(1)} kB`)
				problems.push(
					`${page.path}: ${(bytes / 1000).toFixed(1)} kB of JavaScript (gzip) > ${BUDGET_BYTES / 1000} kB; biggest: ${biggest.join(', ')}`,
				)
			}
			for (const file of graph) {
				if (admin.has(file)) problems.push(`${page.path} loads admin-only code: ${path.basename(file)}`)
			}
		}
		console.log(
			`JavaScript per public page (gzip, 1 kB = 1000 bytes; budget ${BUDGET_BYTES / 1000} kB):\n${report.join('\n')}`,
		)
		expect(problems).toEqual([])
	})
})
