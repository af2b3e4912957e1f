import { z } from 'zod'

import type { ApiOperation } from '#server/api/operation.ts'
import { actorOf } from '#server/api/operations/second-factors.ts'
import { secondFactorRequired, setSecondFactorRequired } from '#server/auth/security-policy.ts'
import { parseOrThrow } from '#server/content/collection.ts'

/** The site's rule that every account needs a second factor (docs/design.md §15, server/auth/security-policy.ts). */

const TAG = 'Account security'

export const SecurityPolicy = z.object({
	require_second_factor: z.boolean({ error: 'require_second_factor must be true or false' }).meta({
		description:
			'Every account needs a passkey or the authenticator app: one without either, once signed in with its password, may only set one up (other calls answer 403 `Set up a second factor first`)',
	}),
})
type SecurityPolicy = z.infer<typeof SecurityPolicy>

const policyOf = async (db: Parameters<typeof secondFactorRequired>[0]): Promise<SecurityPolicy> => ({
	require_second_factor: await secondFactorRequired(db),
})

export const securityPolicyOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/admin/security-policy',
		operationId: 'getSecurityPolicy',
		tag: TAG,
		summary: "The site's second factor rule",
		access: { permission: 'security.policy' },
		answer: {
			status: 200,
			description: 'The rule',
			body: { name: 'SecurityPolicy', schema: SecurityPolicy, example: { require_second_factor: false } },
		},
		handle: async (_req, res, { db }) => {
			res.json(await policyOf(db))
		},
	},
	{
		method: 'put',
		path: '/admin/security-policy',
		operationId: 'setSecurityPolicy',
		tag: TAG,
		summary: 'Require a second factor of everyone, or stop',
		description:
			'Turning it on needs a passkey or the authenticator app of your own. It holds at once for every session, those already open included.',
		access: { permission: 'security.policy' },
		request: {
			kind: 'json',
			name: 'SecurityPolicyInput',
			schema: SecurityPolicy,
			example: { require_second_factor: false },
		},
		answer: {
			status: 200,
			description: 'The rule as it now is',
			body: { name: 'SecurityPolicy', schema: SecurityPolicy, example: { require_second_factor: true } },
		},
		failures: {
			409: 'Turning it on without a second factor of your own: set one up first',
		},
		handle: async (req, res, { db }) => {
			const { require_second_factor } = parseOrThrow(SecurityPolicy, req.body)
			await setSecondFactorRequired(db, actorOf(req, res), require_second_factor)
			res.json(await policyOf(db))
		},
	},
]
