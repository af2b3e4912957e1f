/**
 * Draws the site's default link-preview picture (`public/og-image.png`, 1200×630, what Open Graph and
 * Twitter cards show for pages without a picture of their own) and its logo as a raster
 * (`public/logo.png`, 512×512, for the Organization's structured data) from app/site-config.ts.
 * Run once after changing the company's name or tagline: `npx tsx scripts/share-images.ts`; the PNGs
 * are committed, so nothing draws them at start.
 */
import path from 'node:path'
import sharp from 'sharp'

import { HERO_GRAPH } from '#app/components/hero-art.tsx'
import { site } from '#app/site-config.ts'

const publicDir = path.resolve(import.meta.dirname, '../public')

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Splits text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
	const lines: string[] = []
	for (const word of text.split(/\s+/)) {
		const last = lines[lines.length - 1]
		if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
		else lines.push(word)
	}
	return lines
}

/** The logo mark of app/components/logo.tsx (and public/favicon.svg), at `size` px from (x, y). */
const logoMark = (x: number, y: number, size: number) => `
	<g transform="translate(${x} ${y}) scale(${size / 64})">
		<rect width="64" height="64" rx="14" fill="#1d5fd6"/>
		<path d="M44 18H22l14 14-14 14h22" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
	</g>`

/** The hero's node graph (app/components/hero-art.tsx), as a quiet decoration on the right. */
function graph(): string {
	const { nodes, edges } = HERO_GRAPH
	const bars = Array.from({ length: 9 }, (_, i) => {
		const height = 60 + ((i * 37) % 120)
		return `<rect x="${40 + i * 52}" y="${380 - height}" width="30" height="${height}" rx="6" fill="url(#bar)"/>`
	})
	const lines = edges.map(
		([a, b]) =>
			`<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}" stroke="#bfdbfe" stroke-opacity="0.5" stroke-width="2"/>`,
	)
	const dots = nodes.map(
		([x, y], i) =>
			`<circle cx="${x}" cy="${y}" r="16" fill="#93c5fd" fill-opacity="0.15"/><circle cx="${x}" cy="${y}" r="${i % 3 === 0 ? 8 : 6}" fill="${i % 2 ? '#5eead4' : '#ffffff'}"/>`,
	)
	return `<g transform="translate(720 120) scale(0.88)">${bars.join('')}${lines.join('')}${dots.join('')}</g>`
}

function sharePicture(): string {
	const tagline = wrap(site.tagline, 22)
	const taglineTop = 300
	const services = site.services.slice(0, 3).join('  ·  ')
	return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
	<defs>
		<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
			<stop offset="0" stop-color="#0f2a5c"/>
			<stop offset="0.55" stop-color="#174cb0"/>
			<stop offset="1" stop-color="#1d5fd6"/>
		</linearGradient>
		<linearGradient id="bar" x1="0" x2="0" y1="0" y2="1">
			<stop offset="0" stop-color="#5eead4" stop-opacity="0.55"/>
			<stop offset="1" stop-color="#5eead4" stop-opacity="0.05"/>
		</linearGradient>
	</defs>
	<rect width="1200" height="630" fill="url(#sky)"/>
	${graph()}
	<rect x="80" y="96" width="88" height="88" rx="20" fill="#ffffff"/>
	${logoMark(92, 108, 64)}
	<text x="196" y="158" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>
	${tagline
		.map(
			(line, i) =>
				`<text x="80" y="${taglineTop + i * 66}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="54" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
		)
		.join('\n\t')}
	<text x="80" y="${taglineTop + tagline.length * 66 + 34}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="24" fill="#d9eaff">${escapeXml(services)}</text>
	<rect x="0" y="606" width="1200" height="24" fill="#5eead4" fill-opacity="0.7"/>
</svg>`
}

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64">${logoMark(0, 0, 64)}</svg>`

await sharp(Buffer.from(sharePicture())).png({ compressionLevel: 9 }).toFile(path.join(publicDir, 'og-image.png'))
await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile(path.join(publicDir, 'logo.png'))
console.log('wrote public/og-image.png and public/logo.png')
