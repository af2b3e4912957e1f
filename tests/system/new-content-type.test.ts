import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromium } from 'playwright-core'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { operationsScript, projectRoot } from '#tests/helpers/scripts.ts'
import { type ServerProcess, signIn, startServerProcess } from '#tests/helpers/server-process.ts'

/*
 * The proof of docs/architecture.md's checklists: a content type the project does not have ("case
 * studies", tests/fixtures/case-studies/), with a list of objects among its fields, and a single-record type
 * ("case study settings": a group, a list and an image list) are added to a copy of the project by touching
 * only the files the checklists name (the definitions, the type's migration, its two public screens; this
 * test is their test), and that copy typechecks, lints, builds and serves them everywhere they are derived:
 * the JSON API and the OpenAPI document, the dashboard and the admin screens, backups, the sitemap and the
 * Navigation screen's pages to link to.
 */

const run = promisify(execFile)
const FIXTURES = path.join(projectRoot, 'tests/fixtures/case-studies')
const ADMIN = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'a new content type, tested' }

/** The files the checklist touches, and what each gets. */
const TOUCHED = {
	'server/content/types/case-studies.ts': 'case-studies.ts',
	'server/content/types/case-study-settings.ts': 'case-study-settings.ts',
	'app/routes/case-studies.tsx': 'case-studies.tsx',
	'app/routes/case-study.tsx': 'case-study.tsx',
	'server/db/migrations.ts': 'migration.txt',
	// A block type of the pages (docs/architecture.md's checklist): its definition and its component.
	'server/content/blocks/types/quote.ts': 'quote.ts',
	'app/components/blocks/quote.tsx': 'quote.tsx',
} as const

let copy: string
let server: ServerProcess
let session: { token: string; cookie: string }

/** Runs a program of the copy's node_modules in the copy. */
const inCopy = (bin: string, args: string[]) =>
	run(process.execPath, [path.join(projectRoot, 'node_modules', bin), ...args], {
		cwd: copy,
		env: { ...process.env, NODE_ENV: 'production' },
		maxBuffer: 16 * 1024 * 1024,
	})

/** The project's files as git sees them (tracked, and new ones not ignored), without what was deleted. */
async function projectFiles(): Promise<string[]> {
	const { stdout } = await run('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: projectRoot })
	const files = stdout.split('\0').filter(Boolean)
	const present = await Promise.all(
		files.map(async (file) => (await fs.stat(path.join(projectRoot, file)).catch(() => undefined))?.isFile()),
	)
	return files.filter((_file, index) => present[index])
}

/** Every file below `folder` but what building and installing make. */
async function filesBelow(folder: string): Promise<string[]> {
	const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true })
	return entries
		.filter((entry) => entry.isFile())
		.map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
		.filter((file) => !/^(node_modules|build|\.react-router)\//.test(file))
}

/** The project, copied without node_modules (linked) and builds. */
async function copyProject(): Promise<string> {
	const target = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-new-type-'))
	for (const file of await projectFiles()) {
		await fs.mkdir(path.dirname(path.join(target, file)), { recursive: true })
		await fs.copyFile(path.join(projectRoot, file), path.join(target, file))
	}
	await fs.symlink(path.join(projectRoot, 'node_modules'), path.join(target, 'node_modules'), 'dir')
	return target
}

/** Adds the new content type the way the checklist says: new files, and its migration at the end of the list. */
async function addCaseStudies() {
	for (const [file, fixture] of Object.entries(TOUCHED)) {
		const text = await fs.readFile(path.join(FIXTURES, fixture), 'utf8')
		const target = path.join(copy, file)
		if (fixture !== 'migration.txt') {
			await fs.writeFile(target, text)
			continue
		}
		const migrations = await fs.readFile(target, 'utf8')
		const end = migrations.indexOf('\n\t}\n}\n\n/** Brings the schema up to date')
		expect(end, 'the end of the migrations list in server/db/migrations.ts').toBeGreaterThan(0)
		await fs.writeFile(target, `${migrations.slice(0, end)}\n${text.trimEnd()}${migrations.slice(end)}`)
	}
}

beforeAll(async () => {
	copy = await copyProject()
	await addCaseStudies()
	await inCopy('@react-router/dev/bin.js', ['build'])
	server = await startServerProcess(ADMIN, { cwd: copy })
	session = await signIn(server, ADMIN)
}, 240_000)

afterAll(async () => {
	await server?.stop()
	if (copy) await fs.rm(copy, { recursive: true, force: true })
})

