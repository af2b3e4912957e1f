import sharp from 'sharp'

import type { Art, Motif } from '#sample-content/items.ts'
import { logoSvg } from '#sample-content/logos.ts'
import {
	backdrop,
	between,
	circle,
	cycle,
	fill,
	line,
	n,
	type Palette,
	PALETTES,
	type Random,
	random,
	rect,
	repeat,
	segment,
	stroke,
	svg,
} from '#sample-content/svg.ts'

/*
 * Drawing the sample content's pictures: the scenes and avatars here, partner logos in logos.ts, the
 * primitives in svg.ts. A seeded random source varies the shapes per image.
 */

/** The canvas scenes are drawn on; they are rendered at SCENE_SCALE of it (1280×800: four variant widths, a quick first start). */
const W = 1600
const H = 1000
const SCENE_SCALE = 0.8

/** Faint guide lines every `step` pixels. */
const guides = (p: Palette, step: number, opacity: number) =>
	repeat(Math.ceil(W / step), (i) => segment(i * step, 0, i * step, H, stroke(p.ink, 1, opacity))) +
	repeat(Math.ceil(H / step), (i) => segment(0, i * step, W, i * step, stroke(p.ink, 1, opacity)))

/** A heat map band over a grid, with the trend line it follows. */
function gridScene(p: Palette, rnd: Random): string {
	const cell = [50, 64, 80][Math.floor(rnd() * 3)] ?? 64
	const cols = Math.ceil(W / cell)
	const rows = Math.ceil(H / cell)
	const [freq, phase, amp] = [between(rnd, 0.12, 0.3), rnd() * 6, between(rnd, 1.5, 3.5)]
	const centre = (col: number) => rows / 2 + Math.sin(col * freq + phase) * amp
	let cells = ''
	for (let col = 0; col < cols; col++) {
		for (let row = 0; row < rows; row++) {
			const distance = Math.abs(row - centre(col))
			if (distance < 3 && rnd() > 0.25) {
				const colour = rnd() > 0.5 ? p.a : p.b
				cells += rect(col * cell + 3, row * cell + 3, cell - 6, cell - 6, 6, fill(colour, n(0.55 - distance * 0.16)))
			}
		}
	}
	const trend = Array.from({ length: cols + 1 }, (_, col): [number, number] => [col * cell, centre(col) * cell])
	return guides(p, cell, 0.08) + cells + line(trend, stroke(p.ink, 3, 0.7))
}

/** A network: points joined to their nearest neighbours, a few hubs and highlighted paths. */
function graphScene(p: Palette, rnd: Random): string {
	const nodes = Array.from({ length: 34 }, (): [number, number] => [between(rnd, 80, W - 80), between(rnd, 80, H - 80)])
	let edges = ''
	nodes.forEach(([x, y], i) => {
		const nearest = nodes
			.map(([u, v], j) => ({ j, d: (u - x) ** 2 + (v - y) ** 2 }))
			.filter(({ j }) => j !== i)
			.sort((one, two) => one.d - two.d)
			.slice(0, 3)
		for (const { j } of nearest) {
			const [u, v] = nodes[j] ?? [x, y]
			const highlighted = rnd() > 0.85
			edges += segment(x, y, u, v, highlighted ? stroke(p.a, 3, 0.8) : stroke(p.ink, 1.5, 0.22))
		}
	})
	const dots = nodes
		.map(([x, y], i) => {
			if (i % 6 !== 0) return circle(x, y, between(rnd, 4, 9), fill(p.b, 0.9))
			const r = between(rnd, 12, 20)
			return circle(x, y, r * 2.6, fill(p.a, 0.12)) + circle(x, y, r, fill(p.a, 0.95))
		})
		.join('')
	return edges + dots
}

/** A dashboard panel: KPI tiles, bars and a line series with its area. */
function chartScene(p: Palette, rnd: Random): string {
	const [x0, y0, w, h] = [180, 150, 1240, 700]
	const count = 10 + Math.floor(rnd() * 4)
	const slot = (w - 120) / count
	const baseY = y0 + h - 60
	const tiles = repeat(3, (i) => {
		const tx = x0 + 60 + i * 300
		return (
			rect(tx, y0 + 50, 260, 90, 14, fill(p.ink, 0.08)) +
			rect(tx + 24, y0 + 80, between(rnd, 90, 200), 14, 7, fill(i === 0 ? p.a : p.b, 0.8)) +
			rect(tx + 24, y0 + 106, 70, 10, 5, fill(p.ink, 0.25))
		)
	})
	let bars = ''
	const points: Array<[number, number]> = []
	for (let i = 0; i < count; i++) {
		const barH = (0.2 + (i / count) * 0.35 + rnd() * 0.12) * (h - 260)
		const bx = x0 + 60 + i * slot + slot * 0.2
		bars += rect(bx, baseY - barH, slot * 0.6, barH, 8, fill(p.b, 0.32))
		points.push([bx + slot * 0.3, baseY - barH - between(rnd, 30, 110)])
	}
	const area = `<path d="M${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')} L${n(points.at(-1)?.[0] ?? 0)},${baseY} L${n(points[0]?.[0] ?? 0)},${baseY} Z" fill="url(#fade)"/>`
	return (
		rect(x0, y0, w, h, 28, `${fill(p.ink, 0.05)} stroke="${p.ink}" stroke-opacity="0.14"`) +
		repeat(4, (i) => segment(x0 + 40, baseY - i * 110, x0 + w - 40, baseY - i * 110, stroke(p.ink, 1, 0.1))) +
		tiles +
		bars +
		area +
		line(points, stroke(p.a, 5)) +
		points.map(([x, y]) => circle(x, y, 8, `fill="${p.from}" stroke="${p.a}" stroke-width="4"`)).join('')
	)
}

