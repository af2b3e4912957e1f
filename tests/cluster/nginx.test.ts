/**
 * docs/operations/nginx.conf itself, run by Debian's nginx in front of three built servers on one
 * PostgreSQL database and one bucket in Ceph's RADOS Gateway (tests/helpers/cluster.ts). The test writes in
 * only what must differ here (the instances' addresses, the listen ports on the loopback, a self-signed
 * certificate made with the openssl CLI) and includes the copy in a main file of its own, as Debian's
 * /etc/nginx/nginx.conf includes conf.d/*.conf. Runs with three-instances.test.ts (npm test: "Three
 * instances behind HAProxy and nginx"); skipped without PostgreSQL, the gateway or nginx.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import {
	ADMIN,
	adminToken,
	type Balancer,
	call,
	type CallOptions,
	clusterReady,
	json,
	sleep,
	useCluster,
	waitFor,
} from '#tests/helpers/cluster.ts'
import { freePort } from '#tests/helpers/server-process.ts'

const NGINX_CONFIG = path.resolve(import.meta.dirname, '../../docs/operations/nginx.conf')
const NGINX = '/usr/sbin/nginx'
const SERVER_NAME = 'www.example.com'
const run = promisify(execFile)
// The site's own IPv6 listen lines bind [::1] where the loopback has it; elsewhere they are left out.
const ipv6 = Object.values(os.networkInterfaces()).some((list) => list?.some((entry) => entry.address === '::1'))

/** `text` with each `from` replaced; one that is no longer there fails the test instead of testing less. */
function substitute(text: string, replacements: Array<[from: string, to: string]>): string {
	for (const [from, to] of replacements) {
		if (!text.includes(from)) throw new Error(`${NGINX_CONFIG} no longer says "${from}": update this test`)
		text = text.replaceAll(from, to)
	}
	return text
}

/** Two different free ports on the loopback. */
async function twoPorts(): Promise<[number, number]> {
	const first = await freePort()
	for (;;) {
		const second = await freePort()
		if (second !== first) return [first, second]
	}
}

