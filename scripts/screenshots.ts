// Screenshots of every public page at 375, 768 and 1280 px, to look at what we built:
//
//   npx tsx scripts/screenshots.ts                               build, start, shoot into ./screenshots/
//   npx tsx scripts/screenshots.ts --out docs/screenshots/after  another folder (docs/screenshots/ keeps sets)
//   npx tsx scripts/screenshots.ts --no-build                    use the existing build/ (builds when there is none)
//   npx tsx scripts/screenshots.ts --base-url http://127.0.0.1:3000   a server already running; nothing started
//   npx tsx scripts/screenshots.ts --max-height 8000              taller shots (default 3200) to look further down
//
// Without --base-url it starts the production build the way `npm run bench` does (scripts/bench/): a fresh
// temporary DATA_DIR with the sample content, one process on 127.0.0.1, stopped at the end. Each page is a
// JPEG of the page from its top, at most --max-height px tall, named <page>-<width>.jpg; index.md beside them
// names the pages and the commit. Debian's Chromium through playwright-core (CHROMIUM_PATH to change it).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { type Browser, chromium, type Page } from 'playwright-core'
import { format, resolveConfig } from 'prettier'
import { z } from 'zod'

import { keepSampleData, sampleDataTemplate } from '#scripts/bench/build.ts'
import { root } from '#scripts/bench/options.ts'
import { cleanUpOnExit, killEverythingNow, run, stop, temporaryDir, tracked } from '#scripts/bench/processes.ts'
import { startSite } from '#scripts/bench/servers.ts'

const WIDTHS = [375, 768, 1280] as const
const QUALITY = 70

/** A page at a fixed address, or the first item of a list (its address read from the list page). */
type Shot = { name: string; path: string } | { name: string; list: string; api: string }
const PAGES: Shot[] = [
	{ name: 'home', path: '/' },
	{ name: 'about', path: '/about' },
	{ name: 'contact-us', path: '/contact-us' },
	{ name: 'portfolio', path: '/portfolio' },
	{ name: 'products', path: '/portfolio/products' },
	{ name: 'product', list: '/portfolio/products', api: '/products' },
	{ name: 'software-development', path: '/portfolio/software-development' },
	{ name: 'application', list: '/portfolio/software-development', api: '/applications' },
	{ name: 'consulting', path: '/portfolio/consulting' },
	{ name: 'consulting-item', list: '/portfolio/consulting', api: '/consulting' },
	{ name: 'blog', path: '/blog' },
	{ name: 'blog-post', list: '/blog', api: '/blogs' },
	{ name: 'careers', path: '/career' },
	{ name: 'career', list: '/career', api: '/careers' },
	{ name: 'api-reference', path: '/api-reference' },
	{ name: 'not-found', path: '/this-page-does-not-exist' },
]

const { values: args } = parseArgs({
	options: {
		out: { type: 'string', default: 'screenshots' },
		'base-url': { type: 'string' },
		'no-build': { type: 'boolean', default: false },
		// Four 800 px screens: enough to judge a page's rhythm, small enough to keep a set of 48 under 6 MB.
		'max-height': { type: 'string', default: '3200' },
		help: { type: 'boolean', short: 'h', default: false },
	},
})
if (args.help) {
	const source = await fs.readFile(import.meta.filename, 'utf8')
	console.log(source.slice(0, source.indexOf('\nimport ')))
	process.exit(0)
}
const out = path.resolve(args.out)
const MAX_HEIGHT = Number(args['max-height'])
if (!Number.isInteger(MAX_HEIGHT) || MAX_HEIGHT < 100) {
	console.error(`--max-height must be a whole number of pixels, at least 100, not ${args['max-height']}`)
	process.exit(2)
}
const log = (message: string) => console.error(`[screenshots] ${message}`)

const ItemList = z.array(z.looseObject({ id: z.union([z.number(), z.string()]), slug: z.string().optional() }))

/**
 * The first item's page: the list page's link to the API's first item (by its id or slug, whatever the
 * URL scheme), else the list's first item link.
 */
