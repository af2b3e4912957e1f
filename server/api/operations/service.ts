import { z } from 'zod'
import type { ApiOperation } from '#server/api/operation.ts'
import { databaseAnswers } from '#server/ops/health.ts'

const HealthAnswer = z.object({ status: z.literal('ok') })

/** Mounted by create-app ahead of everything else (a load balancer's probe should cost next to nothing). */
export const healthCheck: ApiOperation = {
	method: 'get',
	path: '/healthz',
	operationId: 'checkHealth',
	tag: 'Service',
	summary: 'Check that the service is up',
	description: 'Answers ok while the database is reachable. Never cached.',
	access: 'public',
	mountedBy: 'app',
	answer: {
		status: 200,
		description: 'Up, and the database answers',
		body: { schema: HealthAnswer, example: { status: 'ok' } },
	},
	failures: { 503: 'The database is not reachable: `{ "status": "unavailable", "error": "…" }`' },
	handle: async (_req, res, { db }) => {
		if (await databaseAnswers(db)) {
			res.setHeader('Cache-Control', 'no-store')
			res.json({ status: 'ok' } satisfies z.infer<typeof HealthAnswer>)
		} else {
			res.status(503).json({ status: 'unavailable', error: 'The database is not reachable' })
		}
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
			example: { openapi: '3.1.0', info: { title: 'Sigma Analytics API', version: '1.0.0' }, paths: {} },
		},
	},
	handle: (_req, res) => {
		res.type('json').send(openApiJson())
	},
})