describe.runIf(clusterReady && existsSync(NGINX))('three instances behind nginx (nginx.conf), over HTTPS', () => {
	const cluster = useCluster({
		count: 3,
		// Request logs on: each names the X-Request-Id it answered with, which shows the instance that did.
		env: { CONTACT_RATE_LIMIT: '0', API_RATE_LIMIT: '0', UPLOAD_RATE_LIMIT: '0', LOG_REQUESTS: '1', LOG_LEVEL: 'info' },
	})
	const instances = cluster.instances
	let nginx: Balancer | undefined
	let plain = ''
	let secure = ''
	let tls: CallOptions = {}

	beforeAll(async () => {
		const folder = cluster.folder
		const [key, certificate] = [path.join(folder, 'privkey.pem'), path.join(folder, 'fullchain.pem')]
		await run('openssl', [
			...['req', '-x509', '-nodes', '-days', '1', '-subj', `/CN=${SERVER_NAME}`],
			...['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-keyout', key, '-out', certificate],
			...['-addext', `subjectAltName=DNS:${SERVER_NAME},IP:127.0.0.1`],
		])
		tls = { ca: await fs.readFile(certificate, 'utf8') }

		const [httpPort, httpsPort] = await twoPorts()
		const [app1, app2, app3] = cluster.addresses()
		const site = substitute(await fs.readFile(NGINX_CONFIG, 'utf8'), [
			['10.0.0.11:3000', app1!],
			['10.0.0.12:3000', app2!],
			['10.0.0.13:3000', app3!],
			['listen 80;', `listen 127.0.0.1:${httpPort};`],
			['listen [::]:80;', ipv6 ? `listen [::1]:${httpPort};` : ''],
			['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
			['listen [::]:443 ssl http2;', ipv6 ? `listen [::1]:${httpsPort} ssl http2;` : ''],
			[`/etc/letsencrypt/live/${SERVER_NAME}/fullchain.pem`, certificate],
			[`/etc/letsencrypt/live/${SERVER_NAME}/privkey.pem`, key],
		])
		await fs.writeFile(path.join(folder, 'site.conf'), site)
		// What Debian's main file sets, in the folder; warnings and errors on stderr, which the test reads.
		// One process rather than a master and its workers: nothing of it can outlive the test.
		const main = [
			'master_process off;',
			'daemon off;',
			`pid ${folder}/nginx.pid;`,
			'error_log stderr warn;',
			'events {}',
			'http {',
			`	access_log ${folder}/access.log;`,
			...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `	${kind}_temp_path ${folder}/${kind};`),
			`	include ${folder}/site.conf;`,
			'}',
		]
		await fs.writeFile(path.join(folder, 'nginx.conf'), main.join('\n') + '\n')

		nginx = await cluster.startBalancer('nginx', NGINX, ['-p', folder, '-c', `${folder}/nginx.conf`, '-e', 'stderr'])
		plain = `http://127.0.0.1:${httpPort}`
		secure = `https://127.0.0.1:${httpsPort}`
		const started = nginx
		await waitFor(
			`${secure}/healthz`,
			20_000,
			() => (started.child.exitCode !== null ? `nginx exited:\n${started.output()}` : ''),
			tls,
		)
		// The example loads without a word from this nginx (a deprecated `listen … http2` would warn).
		expect(started.output()).toBe('')
	}, 60_000)

	it('redirects plain HTTP to the same address over HTTPS', async () => {
		const answer = await call(`${plain}/about?from=http`, { headers: { host: SERVER_NAME } })
		expect(answer.status).toBe(301)
		expect(answer.headers.location).toBe(`https://${SERVER_NAME}/about?from=http`)
	})

	it('answers pages and /healthz over HTTPS, from the three instances in turn', async () => {
		const home = await call(`${secure}/`, tls)
		expect(home.status).toBe(200)
		expect(home.headers['content-type']).toMatch(/^text\/html/)

		const ids: string[] = []
		for (let i = 0; i < 9; i++) {
			const answer = await call(`${secure}/healthz`, tls)
			expect(answer.status).toBe(200)
			ids.push(String(answer.headers['x-request-id']))
		}
		// Each instance logs the id of every request it answered (once the answer has gone out).
		const answeredBy = () => ids.map((id) => instances.findIndex((server) => server.output().includes(id)))
		for (let waited = 0; answeredBy().includes(-1) && waited < 5_000; waited += 100) await sleep(100)
		const counts = [0, 1, 2].map((n) => answeredBy().filter((index) => index === n).length)
		expect(counts.reduce((a, b) => a + b)).toBe(ids.length)
		expect(Math.min(...counts), `requests per instance: ${counts.join(', ')}`).toBeGreaterThan(0)
	})

	it('signs in with a Secure cookie and sends HSTS: X-Forwarded-Proto reaches the instances', async () => {
		const login = await call(`${secure}/admin/login`, {
			method: 'POST',
			...json({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
			...tls,
		})
		expect(login.status, login.text).toBe(200)
		expect(String(login.headers['set-cookie'])).toMatch(/;\s*Secure/i)
		expect(login.headers['strict-transport-security']).toMatch(/max-age=\d+/)
		const page = await call(`${secure}/`, tls)
		expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/)

		// An instance asked over plain HTTP directly marks neither.
		const direct = await call(`${instances[0]!.url}/admin/login`, {
			method: 'POST',
			...json({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
		})
		expect(direct.status, direct.text).toBe(200)
		expect(String(direct.headers['set-cookie'])).not.toMatch(/;\s*Secure/i)
		expect(direct.headers['strict-transport-security']).toBeUndefined()
	})

	it("takes a 3 MB upload (nginx's own limit is 1 MB) and serves it back", async () => {
		// Random pixels: PNG cannot shrink them, so the file stays as big as they are.
		const [width, height] = [1000, 1000]
		const image = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
			.png({ compressionLevel: 1 })
			.toBuffer()
		expect(image.length).toBeGreaterThan(2.5 * 1024 * 1024)
		const form = new FormData()
		form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'noise.png')
		const encoded = new Response(form)
		const token = await adminToken(secure, tls)
		const upload = await call(`${secure}/upload`, {
			method: 'POST',
			headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
			body: Buffer.from(await encoded.arrayBuffer()),
			timeoutMs: 60_000,
			...tls,
		})
		expect(upload.status, upload.text).toBe(201)
		const { imageUrl } = JSON.parse(upload.text) as { imageUrl: string }

		const [through, direct] = await Promise.all([call(secure + imageUrl, tls), call(instances[2]!.url + imageUrl)])
		expect(through.status).toBe(200)
		expect(through.headers['content-type']).toBe('image/png')
		expect(through.body.length).toBeGreaterThan(2.5 * 1024 * 1024)
		expect(through.body.equals(direct.body)).toBe(true)
	}, 90_000)

	it('keeps answering GETs from the others when an instance is killed', async () => {
		const victim = instances[1]!
		victim.child.kill('SIGKILL')
		expect(await victim.exited).toBeNull()
		for (let i = 0; i < 12; i++) {
			const answer = await call(`${secure}${i % 2 ? '/healthz' : '/'}`, tls)
			expect(answer.status, `request ${i + 1}: ${answer.text.slice(0, 200)}`).toBe(200)
		}
	})
})