/** Layered sine waves, like signals over time. */
function wavesScene(p: Palette, rnd: Random): string {
	const wave = (base: number, amp: number, k: number, phase: number) =>
		Array.from({ length: W / 20 + 1 }, (_, i): [number, number] => [
			i * 20,
			base + Math.sin(i * 20 * k + phase) * amp + Math.sin(i * 20 * k * 2.3 + phase) * amp * 0.3,
		])
	const k = between(rnd, 0.003, 0.006)
	const lines = repeat(8, (i) => {
		const points = wave(300 + i * 55, between(rnd, 50, 120), k * between(rnd, 0.8, 1.2), rnd() * 6)
		return line(points, stroke(i % 2 ? p.a : p.b, i % 3 === 0 ? 4 : 2, n(0.2 + (i / 8) * 0.6)))
	})
	const floor = wave(H - 180, 50, k, rnd() * 6)
	const filled = `<path d="M0,${H} L${floor.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')} L${W},${H} Z" ${fill(p.a, 0.12)}/>`
	const sparks = repeat(14, () =>
		circle(between(rnd, 40, W - 40), between(rnd, 60, H - 60), between(rnd, 2, 6), fill(p.ink, 0.5)),
	)
	return lines + filled + sparks
}

/** Concentric rings with arc segments, like a radial chart, and a small legend. */
function ringsScene(p: Palette, rnd: Random): string {
	const [cx, cy] = [between(rnd, 1000, 1200), between(rnd, 440, 560)]
	const circumference = (r: number) => 2 * Math.PI * r
	const rings = repeat(7, (i) => circle(cx, cy, 90 + i * 60, stroke(p.ink, 1, 0.12)))
	const arcs = repeat(5, (i) => {
		const r = 120 + i * 60
		const dash = circumference(r) * between(rnd, 0.15, 0.55)
		const style = `${stroke(i % 2 ? p.b : p.a, between(rnd, 14, 26), n(between(rnd, 0.55, 0.95)), 'butt')} stroke-dasharray="${n(dash)} ${n(circumference(r))}" transform="rotate(${n(rnd() * 360)} ${n(cx)} ${n(cy)})"`
		return circle(cx, cy, r, style)
	})
	const orbiters = repeat(6, (i) => {
		const r = 90 + (i + 1) * 60
		const angle = rnd() * Math.PI * 2
		return circle(cx + Math.cos(angle) * r, cy + Math.sin(angle) * r, 9, fill(p.ink, 0.85))
	})
	const legend = repeat(
		4,
		(i) =>
			rect(180, 330 + i * 90, 36, 36, 10, fill(i % 2 ? p.b : p.a, 0.8)) +
			rect(240, 342 + i * 90, between(rnd, 140, 300), 12, 6, fill(p.ink, 0.22)),
	)
	return rings + arcs + orbiters + circle(cx, cy, 46, fill(p.a, 0.9)) + legend
}

/** Objects on a line with detection boxes and a scan band, as in visual inspection. */
function visionScene(p: Palette, rnd: Random): string {
	const dots = repeat(20 * 12, (i) => circle(60 + (i % 20) * 78, 60 + Math.floor(i / 20) * 80, 2, fill(p.ink, 0.18)))
	const belt = rect(-20, 560, W + 40, 180, 0, fill(p.ink, 0.06)) + segment(0, 740, W, 740, stroke(p.ink, 2, 0.25))
	let objects = ''
	for (let i = 0; i < 5; i++) {
		const size = between(rnd, 120, 170)
		const cx = 200 + i * 300 + between(rnd, -30, 30)
		const cy = 650 - size / 2 + 40
		const shape = i % 3
		objects +=
			shape === 0
				? circle(cx, cy, size / 2, fill(p.b, 0.55))
				: shape === 1
					? rect(cx - size / 2, cy - size / 2, size, size, 22, fill(p.b, 0.45))
					: `<polygon points="${n(cx)},${n(cy - size / 2)} ${n(cx + size / 2)},${n(cy + size / 2)} ${n(cx - size / 2)},${n(cy + size / 2)}" ${fill(p.b, 0.5)}/>`
		const flagged = i === 1 + Math.floor(rnd() * 3)
		const colour = flagged ? p.ink : p.a
		const [bx, by, bs, c] = [cx - size / 2 - 24, cy - size / 2 - 24, size + 48, 30]
		const corners = [
			[
				[bx, by + c],
				[bx, by],
				[bx + c, by],
			],
			[
				[bx + bs - c, by],
				[bx + bs, by],
				[bx + bs, by + c],
			],
			[
				[bx + bs, by + bs - c],
				[bx + bs, by + bs],
				[bx + bs - c, by + bs],
			],
			[
				[bx + c, by + bs],
				[bx, by + bs],
				[bx, by + bs - c],
			],
		] as Array<Array<[number, number]>>
		objects += corners.map((points) => line(points, stroke(colour, 5))).join('')
		objects += rect(bx, by - 40, flagged ? 130 : 96, 28, 6, fill(colour, 0.9))
	}
	const scanY = between(rnd, 150, 350)
	return (
		dots +
		belt +
		rect(0, scanY, W, 220, 0, 'fill="url(#scan)"') +
		segment(0, scanY + 110, W, scanY + 110, stroke(p.a, 2, 0.6)) +
		objects
	)
}

