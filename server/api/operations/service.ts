import { z } from 'zod'

import type { ApiOperation } from '#server/api/operation.ts'
import { checkReadiness } from '#server/ops/health.ts'

const HealthAnswer = z.object({ status: z.literal('ok') })
const Check = z.enum(['ok', 'failed'])
const ReadyAnswer = z.object({
	status: z.literal('ready'),
	checks: z.object({ database: Check, migrations: Check, storage: Check }),
})

/**
 * Liveness: answered without touching the database or the storage, so an orchestrator restarts a process
 * only when the process itself is stuck, never because PostgreSQL or the bucket is down (/readyz says that).
 * Mounted by create-app ahead of everything else.
 */
export const healthCheck: ApiOperation = {
	method: 'get',
	path: '/healthz',
	operationId: 'checkHealth',
	tag: 'Service',
	summary: 'Check that the process is alive',
	description:
		'Answers ok while the process serves requests; it asks nothing of the database or the storage (see `/readyz`). Never cached, never rate limited.',
	access: 'public',
	mountedBy: 'app',
	answer: {
		status: 200,
		description: 'Alive',
		body: { schema: HealthAnswer, example: { status: 'ok' } },
	},
	handle: (_req, res) => {
		res.setHeader('Cache-Control', 'no-store')
		res.json({ status: 'ok' } satisfies z.infer<typeof HealthAnswer>)
	},
}

/** Readiness: what a load balancer asks before sending traffic here. Mounted by create-app like /healthz. */
export const readyCheck: ApiOperation = {
	method: 'get',
	path: '/readyz',
	operationId: 'checkReady',
	tag: 'Service',
	summary: 'Check that this instance can serve',
	description:
		'Ready when the database answers, every migration is applied and the upload storage takes a write (a small probe object, written and removed; a success is trusted for 5 seconds). Never cached, never rate limited.',
	access: 'public',
	mountedBy: 'app',
	answer: {
		status: 200,
		description: 'Ready, with each check',
		body: {
			schema: ReadyAnswer,
			example: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } },
		},
	},
	failures: {
		503: 'Not ready: `{ "status": "unavailable", "error": "Not ready: storage", "checks": { "database": "ok", "migrations": "ok", "storage": "failed" } }` names the failed checks (their reasons are in the log)',
	},
	handle: async (_req, res, services) => {
		const { ready, checks } = await checkReadiness(services)
		res.setHeader('Cache-Control', 'no-store')
		if (ready) {
			res.json({ status: 'ready', checks } satisfies z.infer<typeof ReadyAnswer>)
			return
		}
		const failed = Object.entries(checks).flatMap(([name, outcome]) => (outcome === 'failed' ? [name] : []))
		res.setHeader('Retry-After', '5')
		res.status(503).json({ status: 'unavailable', error: `Not ready: ${failed.join(', ')}`, checks })
	},
}

/** The document itself; `openApiJson` makes (once) what it answers. */
export const openApiOperation = (openApiJson: () => string): ApiOperation => ({
	method: 'get',
	path: '/openapi.json',
	operationId: 'getOpenApiDocument',
	tag: 'Service',
	summary: 'This API described in OpenAPI 3.1',
	description:
		'Generated from the schemas that validate the API; it changes only with a deploy. Read it at /api-reference.',
	access: 'public',
	answer: {
		status: 200,
		description: 'The OpenAPI document',
		body: {
			name: 'OpenApiDocument',
			schema: z.looseObject({ openapi: z.literal('3.1.0') }),
			example: { openapi: '3.1.0', info: { title: 'Website API', version: '1.0.0' }, paths: {} },
		},
	},
	handle: (_req, res) => {
		res.type('json').send(openApiJson())
	},
})
