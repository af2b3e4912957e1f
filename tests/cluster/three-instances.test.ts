/**
 * docs/design.md §10, docs/operations.md: three built servers (`node server.js`) on one PostgreSQL database and one bucket
 * in Ceph's RADOS Gateway, behind Debian's HAProxy running docs/operations/haproxy.cfg itself, everything on
 * free ports with its files in a temporary folder (tests/helpers/cluster.ts). Runs under
 * `pg_virtualenv -t -- scripts/with-rgw.sh npx vitest run --project cluster` (npm test: "Three instances
 * behind HAProxy and nginx"); skipped without both. nginx.test.ts does the same for nginx.conf.
 *
 * Every request names its source address on the loopback network (127.1.x.y): through HAProxy the instances
 * see it in X-Forwarded-For (TRUST_PROXY=1), directly as the socket's address. Each request gets an address
 * of its own, so that the API limit of 10 a minute per address only bites where (d) means it to.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import {
	ADMIN,
	adminToken,
	type Answer,
	type Balancer,
	call,
	clusterReady,
	freshAddress,
	json,
	sleep,
	useCluster,
	waitFor,
} from '#tests/helpers/cluster.ts'
import { freePort, type ServerProcess } from '#tests/helpers/server-process.ts'

const HAPROXY_CONFIG = path.resolve(import.meta.dirname, '../../docs/operations/haproxy.cfg')
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy'
const API_RATE_LIMIT = 10

describe.runIf(clusterReady)('three instances behind HAProxy, on PostgreSQL and RGW', () => {
	const cluster = useCluster({
		count: 3,
		env: {
			API_RATE_LIMIT: String(API_RATE_LIMIT),
			UPLOAD_RATE_LIMIT: '10',
			CONTACT_RATE_LIMIT: '0',
			LOG_REQUESTS: '0',
			LOG_LEVEL: 'warn',
		},
	})
	const instances = cluster.instances
	let haproxy: (Balancer & { url: string }) | undefined
	let token = ''

	const admin = () => ({ authorization: `Bearer ${token}` })
	const balancer = () => haproxy!.url

	beforeAll(async () => {
		const port = await freePort()
		const [app1, app2, app3] = cluster.addresses()
		const started = await cluster.startBalancer('haproxy', HAPROXY, ['-db', '-f', HAPROXY_CONFIG], {
			SIGMA_BIND: `127.0.0.1:${port}`,
			SIGMA_APP1: app1!,
			SIGMA_APP2: app2!,
			SIGMA_APP3: app3!,
		})
		haproxy = { ...started, url: `http://127.0.0.1:${port}` }
		await waitFor(`${haproxy.url}/readyz`, 20_000, () =>
			started.child.exitCode !== null ? `haproxy exited:\n${started.output()}` : '',
		)
		token = await adminToken(balancer())
	}, 60_000)

	it('stores one image through the balancer that every instance serves', async () => {
		const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
			.png()
			.toBuffer()
		const form = new FormData()
		form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'picture.png')
		const encoded = new Response(form)
		const upload = await call(`${balancer()}/upload`, {
			method: 'POST',
			headers: { ...admin(), 'content-type': encoded.headers.get('content-type')! },
			body: Buffer.from(await encoded.arrayBuffer()),
		})
		expect(upload.status, upload.text).toBe(201)
		const { imageUrl } = JSON.parse(upload.text) as { imageUrl: string }
		expect(imageUrl).toMatch(/^\/uploads\//)

		const answers = await Promise.all(instances.map((server) => call(server.url + imageUrl)))
		const reference = answers[0]!.body
		expect(reference.length).toBeGreaterThan(0)
		for (const answer of answers) {
			expect(answer.status).toBe(200)
			expect(answer.headers['content-type']).toMatch(/^image\//)
			expect(answer.body.equals(reference)).toBe(true)
		}
		// And through the balancer, which picks them in turn.
		for (let i = 0; i < 6; i++) expect((await call(balancer() + imageUrl)).status).toBe(200)
	})

	it('takes a session opened on one instance on all, and ends it on all when it is closed on one', async () => {
		const [one, two, three] = instances as [ServerProcess, ServerProcess, ServerProcess]
		const login = await call(`${one.url}/admin/login`, {
			method: 'POST',
			...json({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
		})
		expect(login.status, login.text).toBe(200)
		const session = (JSON.parse(login.text) as { token: string }).token
		const cookie = String(login.headers['set-cookie']?.[0]).split(';')[0]!
		const bearer = { authorization: `Bearer ${session}` }

		for (const server of [one, two, three]) {
			expect((await call(`${server.url}/contact_submissions`, { headers: bearer })).status).toBe(200)
			expect((await call(`${server.url}/contact_submissions`, { headers: { cookie } })).status).toBe(200)
		}
		expect((await call(`${balancer()}/contact_submissions`, { headers: bearer })).status).toBe(200)

		const logout = await call(`${two.url}/admin/logout`, { method: 'POST', headers: bearer })
		expect(logout.status, logout.text).toBe(200)
		for (const server of [one, two, three]) {
			expect((await call(`${server.url}/contact_submissions`, { headers: bearer })).status).toBe(401)
			expect((await call(`${server.url}/contact_submissions`, { headers: { cookie } })).status).toBe(401)
		}
		for (let i = 0; i < 3; i++)
			expect((await call(`${balancer()}/contact_submissions`, { headers: bearer })).status).toBe(401)
		// The other session (the file's own) is untouched.
		expect((await call(`${three.url}/contact_submissions`, { headers: admin() })).status).toBe(200)
	})

	it("shows a write on one instance in the others' cached answers within 100 ms", async () => {
		// Three rounds, each instance writing once; of the other two, one's API list and the other's home page
		// (the FAQ section) are cached before the write.
		for (const [writer, apiReader, pageReader] of [
			[0, 2, 1],
			[1, 0, 2],
			[2, 1, 0],
		] as const) {
			const question = `Cluster question ${randomBytes(4).toString('hex')}?`
			const watched = [
				{ url: `${instances[apiReader]!.url}/faqs`, name: `GET /faqs on instance ${apiReader + 1}` },
				{ url: `${instances[pageReader]!.url}/`, name: `the home page on instance ${pageReader + 1}` },
			]
			for (const { url, name } of watched) {
				await call(url)
				const second = await call(url)
				expect(second.status, name).toBe(200)
				expect(second.headers['x-cache'], name).toBe('HIT')
				expect(second.text, name).not.toContain(question)
			}

			const created = await call(`${instances[writer]!.url}/faqs`, {
				method: 'POST',
				headers: { ...admin(), 'content-type': 'application/json' },
				body: JSON.stringify({ question, answer: 'Within a hundred milliseconds.' }),
			})
			expect(created.status, created.text).toBe(201)
			const written = performance.now()

			// A request every 10 ms to each, not waiting for answers (a page rendered afresh takes its own
			// time): the first request that sees the question must have been sent within 100 ms of the write's
			// answer, and every later one sees it too.
			const sent: Array<{ target: number; at: number; answer: Promise<Answer> }> = []
			while (performance.now() - written < 250) {
				for (const [target, { url }] of watched.entries())
					sent.push({ target, at: performance.now() - written, answer: call(url) })
				await sleep(10)
			}
			for (const [target, { name }] of watched.entries()) {
				const mine = sent.filter((request) => request.target === target)
				const answers = await Promise.all(mine.map((request) => request.answer))
				expect(
					answers.map((answer) => answer.status),
					name,
				).toEqual(answers.map(() => 200))
				const first = answers.findIndex((answer) => answer.text.includes(question))
				expect(first, `${name}: never showed the new question`).toBeGreaterThanOrEqual(0)
				const delay = mine[first]!.at
				console.log(
					`write on instance ${writer + 1}, ${name}: new content for requests sent ${delay.toFixed(1)} ms after the write`,
				)
				expect(delay, name).toBeLessThanOrEqual(100)
				expect(
					answers.slice(first).every((answer) => answer.text.includes(question)),
					`${name}: an older answer after a newer one`,
				).toBe(true)
			}
		}
	})

	it('lets exactly API_RATE_LIMIT requests of one client through, over the balancer and all three instances', async () => {
		const client = freshAddress()
		const targets = [balancer(), ...instances.map((server) => server.url)]
		// 30 at once, spread over the four ways in; unauthenticated reads of the inbox (never cached).
		const answers = await Promise.all(
			Array.from({ length: 30 }, (_, i) =>
				call(`${targets[i % targets.length]}/contact_submissions`, { from: client }),
			),
		)
		const statuses = answers.map((answer) => answer.status)
		expect(statuses.filter((status) => status === 401)).toHaveLength(API_RATE_LIMIT)
		expect(statuses.filter((status) => status === 429)).toHaveLength(30 - API_RATE_LIMIT)
		// Another client is not affected.
		expect((await call(`${balancer()}/contact_submissions`)).status).toBe(401)
	})

	it('counts page views sent to every instance once each, and a client as one visitor on all (one salt a day)', async () => {
		const page = `/blog/cluster-views-${randomBytes(4).toString('hex')}`
		const clients = Array.from({ length: 6 }, () => freshAddress())
		const targets = [balancer(), ...instances.map((server) => server.url)]
		const chrome =
			'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
		const { headers, body } = json({ path: page, width: 1280 })
		const answers = await Promise.all(
			Array.from({ length: 24 }, (_, i) =>
				call(`${targets[i % targets.length]}/analytics/views`, {
					method: 'POST',
					from: clients[i % clients.length],
					headers: { ...headers, 'user-agent': chrome },
					body,
				}),
			),
		)
		expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(204))
		// Each instance writes its batch within a second or so; the report is read through the balancer.
		const counted = async () => {
			const report = JSON.parse((await call(`${balancer()}/analytics?days=1`, { headers: admin() })).text) as {
				pages: Array<{ path: string; views: number; visitors: number }>
			}
			return report.pages.find((row) => row.path === page) ?? null
		}
		await expect
			.poll(counted, { timeout: 10_000, interval: 250 })
			.toEqual({ path: page, title: null, views: 24, visitors: 6 })
	})

	it('loses no acknowledged contact message when an instance is killed under a burst, and the balancer keeps answering', async () => {
		const victim = instances[1]!
		const burst = `burst-${randomBytes(4).toString('hex')}`
		const total = 150
		const acknowledged: string[] = []
		const failures: number[] = []
		let next = 0
		let killedAt = -1
		const send = async (subject: string) => {
			const answer = await call(`${balancer()}/contact`, {
				method: 'POST',
				...json({ name: 'Burst Sender', email: 'burst@example.com', phone: '+1 555 0100', subject, message: 'Hello' }),
			})
			if (answer.status >= 200 && answer.status < 300) acknowledged.push(subject)
			else failures.push(answer.status)
			return answer
		}
		// Eight senders at a time; the second instance is killed once 40 messages have been acknowledged.
		await Promise.all(
			Array.from({ length: 8 }, async () => {
				while (next < total) {
					const i = next++
					await send(`${burst} ${i}`)
					if (killedAt < 0 && acknowledged.length >= 40) {
						killedAt = i
						victim.child.kill('SIGKILL')
					}
				}
			}),
		)
		expect(killedAt, 'the instance was killed during the burst').toBeGreaterThan(0)
		expect(await victim.exited).toBeNull()
		console.log(`burst: ${acknowledged.length} of ${total} acknowledged; failed: ${JSON.stringify(failures)}`)
		// Only requests in flight on the killed instance may fail.
		expect(failures.length).toBeLessThanOrEqual(8)

		// The balancer keeps answering: every one of these is answered by a live instance.
		for (let i = 0; i < 20; i++) {
			const answer = await send(`${burst} after ${i}`)
			expect(answer.status, answer.text).toBe(201)
		}

		// Every acknowledged message is stored, as the inbox on a live instance says.
		const inbox = await call(`${instances[2]!.url}/contact_submissions`, { headers: admin() })
		expect(inbox.status).toBe(200)
		const stored = new Set((JSON.parse(inbox.text) as Array<{ subject: string }>).map((message) => message.subject))
		expect(acknowledged.filter((subject) => !stored.has(subject))).toEqual([])
		// And in the database itself.
		const client = new pg.Client({ connectionString: cluster.databaseUrl })
		await client.connect()
		try {
			const { rows } = await client.query<{ count: string }>(
				'select count(*) from contact_submissions where subject like $1',
				[`${burst} %`],
			)
			expect(Number(rows[0]!.count)).toBeGreaterThanOrEqual(acknowledged.length)
		} finally {
			await client.end()
		}
	}, 120_000)
})
