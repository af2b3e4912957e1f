import type { UIMatch } from 'react-router'
import publicScript from 'virtual:public-script'

import { usePageNonce } from '#app/lib/page-nonce.ts'

/** What a route's `handle` says of its page: `hydrate: false` for pages React only renders on the server. */
export type PageHandle = { hydrate?: boolean }

/** A page below a route with `handle.hydrate === false` (the public layout) is plain HTML plus enhancements. */
export const isServerOnlyPage = (matches: UIMatch[]) =>
	matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false)

/**
 * Pages a visitor is likely to open next are prerendered when the pointer rests on a link to them (or a
 * finger goes down on it), so following it is instant. Never the admin area, feeds, the API or uploads:
 * only pages, and only this site's.
 */
export const SPECULATION_RULES = {
	prerender: [
		{
			where: {
				and: [
					{ href_matches: '/*' },
					{
						not: {
							href_matches: [
								'/admin',
								'/admin/*',
								'/dashboard',
								'/dashboard/*',
								'/api/*',
								'/uploads/*',
								'/*.xml',
								'/*.json',
								'/*.txt',
							],
						},
					},
				],
			},
			eagerness: 'moderate',
		},
	],
} as const

/**
 * The only scripts of a public page (ADR 0032): its progressive enhancements (app/enhance/, a few kB, the
 * page works without them) and the speculation rules. Both carry this rendering's nonce (the strict CSP).
 */
export function PublicScripts() {
	const nonce = usePageNonce()
	return (
		<>
			{/* Its imports are fetched with it, not after it has been read. */}
			{publicScript.imports.map((href) => (
				<link key={href} rel="modulepreload" href={href} nonce={nonce} />
			))}
			<script type="module" src={publicScript.src} nonce={nonce} />
			<script
				type="speculationrules"
				nonce={nonce}
				// JSON of our own constant: nothing here comes from a request or the database.
				dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }}
			/>
		</>
	)
}