const api = async (method: string, pathname: string, body?: unknown) => {
	const response = await fetch(server.url + pathname, {
		method,
		headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	})
	return { status: response.status, body: response.status === 204 ? undefined : await response.json() }
}
const page = async (pathname: string, signedIn = true) => {
	const response = await fetch(server.url + pathname, { headers: signedIn ? { cookie: session.cookie } : {} })
	return { status: response.status, html: await response.text() }
}

const STUDY = {
	title: 'Forecasting for a grocer',
	client: 'Kalinga Foods',
	summary: 'Daily demand per store, from **sales** and weather.',
	picture: '/uploads/grocer.jpg',
	results: [{ metric: 'Forecast error', value: '-32%' }],
}
/** The study as its add form sends it: the list's entries as the fields inside it, by their paths. */
const STUDY_FORM = {
	title: STUDY.title,
	client: STUDY.client,
	summary: STUDY.summary,
	picture: STUDY.picture,
	results: '',
	'results.0.metric': 'Forecast error',
	'results.0.value': '-32%',
	'results.1.metric': 'Waste',
	'results.1.value': '-18%',
}

describe('a content type added by its definition, migration and screens alone', () => {
	it('touches only the files of the checklist, and the copy typechecks and lints', async () => {
		const original = await projectFiles()
		const copied = await filesBelow(copy)
		const changed: string[] = []
		for (const file of copied) {
			const before = original.includes(file) ? await fs.readFile(path.join(projectRoot, file)) : undefined
			if (!before?.equals(await fs.readFile(path.join(copy, file)))) changed.push(file)
		}
		expect(
			original.filter((file) => !copied.includes(file)),
			'files removed',
		).toEqual([])
		expect(new Set(changed)).toEqual(new Set(Object.keys(TOUCHED)))

		await inCopy('@react-router/dev/bin.js', ['typegen'])
		await inCopy('typescript/bin/tsc', ['--noEmit'])
		await inCopy('eslint/bin/eslint.js', ['--max-warnings=0', ...Object.keys(TOUCHED)])
	}, 180_000)

	it('has the five calls of the JSON API, validated by its schema', async () => {
		const created = await api('POST', '/case_studies', STUDY)
		expect(created.status).toBe(201)
		expect(created.body).toMatchObject({ id: 1, ...STUDY })
		expect((await api('POST', '/case_studies', { ...STUDY, title: '' })).body).toMatchObject({
			fields: { title: 'Title is required' },
		})
		expect((await api('GET', '/case_studies')).body).toHaveLength(1)
		expect((await api('PUT', '/case_studies/1', { client: 'Kalinga Foods Ltd' })).body.client).toBe('Kalinga Foods Ltd')
		expect((await api('GET', '/case_studies/1')).body.client).toBe('Kalinga Foods Ltd')
		expect((await fetch(`${server.url}/case_studies`, { method: 'POST', body: '{}' })).status).toBe(401)
		expect((await api('POST', '/case_studies', { ...STUDY, title: 'Deleted soon' })).status).toBe(201)
		expect((await api('DELETE', '/case_studies/2')).status).toBe(204)
		expect((await api('GET', '/case_studies/2')).status).toBe(404)
	})

	it('is described in the OpenAPI document', async () => {
		const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
			paths: Record<string, Record<string, { operationId: string }>>
			components: { schemas: Record<string, unknown> }
		}
		expect(Object.keys(document.paths['/case_studies'] ?? {}).sort()).toEqual(['get', 'post'])
		expect(document.paths['/case_studies/{id}']?.put?.operationId).toBe('updateCaseStudy')
		expect(document.components.schemas).toHaveProperty('CaseStudy')
		expect(document.components.schemas).toHaveProperty('CaseStudyInput')
		expect((await page('/api-reference', false)).html).toContain('Add a case study')
	})

	it('has a dashboard tile, and admin screens drawn from its definition', async () => {
		const dashboard = await page('/dashboard')
		expect(dashboard.html).toContain('Case Studies')
		expect(dashboard.html).toContain('href="/dashboard/case-studies"')

		const list = await page('/dashboard/case-studies')
		expect(list.status).toBe(200)
		expect(list.html).toContain('<h1 class="text-3xl font-bold tracking-tight text-slate-900">Manage Case Studies</h1>')
		expect(list.html).toContain('Forecasting for a grocer')
		expect(list.html).toContain('href="/dashboard/case-studies/1"')
		// The field's limit comes from the schema (requiredText('Title', 160)), never retyped.
		expect(list.html).toMatch(
			/<input[^>]*name="title"[^>]*maxLength="160"|<input[^>]*maxLength="160"[^>]*name="title"/i,
		)

		const added = await fetch(`${server.url}/dashboard/case-studies`, {
			method: 'POST',
			redirect: 'manual',
			headers: { cookie: session.cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ intent: 'create', ...STUDY_FORM, title: 'Added in the admin' }),
		})
		expect(added.status).toBe(302)
		expect(added.headers.get('location')).toBe('/dashboard/case-studies')
		const addedInAdmin = (await api('GET', '/case_studies')).body.find(
			(item: { title: string }) => item.title === 'Added in the admin',
		)
		expect(addedInAdmin.results).toEqual([
			{ metric: 'Forecast error', value: '-32%' },
			{ metric: 'Waste', value: '-18%' },
		])

		const edit = await page('/dashboard/case-studies/1')
		expect(edit.status).toBe(200)
		expect(edit.html).toContain('Edit Case study')
		expect(edit.html).toContain('Kalinga Foods Ltd')
		// The list's entry, drawn by the inputs of its fields' kinds, named by its path.
		expect(edit.html).toMatch(/<input[^>]*name="results\.0\.metric"[^>]*value="Forecast error"/)
		expect(edit.html).toContain('Add to Results')
		expect((await page('/dashboard/case-studies')).status).toBe(200)
		expect((await page('/dashboard/case-studies', false)).status).toBe(401)
	})

	it("has its public screens, in the sitemap and among the Navigation screen's pages", async () => {
		const item = await page('/case-studies/1', false)
		expect(item.status).toBe(200)
		expect(item.html).toContain('<strong>sales</strong>')
		expect((await page('/case-studies', false)).html).toContain('Forecasting for a grocer')
		expect((await page('/case-studies/99', false)).status).toBe(404)

		const sitemap = (await page('/sitemap.xml', false)).html
		expect(sitemap).toContain(`<loc>${server.url}/case-studies</loc>`)
		expect(sitemap).toContain(`<loc>${server.url}/case-studies/1</loc>`)
		// Not linked until someone puts it in the navigation; offered there, with each item's page.
		const navigation = (await page('/dashboard/navigation')).html
		expect(navigation).toMatch(/<option value="\/case-studies"[^>]*>Case Studies<\/option>/)
		expect(navigation).toContain('<option value="/case-studies/1"')
	})

	it('has a single-record type from its definition alone: API with If-Match and history, screen, tile', async () => {
		const first = await fetch(`${server.url}/case_study_settings`)
		expect(first.status).toBe(200)
		expect(await first.json()).toMatchObject({ heading: 'Our case studies', links: [], gallery: '' })
		const etag = first.headers.get('etag')!
		expect(etag).toMatch(/^"[\w-]+"$/)

		const change = { heading: 'Client stories', links: [{ label: 'Blog', url: '/blog' }], gallery: ['/uploads/a.jpg'] }
		expect((await fetch(`${server.url}/case_study_settings`, { method: 'PUT', body: '{}' })).status).toBe(401)
		const put = (headers: Record<string, string>, body: unknown) =>
			fetch(`${server.url}/case_study_settings`, {
				method: 'PUT',
				headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json', ...headers },
				body: JSON.stringify(body),
			})
		const saved = await put({ 'if-match': etag }, change)
		expect(saved.status).toBe(200)
		// The image list answers in the seed's shape, a comma-separated string; the group kept its fields.
		expect(await saved.json()).toMatchObject({ ...change, gallery: '/uploads/a.jpg', contact: { name: 'The studio' } })
		expect((await put({ 'if-match': etag }, { heading: 'Stale' })).status).toBe(412)
		const refused = await put({}, { links: [{ label: 'Bad', url: 'javascript:alert(1)' }] })
		expect(refused.status).toBe(400)
		expect(await refused.json()).toMatchObject({
			fields: { 'links.0.url': 'Address must be a web address starting with https://' },
		})

		const history = await api('GET', '/case_study_settings/revisions')
		expect(history.body.map((revision: { record: { heading: string } }) => revision.record.heading)).toEqual([
			'Our case studies',
		])
		const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
			paths: Record<string, Record<string, unknown>>
		}
		expect(Object.keys(document.paths['/case_study_settings'] ?? {}).sort()).toEqual(['get', 'put'])

		expect((await page('/dashboard')).html).toContain('href="/dashboard/case-study-settings"')
		const screen = await page('/dashboard/case-study-settings')
		expect(screen.status).toBe(200)
		expect(screen.html).toContain('Case Study Settings')
		expect(screen.html).toMatch(/<input[^>]*name="contact\.name"[^>]*value="The studio"/)
		expect(screen.html).toMatch(/<input[^>]*name="links\.0\.url"[^>]*value="\/blog"/)
		expect((await page('/dashboard/case-study-settings', false)).status).toBe(401)

		const version = /name="version" value="([^"]+)"/.exec(screen.html)?.[1]
		expect(version).toBeTruthy()
		const form = (fields: Record<string, string>) =>
			fetch(`${server.url}/dashboard/case-study-settings`, {
				method: 'POST',
				redirect: 'manual',
				headers: { cookie: session.cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams(fields),
			})
		const fields = {
			version: version!,
			heading: 'Stories from our clients',
			'contact.name': 'Ada',
			'contact.website': 'https://example.com',
			links: '',
			'links.0.label': 'Portfolio',
			'links.0.url': '/portfolio',
			gallery: '/uploads/a.jpg,/uploads/b.jpg',
		}
		const bad = await form({ ...fields, 'links.0.url': 'javascript:alert(1)' })
		expect(bad.status).toBe(400)
		const good = await form(fields)
		expect(good.status).toBe(302)
		expect((await api('GET', '/case_study_settings')).body).toMatchObject({
			heading: 'Stories from our clients',
			contact: { name: 'Ada', website: 'https://example.com' },
			links: [{ label: 'Portfolio', url: '/portfolio' }],
			gallery: '/uploads/a.jpg,/uploads/b.jpg',
		})
		// The form was opened at a version another save has replaced since: refused, nothing lost.
		expect((await form({ ...fields, heading: 'Late' })).status).toBe(409)
	})

	it('edits the singleton in a browser: entries of a list added, moved and saved', async () => {
		const browser = await chromium.launch({
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
		})
		try {
			const context = await browser.newContext()
			const [name, value] = session.cookie.split('=') as [string, string]
			await context.addCookies([{ name, value, url: server.url }])
			const tab = await context.newPage()
			await tab.goto(`${server.url}/dashboard/case-study-settings`)
			await tab.getByRole('button', { name: 'Add to Links' }).click()
			await tab.locator('input[name="links.1.label"]').fill('Blog')
			// A path on this site is an address the kind takes: the browser must not refuse it.
			await tab.locator('input[name="links.1.url"]').fill('/blog')
			await tab.getByRole('button', { name: 'Move up: Links 2' }).click()
			await tab.getByRole('button', { name: 'Save Changes' }).click()
			await tab.getByText('Settings saved').waitFor()
			expect((await api('GET', '/case_study_settings')).body.links).toEqual([
				{ label: 'Blog', url: '/blog' },
				{ label: 'Portfolio', url: '/portfolio' },
			])
		} finally {
			await browser.close()
		}
	})

	it('is in backups', async () => {
		const out = path.join(server.dataDir, 'backup.tar.gz')
		await run(process.execPath, operationsScript('backup', ['--out', out]), {
			cwd: copy,
			env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
		})
		const extracted = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-new-type-backup-'))
		await tar.extract({ file: out, cwd: extracted })
		const rows = JSON.parse(await fs.readFile(path.join(extracted, 'database.json'), 'utf8')) as Record<
			string,
			Array<{ title: string }>
		>
		expect(rows.singletons?.map((row) => (row as unknown as { name: string }).name)).toContain('case_study_settings')
		// The one deleted through the API is in the trash: a row of its table, kept by backups too.
		expect(rows.case_studies?.map((row) => row.title)).toEqual([
			'Forecasting for a grocer',
			'Deleted soon',
			'Added in the admin',
		])
		await fs.rm(extracted, { recursive: true, force: true })
	})
})

describe('a block type added by its definition and component alone', () => {
	const QUOTE = { type: 'quote', words: 'They found the waste we could not see.', source: 'Kalinga Foods' }

	it('is one the API takes and checks, and a page draws', async () => {
		const saved = await api('POST', '/pages', { title: 'Praise', blocks: [QUOTE] })
		expect(saved.status).toBe(201)
		expect(saved.body.blocks).toEqual([QUOTE])
		const refused = await api('POST', '/pages', { title: 'No source', blocks: [{ ...QUOTE, source: '' }] })
		expect(refused.status).toBe(400)
		expect(Object.keys(refused.body.fields)).toEqual(['blocks.0.source'])
		const shown = await page('/praise', false)
		expect(shown.status).toBe(200)
		expect(shown.html).toContain(
			'<blockquote class="text-2xl text-slate-900">They found the waste we could not see.</blockquote>',
		)
	})

	it('is offered by the page editor, with its fields', async () => {
		const editor = await page('/dashboard/pages')
		expect(editor.html).toContain('<option value="quote">Quote</option>')
		const document = await api('GET', '/openapi.json')
		expect(JSON.stringify(document.body.components.schemas.PageInput)).toContain('"quote"')
	})
})
