/**
 * Draws the site's default link-preview picture (`public/og-image.png`, 1200×630, what Open Graph and
 * Twitter cards show for pages whose settings have no social image) and its logo as a raster
 * (`public/logo.png`, 512×512, for the Organization's structured data). Neither has words: they serve
 * whatever company the settings name (ADR 0046), which sets its own social image on the Settings screen.
 * Run after changing the drawing: `npx tsx scripts/share-images.ts`; the PNGs are committed, so nothing
 * draws them at start.
 */
import path from 'node:path'
import sharp from 'sharp'

import { HERO_GRAPH } from '#app/components/hero-art.tsx'

const publicDir = path.resolve(import.meta.dirname, '../public')

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
	<rect x="80" y="211" width="208" height="208" rx="44" fill="#ffffff"/>
	${logoMark(104, 235, 160)}
	<rect x="0" y="606" width="1200" height="24" fill="#5eead4" fill-opacity="0.7"/>
</svg>`
}

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64">${logoMark(0, 0, 64)}</svg>`

await sharp(Buffer.from(sharePicture())).png({ compressionLevel: 9 }).toFile(path.join(publicDir, 'og-image.png'))
await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile(path.join(publicDir, 'logo.png'))
console.log('wrote public/og-image.png and public/logo.png')