/** An isometric field of columns, like a 3-D bar chart. */
function blocksScene(p: Palette, rnd: Random): string {
	const [size, tw, th, unit] = [6, 78, 45, 46]
	const [ox, oy] = [W / 2, 300]
	let columns = ''
	for (let sum = 0; sum <= (size - 1) * 2; sum++) {
		for (let gx = 0; gx < size; gx++) {
			const gy = sum - gx
			if (gy < 0 || gy >= size) continue
			const height = (1 + Math.floor(rnd() * rnd() * 5)) * unit
			const x = ox + (gx - gy) * tw
			const y = oy + (gx + gy) * th
			const top = `${n(x)},${n(y - height)} ${n(x + tw)},${n(y + th - height)} ${n(x)},${n(y + 2 * th - height)} ${n(x - tw)},${n(y + th - height)}`
			const left = `${n(x - tw)},${n(y + th - height)} ${n(x)},${n(y + 2 * th - height)} ${n(x)},${n(y + 2 * th)} ${n(x - tw)},${n(y + th)}`
			const right = `${n(x + tw)},${n(y + th - height)} ${n(x)},${n(y + 2 * th - height)} ${n(x)},${n(y + 2 * th)} ${n(x + tw)},${n(y + th)}`
			const accent = rnd() > 0.8 ? p.a : p.b
			// An opaque silhouette first, so columns in front hide the ones behind.
			const outline = `${n(x)},${n(y - height)} ${n(x + tw)},${n(y + th - height)} ${n(x + tw)},${n(y + th)} ${n(x)},${n(y + 2 * th)} ${n(x - tw)},${n(y + th)} ${n(x - tw)},${n(y + th - height)}`
			columns += `<polygon points="${outline}" fill="${p.from}"/><polygon points="${left}" ${fill(accent, 0.6)}/><polygon points="${right}" ${fill(accent, 0.42)}/><polygon points="${top}" ${fill(accent, 0.9)}/>`
		}
	}
	return guides(p, 100, 0.05) + columns
}

const SCENES: Record<Motif, (p: Palette, rnd: Random) => string> = {
	grid: gridScene,
	graph: graphScene,
	chart: chartScene,
	waves: wavesScene,
	rings: ringsScene,
	vision: visionScene,
	blocks: blocksScene,
}

/** A portrait placeholder: a soft silhouette over the palette's gradient, with a varied backdrop. */
function avatarSvg(p: Palette, rnd: Random): string {
	const shapes = repeat(3, () =>
		circle(between(rnd, 0, 400), between(rnd, 0, 400), between(rnd, 60, 160), fill(p.a, 0.14)),
	)
	const person =
		`<defs><linearGradient id="skin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.ink}" stop-opacity="0.95"/><stop offset="1" stop-color="${p.ink}" stop-opacity="0.7"/></linearGradient></defs>` +
		circle(200, 160, 68, 'fill="url(#skin)"') +
		`<path d="M60,400 C60,304 124,256 200,256 C276,256 340,304 340,400 Z" fill="url(#skin)"/>`
	return svg(400, 400, backdrop(p, rnd) + shapes + person)
}

/** Logos are transparent PNGs (400×160); scenes (1280×800) and avatars (400×400) are JPEGs. */
export function renderArt(art: Art, seed: number): { picture: sharp.Sharp; extension: 'jpg' | 'png' } {
	if (art.art === 'logo') {
		const markup = logoSvg(art.mark, art.palette)
		return { picture: sharp(Buffer.from(markup)), extension: 'png' }
	}
	const [rnd, palette] = [random(seed), cycle(PALETTES, art.palette)]
	const markup =
		art.art === 'avatar'
			? avatarSvg(palette, rnd)
			: svg(W, H, backdrop(palette, rnd) + SCENES[art.motif](palette, rnd), SCENE_SCALE)
	return { picture: sharp(Buffer.from(markup)), extension: 'jpg' }
}
