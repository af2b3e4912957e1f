import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { DeleteBucketCommand } from '@aws-sdk/client-s3'
import type { Express } from 'express'

import { type Config, loadConfig } from '#server/config.ts'
import { type AppOptions, createApp } from '#server/create-app.ts'
import type { Services } from '#server/services.ts'
import type { S3UploadStorage } from '#server/uploads/s3-storage.ts'
import { testAdminEnv } from '#tests/helpers/admin-password.ts'
import { createPostgresDatabase, usingPostgres } from '#tests/helpers/database.ts'

export const ADMIN_EMAIL = 'admin@example.com'
export const ADMIN_PASSWORD = 'correct horse battery staple'

export type ApiResponse<T = any> = { status: number; headers: Headers; body: T; text: string } // eslint-disable-line @typescript-eslint/no-explicit-any -- test answers are checked field by field

/** A file to upload; `name` and `type` are what the client claims (the server looks at the bytes). */
export type UploadFile = { data: Buffer; name?: string; type?: string }

export type TestApp = {
	url: string
	/** The Express app (to walk its routes). */
	app: Express
	services: Services
	config: Config
	dataDir: string
	/** A JSON API call. `token` sends `Authorization: Bearer`; a string body is sent as it is. */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see ApiResponse
	api<T = any>(
		method: string,
		path: string,
		options?: { body?: unknown; token?: string; headers?: Record<string, string> },
	): Promise<ApiResponse<T>>
	/**
	 * POST /upload as multipart/form-data: the file in `field` (default "image") next to a text field the
	 * server ignores, with the admin's session unless `signedIn` is false.
	 */
	upload(
		file: UploadFile | undefined,
		options?: { field?: string; signedIn?: boolean; fields?: Record<string, string> },
	): Promise<ApiResponse>
	/** Signs in as the admin once and returns the session token. */
	adminToken(): Promise<string>
	/** The names in the upload storage (the local folder, or the test's bucket under RGW), sorted. */
	storedNames(): Promise<string[]>
	/** A stored file's bytes, straight from the storage; undefined when there is none. */
	readStored(name: string): Promise<Buffer | undefined>
	close(): Promise<void>
}

/** Under scripts/with-rgw.sh (TEST_S3=1) every test app keeps its uploads in a bucket of its own on the RADOS Gateway. */
export const usingS3 = process.env.TEST_S3 === '1'

export type TestAppOptions = {
	/**
	 * Another instance on this app's database, data folder and bucket (its own process state and caches),
	 * as instances behind a load balancer; closing it leaves them to that app.
	 */
	sameDatabaseAs?: TestApp
	/** Passed to createApp. */
	app?: Pick<AppOptions, 'versionMaxAgeMs'>
}

/**
 * The real app on a real HTTP server and a fresh real database (SQLite file, or PostgreSQL under
 * pg_virtualenv) and upload storage (a folder, or a fresh bucket under scripts/with-rgw.sh; `S3_BUCKET: ''`
 * in `env` keeps a folder there too). A `DATABASE_URL` in `env` is used as it is (several apps on one
 * database): the caller drops it.
 */
export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
	const shared = options.sameDatabaseAs
	const dataDir = shared?.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'sigma-test-')))
	const postgres =
		usingPostgres && !shared && env.DATABASE_URL === undefined ? await createPostgresDatabase() : undefined
	const config = loadConfig({
		...(usingS3 && {
			S3_BUCKET: shared?.config.s3?.bucket ?? `test-${randomBytes(8).toString('hex')}`,
			S3_FORCE_PATH_STYLE: process.env.S3_FORCE_PATH_STYLE ?? '',
		}),
		NODE_ENV: 'test',
		DATA_DIR: dataDir,
		DATABASE_URL: shared?.config.databaseUrl ?? postgres?.url ?? '',
		...(await testAdminEnv(ADMIN_EMAIL, ADMIN_PASSWORD)),
		SAMPLE_CONTENT: '0',
		LOG_REQUESTS: '0',
		LOG_LEVEL: 'silent',
		// Tests send many messages from one address; the limit has its own tests.
		CONTACT_RATE_LIMIT: '0',
		API_RATE_LIMIT: '0',
		UPLOAD_RATE_LIMIT: '0',
		...env,
	})
	const instance = await createApp({ ...options.app, config, announce: () => {} })
	// Its start-up pass would otherwise race with the test: rolling up, pruning or purging what it writes.
	await instance.housekept
	const server: Server = createServer(instance.app)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

	let token: Promise<string> | undefined
	const api: TestApp['api'] = async (method, pathname, options = {}) => {
		const headers: Record<string, string> = { ...options.headers }
		if (options.token) headers.authorization = `Bearer ${options.token}`
		let body: string | undefined
		if (typeof options.body === 'string') {
			body = options.body
			headers['content-type'] ??= 'application/json'
		} else if (options.body !== undefined) {
			body = JSON.stringify(options.body)
			headers['content-type'] ??= 'application/json'
		}
		return readResponse(await fetch(url + pathname, { method, headers, body }))
	}

	const adminToken = () => {
		token ??= api('POST', '/admin/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }).then(
			(response) => {
				if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`)
				return response.body.token as string
			},
		)
		return token
	}

	return {
		url,
		app: instance.app,
		services: instance.services,
		config,
		dataDir,
		api,
		adminToken,
		async storedNames() {
			const names: string[] = []
			for await (const name of instance.services.storage.list()) names.push(name)
			return names.sort()
		},
		async readStored(name) {
			const object = await instance.services.storage.read(name)
			return object && buffer(object.body)
		},
		async upload(file, options = {}) {
			const form = new FormData()
			form.append('note', 'not a file')
			for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value)
			if (file) {
				const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' })
				form.append(options.field ?? 'image', blob, file.name ?? 'upload.bin')
			}
			const headers: Record<string, string> =
				options.signedIn === false ? {} : { authorization: `Bearer ${await adminToken()}` }
			return readResponse(await fetch(`${url}/upload`, { method: 'POST', body: form, headers }))
		},
		async close() {
			server.closeAllConnections()
			await new Promise((resolve) => server.close(resolve))
			await instance.close()
			if (shared) return
			await postgres?.drop()
			if (config.s3) {
				// The private files (résumés) share the bucket under their prefix.
				const resumes: string[] = []
				for await (const name of instance.services.resumes.list()) resumes.push(name)
				await instance.services.resumes.remove(resumes)
				await dropBucket(instance.services.storage as S3UploadStorage)
			}
			await fs.rm(dataDir, { recursive: true, force: true })
		},
	}
}

/** Empties and deletes a test's bucket (the cluster of scripts/with-rgw.sh goes away anyway; this keeps it small). */
async function dropBucket(storage: S3UploadStorage): Promise<void> {
	const names: string[] = []
	for await (const name of storage.list()) names.push(name)
	await storage.remove(names)
	await storage.client.send(new DeleteBucketCommand({ Bucket: storage.bucket }))
	storage.client.destroy()
}

/** The answer with its body parsed as JSON when it is JSON. */
async function readResponse(response: Response): Promise<ApiResponse> {
	const text = await response.text()
	let parsed: unknown = undefined
	try {
		parsed = text ? JSON.parse(text) : undefined
	} catch {
		parsed = undefined
	}
	return { status: response.status, headers: response.headers, body: parsed as never, text }
}
