// Every operation of the OpenAPI document has an access rule (ADR 0037): `public`, a permission of the
// table (server/auth/permissions.ts), or an action of its own content type's rules. The document's
// `security` follows from it, and the calls anyone may make are exactly the ones listed here: making
// another one public is a decision this test asks to write down.
import { describe, expect, it } from 'vitest'

import type { OperationObject } from '#server/api/openapi-schemas.ts'
import { allOperations, openApiDocument } from '#server/api/operations.ts'
import { apiWords } from '#server/api/operations/api-words.ts'
import { isPermission } from '#server/auth/permissions.ts'
import { CONTENT_ACTIONS } from '#server/content/access.ts'
import { contentTypes, singletons } from '#server/content/registry.ts'

const PUBLIC_OPERATIONS = [
	// Each content type's reads: its `read` rule decides what they answer (visitors: live items).
	...contentTypes.flatMap((type) => [`list${apiWords(type).Plural}`, `get${apiWords(type).Singular}`]),
	// Each single-record type's read (ADR 0041): its `read` rule decides (settings: anyone).
	...singletons.map((singleton) => `get${singleton.api.recordName}`),
	'sendContactMessage',
	// A candidate's application to an open position (docs/design.md §17): public like the contact form.
	'applyForCareer',
	'signIn',
	'signInSecondStep',
	'passkeySignInOptions',
	'signInWithPasskey',
	// A forgotten password (docs/decisions/0054-password-resets.md): asked for, then chosen with the e-mailed link.
	'requestPasswordReset',
	'resetPassword',
	// The invitation's link is the secret (docs/design.md §15, ADR 0055): whoever holds it joins the team.
	'acceptInvitation',
	'countPageView',
	'checkHealth',
	'checkReady',
	'getOpenApiDocument',
]

const documented = Object.entries(openApiDocument().paths).flatMap(([path, item]) =>
	Object.entries(item).map(([method, operation]) => ({ method, path, operation: operation as OperationObject })),
)

describe('every documented operation', () => {
	it('is found among the declared operations', () => {
		expect(documented.length).toBe(allOperations.length)
		expect(documented.length).toBeGreaterThan(45)
	})

	describe.each(documented.map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry] as const))(
		'%s',
		(_name, { operation: documentedAs }) => {
			const operation = allOperations.find((candidate) => candidate.operationId === documentedAs.operationId)!

			it('has an access rule', () => {
				const { access } = operation
				if (access === 'public') {
					expect(PUBLIC_OPERATIONS, 'a public operation not listed in this test').toContain(operation.operationId)
				} else if ('permission' in access) {
					expect(isPermission(access.permission), `no permission named ${access.permission}`).toBe(true)
				} else {
					expect(CONTENT_ACTIONS).toContain(access.action)
					expect(typeof access.type.access[access.action]).toBe('function')
					// A content call is ruled by its own type.
					expect(operation.path.split('/')[1]).toBe(access.type.name)
				}
			})

			it('needs a session in the document exactly when its rule is not public', () => {
				expect(documentedAs.security !== undefined).toBe(operation.access !== 'public')
				expect('401' in documentedAs.responses || operation.access === 'public').toBe(true)
			})
		},
	)
})
