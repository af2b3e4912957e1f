/** The hero's node graph: points in a 520×380 box, and which of them are joined (also drawn by scripts/share-images.ts). */
export const HERO_GRAPH = {
	nodes: [
		[60, 250],
		[150, 150],
		[250, 210],
		[330, 90],
		[420, 170],
		[200, 320],
		[360, 300],
		[460, 60],
	],
	edges: [
		[0, 1],
		[1, 2],
		[2, 3],
		[3, 4],
		[1, 5],
		[2, 5],
		[5, 6],
		[4, 6],
		[3, 7],
		[4, 7],
	],
} as const

/**
 * The hero's decoration: a node graph over a soft chart. Served as the static file public/hero-art.svg
 * (tests/unit/hero-art.test.ts keeps the two the same), so the page carries none of it as JavaScript; it
 * shows on wide screens only, and a phone never fetches it.
 */
export function HeroArt() {
	const { nodes, edges } = HERO_GRAPH
	return (
		<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 520 380" width="520" height="380">
			<defs>
				<linearGradient id="hero-bar" x1="0" x2="0" y1="0" y2="1">
					<stop offset="0" stopColor="#5eead4" stopOpacity="0.55" />
					<stop offset="1" stopColor="#5eead4" stopOpacity="0.05" />
				</linearGradient>
			</defs>
			{[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
				<rect
					key={i}
					x={40 + i * 52}
					y={380 - (60 + ((i * 37) % 120))}
					width="30"
					height={60 + ((i * 37) % 120)}
					rx="6"
					fill="url(#hero-bar)"
				/>
			))}
			{edges.map(([a, b], i) => (
				<line
					key={i}
					x1={nodes[a][0]}
					y1={nodes[a][1]}
					x2={nodes[b][0]}
					y2={nodes[b][1]}
					stroke="#bfdbfe"
					strokeOpacity="0.5"
					strokeWidth="2"
				/>
			))}
			{nodes.map(([x, y], i) => (
				<g key={i}>
					<circle cx={x} cy={y} r="16" fill="#93c5fd" fillOpacity="0.15" />
					<circle cx={x} cy={y} r={i % 3 === 0 ? 8 : 6} fill={i % 2 ? '#5eead4' : '#ffffff'} />
				</g>
			))}
		</svg>
	)
}