async function itemPath(base: string, list: string, api: string): Promise<string> {
	const [first] = ItemList.parse(await (await fetch(base + api)).json())
	if (!first) throw new Error(`GET ${api} has no item`)
	const html = await (await fetch(base + list)).text()
	const links = [...html.matchAll(/href="([^"#?]+)/g)]
		.map((match) => new URL((match[1] ?? '').replaceAll('&amp;', '&'), base).pathname)
		.filter((pathname) => pathname.startsWith(`${list}/`))
	const keys = [String(first.id), first.slug].filter(Boolean)
	const last = (pathname: string) => decodeURIComponent(pathname.split('/').pop() ?? '')
	const found =
		links.find((link) => keys.includes(last(link))) ??
		links.find((link) => last(link).startsWith(`${first.id}-`)) ??
		links[0]
	if (!found) log(`${list} links to no item; guessing ${list}/${first.id}`)
	return found ?? `${list}/${first.id}`
}

/** Loads `url` as a visitor would see it once everything has arrived: fonts, lazy images, revealed sections. */
async function settle(page: Page, url: string): Promise<{ status: number; height: number; overflow: number }> {
	const response = await page.goto(url, { waitUntil: 'load' })
	await page.evaluate(async (maxHeight) => {
		// No function is named in here: tsx would wrap it in a helper (__name) the page does not have.
		for (const image of document.querySelectorAll('img')) image.loading = 'eager'
		// Through the part that is shot, a screen at a time: whatever waits to be scrolled into view appears.
		const end = Math.min(document.documentElement.scrollHeight, maxHeight)
		for (let y = 0; y < end; y += window.innerHeight / 2) {
			window.scrollTo(0, y)
			await new Promise((resolve) => setTimeout(resolve, 60))
		}
		window.scrollTo(0, 0)
		await document.fonts.ready
		const images = [...document.images].map((image) => image.decode().catch(() => undefined))
		await Promise.race([Promise.all(images), new Promise((resolve) => setTimeout(resolve, 10_000))])
	}, MAX_HEIGHT)
	// An address outside 127.0.0.1 (a video's thumbnail) may never answer here: not waited for past 5 s.
	await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
	return page
		.evaluate(() => ({
			height: document.documentElement.scrollHeight,
			overflow: document.documentElement.scrollWidth - window.innerWidth,
		}))
		.then((size) => ({ status: response?.status() ?? 0, ...size }))
}

type Row = { name: string; path: string; notes: string[]; heights: number[] }

async function shootAll(browser: Browser, base: string): Promise<Row[]> {
	const rows: Row[] = []
	for (const shot of PAGES) {
		const pathname = 'path' in shot ? shot.path : await itemPath(base, shot.list, shot.api)
		rows.push({ name: shot.name, path: pathname, notes: [], heights: [] })
	}
	for (const width of WIDTHS) {
		const phone = width < 768
		const context = await browser.newContext({
			viewport: { width, height: 800 },
			deviceScaleFactor: 1,
			isMobile: phone,
			hasTouch: phone,
			reducedMotion: 'reduce',
		})
		const page = await context.newPage()
		for (const row of rows) {
			const { status, height, overflow } = await settle(page, base + row.path)
			const expected = row.name === 'not-found' ? 404 : 200
			if (status !== expected) row.notes.push(`${width} px: status ${status}, not ${expected}`)
			if (overflow > 0) row.notes.push(`${width} px: ${overflow} px wider than the screen`)
			row.heights.push(height)
			const file = path.join(out, `${row.name}-${width}.jpg`)
			await page.screenshot({
				path: file,
				type: 'jpeg',
				quality: QUALITY,
				fullPage: true,
				clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
				animations: 'disabled',
				caret: 'hide',
			})
			log(
				`${path.relative(root, file)}  ${row.path}  (${height} px tall${height > MAX_HEIGHT ? `, cut at ${MAX_HEIGHT}` : ''})`,
			)
		}
		await context.close()
	}
	return rows
}

function commitNote(base: string | undefined): string {
	const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim()
	const commit = git('log', '-1', '--format=%h (%cs)')
	const dirty = git('status', '--porcelain', '--untracked-files=no') !== ''
	const source = base ? `the server at ${base}; this worktree is at` : 'the production build of'
	return `Taken from ${source} commit ${commit}${dirty ? ' (with uncommitted changes)' : ''}.`
}

async function writeIndex(rows: Row[], base: string | undefined): Promise<number> {
	const files = await fs.readdir(out)
	let bytes = 0
	for (const file of files.filter((name) => name.endsWith('.jpg'))) bytes += (await fs.stat(path.join(out, file))).size
	const lines = [
		`# Screenshots: ${path.basename(out)}`,
		'',
		commitNote(base),
		`Made by \`npx tsx scripts/screenshots.ts\`: ${WIDTHS.join(', ')} px wide, JPEG quality ${QUALITY}, each cut at ${MAX_HEIGHT} px;`,
		`sample content, reduced motion. ${rows.length * WIDTHS.length} images, ${(bytes / 1024 / 1024).toFixed(1)} MB.`,
		'',
		'| Page | Address | Files | Height (px) at ' + WIDTHS.join(' / ') + ' | Notes |',
		'| --- | --- | --- | --- | --- |',
		...rows.map(
			(row) =>
				`| ${row.name} | \`${row.path}\` | ${WIDTHS.map((width) => `[${width}](${row.name}-${width}.jpg)`).join(' ')} | ${row.heights.join(' / ')} | ${row.notes.join('; ')} |`,
		),
		'',
	]
	// As `npm run lint` (prettier --check) wants it, also when the set is kept in docs/.
	const file = path.join(out, 'index.md')
	const config = await resolveConfig(file)
	await fs.writeFile(file, await format(lines.join('\n'), { ...config, filepath: file }))
	return bytes
}

async function withServer<T>(work: (base: string) => Promise<T>): Promise<T> {
	if (args['base-url']) return work(args['base-url'].replace(/\/$/, ''))
	if (!args['no-build'] || !existsSync(path.join(root, 'build/server/index.js'))) {
		log('building the production app (npm run build)')
		await run('npm', ['run', 'build'], 300_000)
	}
	const dataDir = await temporaryDir('sigma-screenshots-data-')
	const template = sampleDataTemplate()
	const reuse = existsSync(template)
	if (reuse) await fs.cp(template, dataDir, { recursive: true })
	log(`starting the server on ${dataDir} with sample content${reuse ? ' (a copy of the kept one)' : ''}`)
	// Not pinned to the servers' cores: nothing here competes with it for them.
	const site = await startSite('server', dataDir, {}, { pinned: false })
	try {
		return await work(site.url)
	} finally {
		await stop(site.entry)
		if (!reuse && site.entry.child.exitCode === 0) await keepSampleData(dataDir, template)
	}
}

cleanUpOnExit()
let browser: Browser | undefined
try {
	await fs.mkdir(out, { recursive: true })
	const bytes = await withServer(async (base) => {
		browser = await chromium.launch({
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
		})
		const rows = await shootAll(browser, base)
		return writeIndex(rows, args['base-url'] ? base : undefined)
	})
	log(`done: ${path.relative(root, out) || '.'} holds ${(bytes / 1024 / 1024).toFixed(2)} MB of images and index.md`)
} catch (error) {
	console.error(`\nscreenshots failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
	process.exitCode = 1
} finally {
	await browser?.close()
	for (const entry of [...tracked]) await stop(entry, 2_000)
	killEverythingNow()
}
