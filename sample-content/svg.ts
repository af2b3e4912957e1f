/*
 * The building blocks of the sample content's pictures: palettes, a seeded random source, and SVG
 * primitives that round every coordinate to a tenth. No text: the machine may have no fonts.
 */

export type Palette = { from: string; to: string; glow: string; a: string; b: string; ink: string }

export const PALETTES: readonly [Palette, ...Palette[]] = [
	{ from: '#0b1d3a', to: '#3730a3', glow: '#6366f1', a: '#2dd4bf', b: '#7dd3fc', ink: '#e0e7ff' },
	{ from: '#0f172a', to: '#1d4ed8', glow: '#3b82f6', a: '#93c5fd', b: '#a5b4fc', ink: '#dbeafe' },
	{ from: '#042f2e', to: '#0e7490', glow: '#14b8a6', a: '#5eead4', b: '#bae6fd', ink: '#ccfbf1' },
	{ from: '#1e1b4b', to: '#0f766e', glow: '#22d3ee', a: '#67e8f9', b: '#c7d2fe', ink: '#e0f2fe' },
	{ from: '#082f49', to: '#312e81', glow: '#818cf8', a: '#38bdf8', b: '#5eead4', ink: '#e0e7ff' },
	{ from: '#eef2ff', to: '#cffafe', glow: '#ffffff', a: '#4f46e5', b: '#0d9488', ink: '#1e3a8a' },
]

export type Random = () => number

/** mulberry32: small, fast and good enough to scatter shapes. */
export function random(seed: number): Random {
	let state = (seed * 0x9e3779b9) >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

export const n = (value: number) => Math.round(value * 10) / 10
export const between = (rnd: Random, low: number, high: number) => low + rnd() * (high - low)
export const repeat = (count: number, draw: (index: number) => string) =>
	Array.from({ length: count }, (_, i) => draw(i)).join('')
/** An SVG document drawn on a `width`×`height` canvas and rendered `scale` times that size. */
export const svg = (width: number, height: number, body: string, scale = 1) =>
	`<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}">${body}</svg>`
export const circle = (cx: number, cy: number, r: number, style: string) =>
	`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${style}/>`
export const rect = (x: number, y: number, w: number, h: number, rx: number, style: string) =>
	`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" ${style}/>`
export const line = (points: Array<[number, number]>, style: string) =>
	`<polyline points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" ${style}/>`
/** A straight line from (x1, y1) to (x2, y2). */
export const segment = (x1: number, y1: number, x2: number, y2: number, style: string) =>
	line(
		[
			[x1, y1],
			[x2, y2],
		],
		style,
	)
export const fill = (color: string, opacity = 1) => `fill="${color}" fill-opacity="${opacity}"`
export const stroke = (color: string, width: number, opacity = 1, cap = 'round') =>
	`fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-opacity="${opacity}" stroke-linecap="${cap}" stroke-linejoin="round"`

/** The shared background: a diagonal gradient with a soft glow placed by the seed. */
export function backdrop(p: Palette, rnd: Random): string {
	return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="glow" cx="${n(between(rnd, 0.2, 0.8))}" cy="${n(between(rnd, 0.2, 0.6))}" r="0.7"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.a}" stop-opacity="0.4"/><stop offset="1" stop-color="${p.a}" stop-opacity="0"/></linearGradient>
<linearGradient id="scan" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.a}" stop-opacity="0"/><stop offset="0.5" stop-color="${p.a}" stop-opacity="0.22"/><stop offset="1" stop-color="${p.a}" stop-opacity="0"/></linearGradient>
</defs><rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#glow)"/>`
}

/** The list's entry at `index`, wrapping around (the lists are never empty). */
export const cycle = <T>(list: readonly [T, ...T[]], index: number): T => list[index % list.length] ?? list[0]
