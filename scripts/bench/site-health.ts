import { randomBytes } from 'node:crypto'

import { log, stop, temporaryDir } from '#scripts/bench/processes.ts'
import { startSite } from '#scripts/bench/servers.ts'

/*
 * Site health with 2,000 items (docs/decisions/0057-checks-and-site-health.md): a neutral site is given 2,000
 * FAQs through the API, each answer with links (one in ten to a page the site does not have), then
 * `GET /site-checks` is timed: the first call after the writes (computed), repeated calls (kept by the
 * content version), and the first after one more write (a trash: computed again).
 */

const ITEMS = 2_000
const REPEATS = 20

export type SiteHealthResult = {
	items: number
	findings: number
	computedMs: number
	keptP50Ms: number
	keptMaxMs: number
	afterWriteMs: number
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b)

export async function siteHealthTest(): Promise<SiteHealthResult> {
	const dataDir = await temporaryDir('sigma-bench-health-')
	const password = randomBytes(18).toString('base64url')
	const site = await startSite('server (site health)', dataDir, { SAMPLE_CONTENT: '0', ADMIN_PASSWORD: password })
	try {
		const login = await fetch(`${site.url}/admin/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email: 'admin@example.com', password }),
		})
		if (!login.ok) throw new Error(`site health: sign-in answered ${login.status}`)
		const { token } = (await login.json()) as { token: string }
		const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
		const ids: number[] = []
		let next = 0
		const writer = async () => {
			for (let index = next++; index < ITEMS; index = next++) {
				const link = index % 10 === 0 ? `/no-such-page-${index}` : '/contact-us'
				const answer = `## How\n\nSee [the details](${link}) and [our work](/portfolio).\n\n#### Later\n\nMore.`
				const made = await fetch(`${site.url}/faqs`, {
					method: 'POST',
					headers,
					body: JSON.stringify({ question: `Bench question number ${index}?`, answer }),
				})
				if (made.status !== 201) throw new Error(`site health: POST /faqs answered ${made.status}`)
				ids.push(((await made.json()) as { id: number }).id)
			}
		}
		const startedWriting = Date.now()
		await Promise.all(Array.from({ length: 8 }, writer))
		log(`site health: ${ITEMS} FAQs written in ${((Date.now() - startedWriting) / 1000).toFixed(1)} s`)
		const timed = async () => {
			const at = performance.now()
			const answer = await fetch(`${site.url}/site-checks`, { headers })
			if (!answer.ok) throw new Error(`site health: GET /site-checks answered ${answer.status}`)
			const { findings } = (await answer.json()) as { findings: unknown[] }
			return { ms: performance.now() - at, findings: findings.length }
		}
		const computed = await timed()
		const kept: number[] = []
		for (let run = 0; run < REPEATS; run++) kept.push((await timed()).ms)
		const trashed = await fetch(`${site.url}/faqs/${ids[1]}`, { method: 'DELETE', headers })
		if (trashed.status !== 204) throw new Error(`site health: DELETE answered ${trashed.status}`)
		const afterWrite = await timed()
		const result: SiteHealthResult = {
			items: ITEMS,
			findings: computed.findings,
			computedMs: computed.ms,
			keptP50Ms: sorted(kept)[Math.floor(REPEATS / 2)]!,
			keptMaxMs: sorted(kept).at(-1)!,
			afterWriteMs: afterWrite.ms,
		}
		log(
			`site health: ${result.findings} findings; computed in ${result.computedMs.toFixed(0)} ms, ` +
				`kept p50 ${result.keptP50Ms.toFixed(1)} ms, after a write ${result.afterWriteMs.toFixed(0)} ms`,
		)
		return result
	} finally {
		await stop(site.entry)
	}
}
