/**
 * A position's facts and its closing (docs/design.md §17, docs/decisions/0059-structured-positions.md) over
 * real HTTP and the real database (SQLite, or PostgreSQL under pg_virtualenv): the new fields through the
 * API and their refusals, the seed's calls unchanged, a closed position gone from /career and the sitemap
 * and its page 410 while the API keeps it, its closing in the content version's schedule; and migration
 * 020 on rows from before it.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closesAt } from '#shared/career-facts.ts'
import { readContentVersion } from '#server/cache/version.ts'
import { careers } from '#server/content/types/careers.ts'
import { openDatabase } from '#server/db/database.ts'
import { sitemapXml } from '#app/lib/feeds.server.ts'
import { loader as careerLoader } from '#app/routes/career-detail.tsx'
import { loader as careersLoader } from '#app/routes/careers.tsx'
import { createPostgresDatabase, untyped, usingPostgres } from '#tests/helpers/database.ts'
import { loaderContext } from '#tests/helpers/loader-context.ts'
import { startTestApp, type TestApp } from '#tests/helpers/test-app.ts'
import { expectInvalid } from '#tests/integration/content-api-suite.ts'

const SITE = 'https://sigma.example'
let app: TestApp
let token: string
beforeAll(async () => {
	app = await startTestApp({ PUBLIC_URL: SITE })
	token = await app.adminToken()
})
afterAll(() => app?.close())

const FACTS = {
	department: 'Engineering',
	location: 'Lisbon, Portugal',
	workplace: 'hybrid',
	employment_type: 'full_time',
	salary: { min: 50_000, max: 65_000, currency: 'EUR', period: 'year' },
	valid_through: '2099-12-31',
}
const NO_FACTS = { department: '', location: '', workplace: '', employment_type: '', salary: null, valid_through: '' }
const post = (body: Record<string, unknown>) => app.api('POST', '/careers', { token, body })
const position = (name: string, extra: Record<string, unknown> = {}) => ({
	position_name: name,
	job_description: `What the ${name} does.`,
	...extra,
})

/** A public loader's answer: its data and the status it was answered with (or thrown). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked field by field
async function load(loader: (args: any) => Promise<unknown>, pathname: string, params: Record<string, string> = {}) {
	const url = new URL(pathname, SITE)
	try {
		const answer = (await loader({ request: new Request(url), url, context: await loaderContext(app), params })) as {
			data?: unknown
			init?: { status?: number } | null
		}
		const wrapped = answer && 'data' in answer && 'init' in answer
		// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
		return { status: (wrapped && answer.init?.status) || 200, data: (wrapped ? answer.data : answer) as any }
	} catch (thrown) {
		const status = thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status
		if (status) return { status, data: undefined }
		throw thrown
	}
}
const listNames = async (query = '') =>
	(await load(careersLoader, `/career${query}`)).data.careers.map(
		(career: { position_name: string }) => career.position_name,
	)

describe('the facts through the API', () => {
	it('are stored and answered, the list and the detail alike', async () => {
		const created = await post(position('Data Engineer', FACTS))
		expect(created.status, created.text).toBe(201)
		expect(created.body).toMatchObject(FACTS)
		const detail = await app.api('GET', `/careers/${created.body.id}`)
		expect(detail.body).toMatchObject(FACTS)
		const list = await app.api('GET', '/careers')
		expect(list.body.find((career: { id: number }) => career.id === created.body.id)).toMatchObject(FACTS)
	})

	it('the seed’s call (the two fields alone) is accepted as before and answers the facts empty', async () => {
		const created = await post({ position_name: 'Analyst', job_description: 'Dashboards.' })
		expect(created.status).toBe(201)
		expect(created.body).toMatchObject({ position_name: 'Analyst', job_description: 'Dashboards.', ...NO_FACTS })
		const updated = await app.api('PUT', `/careers/${created.body.id}`, {
			token,
			body: { position_name: 'Senior Analyst', job_description: 'Dashboards.' },
		})
		expect(updated.status).toBe(200)
		expect(updated.body).toMatchObject({ position_name: 'Senior Analyst', ...NO_FACTS })
	})

	it('an update changes one fact and keeps the others; null clears the salary', async () => {
		const created = await post(position('Platform Engineer', FACTS))
		const id = created.body.id
		const moved = await app.api('PUT', `/careers/${id}`, { token, body: { workplace: 'remote' } })
		expect(moved.body).toMatchObject({ ...FACTS, workplace: 'remote' })
		const unpaid = await app.api('PUT', `/careers/${id}`, { token, body: { salary: null } })
		expect(unpaid.status).toBe(200)
		expect(unpaid.body.salary).toBeNull()
		const one = await app.api('PUT', `/careers/${id}`, {
			token,
			body: { salary: { min: 30, max: 30, currency: 'USD', period: 'hour' } },
		})
		expect(one.body.salary).toEqual({ min: 30, max: 30, currency: 'USD', period: 'hour' })
	})

	const salary = (changes: Record<string, unknown>) => ({ salary: { ...FACTS.salary, ...changes } })
	it.each([
		[
			'a minimum above the maximum',
			salary({ min: 70_000 }),
			'salary.max',
			'Salary maximum must be at least the minimum',
		],
		['a currency that is no code', salary({ currency: 'EURO' }), 'salary.currency'],
		['a currency in small letters', salary({ currency: 'eur' }), 'salary.currency'],
		['a currency ISO 4217 does not know', salary({ currency: 'XYZ' }), 'salary.currency'],
		[
			'a period outside the three',
			salary({ period: 'week' }),
			'salary.period',
			'Salary period must be year, month or hour',
		],
		[
			'a minimum that is no number',
			salary({ min: 'lots' }),
			'salary.min',
			'Salary minimum must be a number from 0 to 100000000',
		],
		['a negative maximum', salary({ max: -1 }), 'salary.max'],
		['a salary without its maximum', { salary: { min: 1, currency: 'EUR', period: 'year' } }, 'salary.max'],
		['a salary that is no object', { salary: 'a lot' }, 'salary', 'Salary must be an object'],
		['a closing day that is no day', { valid_through: '2026-02-30' }, 'valid_through'],
		['a closing day in words', { valid_through: 'next Friday' }, 'valid_through'],
		['an unknown workplace', { workplace: 'office' }, 'workplace', 'Workplace must be onsite, hybrid or remote'],
		['an unknown employment type', { employment_type: 'freelance' }, 'employment_type'],
		['a department too long', { department: 'x'.repeat(101) }, 'department'],
	])('%s → 400 naming the field, nothing stored', async (_label, facts, field, message?: string) => {
		const before = (await app.api('GET', '/careers')).body.length
		const answer = await post(position('Refused', facts))
		expectInvalid(answer, field, message)
		expect((await app.api('GET', '/careers')).body.length).toBe(before)
	})

	it('a currency’s 400 says what a code is', async () => {
		const answer = await post(position('Refused', salary({ currency: 'Euro' })))
		expect(answer.body.fields['salary.currency']).toBe(
			'Salary currency must be an ISO 4217 code of three capital letters, such as EUR, USD or INR',
		)
	})
})

describe('a closed position', () => {
	let closed: { id: number; slug: string }
	let open: { id: number; slug: string }
	beforeAll(async () => {
		closed = (await post(position('Closed Role', { ...FACTS, department: 'Archive', valid_through: '2020-06-30' })))
			.body
		open = (await post(position('Open Role', { ...FACTS, department: 'Archive', workplace: 'remote' }))).body
	})

	it('is off /career, its filters and the sitemap; the open one stays', async () => {
		expect(await listNames()).toContain('Open Role')
		expect(await listNames()).not.toContain('Closed Role')
		expect(await listNames('?department=Archive')).toEqual(['Open Role'])
		const sitemap = await sitemapXml(app.services.db, SITE)
		expect(sitemap).toContain(`${SITE}/career/${open.slug}<`)
		expect(sitemap).not.toContain(`/career/${closed.slug}<`)
	})

	it('its page answers 410 saying so, linking to the open positions, without a JobPosting', async () => {
		const page = await load(careerLoader, `/career/${closed.slug}`, { slug: closed.slug })
		expect(page.status).toBe(410)
		expect(page.data.closed).toEqual({ position_name: 'Closed Role', listPath: '/career' })
		expect(page.data.meta).toContainEqual({ name: 'robots', content: 'noindex' })
		expect(JSON.stringify(page.data.meta)).not.toContain('JobPosting')
		const live = await load(careerLoader, `/career/${open.slug}`, { slug: open.slug })
		expect(live.status).toBe(200)
		expect(JSON.stringify(live.data.meta)).toContain('"JobPosting"')
	})

	it('the API keeps it for the team: the list and its detail', async () => {
		expect((await app.api('GET', `/careers/${closed.id}`)).body).toMatchObject({ valid_through: '2020-06-30' })
		expect((await app.api('GET', '/careers')).body.map((career: { id: number }) => career.id)).toContain(closed.id)
	})

	it('filters by workplace as by department, as plain links', async () => {
		expect(await listNames('?department=Archive&workplace=remote')).toEqual(['Open Role'])
		expect(await listNames('?workplace=remote')).toContain('Open Role')
		expect(await listNames('?workplace=hybrid')).not.toContain('Open Role')
		const { filters } = (await load(careersLoader, '/career?workplace=remote')).data
		expect(filters.map((group: { label: string }) => group.label)).toEqual(['Department', 'Workplace'])
	})

	it('an open position’s closing moment is in the content version’s schedule (caches empty then)', async () => {
		await post(position('Closing Soon', { valid_through: '2098-03-01' }))
		const { schedule } = await readContentVersion(app.services.db)
		expect(schedule).toContain(closesAt('2098-03-01'))
		expect(schedule).not.toContain(closesAt('2020-06-30'))
	})
})

describe('migration 020', () => {
	let dataDir: string
	let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
	beforeAll(async () => {
		dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-career-facts-'))
		postgres = usingPostgres ? await createPostgresDatabase() : undefined
	})
	afterAll(async () => {
		await postgres?.drop()
		await fs.rm(dataDir, { recursive: true, force: true })
	})

	it('gives existing positions no facts: empty texts and no salary', async () => {
		const before = await openDatabase({ dataDir, databaseUrl: postgres?.url, migrateUpTo: '2026-12-01-019-seo-fields' })
		const at = new Date().toISOString()
		await untyped(before.db)
			.insertInto('careers')
			.values({ position_name: 'Old job', job_description: 'j', slug: 'old-job', created_at: at, updated_at: at })
			.execute()
		await before.close()

		const after = await openDatabase({ dataDir, databaseUrl: postgres?.url })
		try {
			const [career] = await careers.list(after.db)
			expect(career).toMatchObject({ position_name: 'Old job', ...NO_FACTS })
		} finally {
			await after.close()
		}
	})
})
