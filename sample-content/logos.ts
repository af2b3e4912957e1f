import type { Mark } from '#sample-content/items.ts'
import { circle, cycle, fill, n, type Palette, rect, repeat, stroke, svg } from '#sample-content/svg.ts'

type LogoColours = Pick<Palette, 'a' | 'b'>

/** Saturated pairs for partner marks, which sit on a light page rather than on a gradient. */
const LOGO_COLOURS: readonly [LogoColours, ...LogoColours[]] = [
	{ a: '#1d4ed8', b: '#0d9488' },
	{ a: '#4f46e5', b: '#0ea5e9' },
	{ a: '#0f766e', b: '#65a30d' },
	{ a: '#2563eb', b: '#7c3aed' },
	{ a: '#1e3a8a', b: '#0891b2' },
	{ a: '#0e7490', b: '#2563eb' },
]

/** Partner marks: each a small composition in a 120×120 box, drawn centred on a transparent 400×160 logo. */
const MARKS: Record<Mark, (p: LogoColours) => string> = {
	hex: (p) =>
		`<polygon points="60,4 108,32 108,88 60,116 12,88 12,32" ${stroke(p.a, 10)}/><polygon points="60,36 84,50 84,78 60,92 36,78 36,50" ${fill(p.b)}/>`,
	orbit: (p) =>
		circle(60, 60, 30, fill(p.a)) +
		`<ellipse cx="60" cy="60" rx="56" ry="22" transform="rotate(-28 60 60)" ${stroke(p.b, 7)}/>` +
		circle(106, 34, 9, fill(p.b)),
	petals: (p) =>
		`<path d="M60,60 C60,22 82,6 112,6 C112,40 92,60 60,60 Z" ${fill(p.a)}/><path d="M60,60 C60,98 38,114 8,114 C8,80 28,60 60,60 Z" ${fill(p.b)}/><path d="M60,60 C22,60 6,38 6,8 C40,8 60,28 60,60 Z" ${fill(p.a, 0.55)}/>`,
	layers: (p) =>
		repeat(
			3,
			(i) =>
				`<polygon points="10,${44 + i * 26} 60,${20 + i * 26} 110,${44 + i * 26} 60,${68 + i * 26}" ${fill(i === 0 ? p.a : p.b, n(1 - i * 0.28))}/>`,
		),
	prism: (p) =>
		`<polygon points="60,6 114,108 60,80" ${fill(p.a)}/><polygon points="60,6 60,80 6,108" ${fill(p.b)}/><polygon points="6,108 60,80 114,108" ${fill(p.a, 0.55)}/>`,
	pulse: (p) =>
		rect(6, 6, 108, 108, 28, fill(p.a)) +
		`<polyline points="20,64 42,64 52,36 66,88 78,52 86,64 100,64" ${stroke('#ffffff', 8)}/>`,
}

/** A partner's logo: its mark centred on a transparent 400×160 canvas. */
export const logoSvg = (mark: Mark, palette: number) =>
	svg(400, 160, `<g transform="translate(128,8) scale(1.2)">${MARKS[mark](cycle(LOGO_COLOURS, palette))}</g>`)
