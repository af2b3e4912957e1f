// Screenshots of pages at several widths, for looking at what we built:
//   npx tsx scripts/screenshots.ts http://localhost:3000 / /blog ...   (PNGs into ./screenshots/)
// Uses Debian's Chromium through playwright-core; WIDTHS=375,768,1280 and OUT=dir are optional.
import fs from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number)
const out = process.env.OUT ?? 'screenshots'
await fs.mkdir(out, { recursive: true })
const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
for (const width of widths) {
	const page = await browser.newPage({ viewport: { width, height: 900 } })
	for (const pathname of paths.length ? paths : ['/']) {
		await page.goto(base + pathname, { waitUntil: 'networkidle' })
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
		const file = path.join(out, `${pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`)
		await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' })
		console.log(`${file}${overflow > 0 ? `  (overflows by ${overflow}px)` : ''}`)
	}
	await page.close()
}
await browser.close()
