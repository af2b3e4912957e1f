import { buildOpenApiDocument } from '#server/api/openapi.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { accountActivityOperations } from '#server/api/operations/account-activity.ts'
import { analyticsOperations } from '#server/api/operations/analytics.ts'
import { siteCheckOperations } from '#server/api/operations/checks.ts'
import { contactOperations } from '#server/api/operations/contact.ts'
import { contentApiOperations } from '#server/api/operations/content.ts'
import { invitationOperations } from '#server/api/operations/invitations.ts'
import { jobApplicationOperations } from '#server/api/operations/job-applications.ts'
import { mediaOperations } from '#server/api/operations/media.ts'
import { passkeyOperations } from '#server/api/operations/passkeys.ts'
import { passwordResetOperations } from '#server/api/operations/password-resets.ts'
import { presenceOperations } from '#server/api/operations/presence.ts'
import { profileOperations } from '#server/api/operations/profile.ts'
import { redirectOperations } from '#server/api/operations/redirects.ts'
import { secondFactorOperations } from '#server/api/operations/second-factors.ts'
import { securityPolicyOperations } from '#server/api/operations/security-policy.ts'
import { healthCheck, openApiOperation, readyCheck } from '#server/api/operations/service.ts'
import { sessionOperations } from '#server/api/operations/session.ts'
import { singletonApiOperations } from '#server/api/operations/singletons.ts'
import { trashOperations } from '#server/api/operations/trash.ts'
import { uploadOperation } from '#server/api/operations/uploads.ts'
import { meOperation, userOperations } from '#server/api/operations/users.ts'

/*
 * The JSON API of docs/product.md §7, at the site's own origin: one list of operations (operation.ts), from
 * which the router is mounted (router.ts) and the OpenAPI document (/openapi.json, the /api-reference
 * page) is built. Each content type's five calls come from its definition (operations/content.ts); to add
 * another call, add it to the module of its concern, with its summary, access, request schema (a Zod
 * schema from server/content) and an example body the API accepts. tests/integration/openapi.test.ts fails
 * until the router and the document agree, and posts the examples. Order matters where paths overlap:
 * Express tries entries in order (`/x/export.csv` before `/x/:id`).
 */

let documentJson: string | undefined
const openApiJson = () => (documentJson ??= JSON.stringify(openApiDocument()))

/** The operations the API router mounts, in the order of the document. */
export const apiOperations: readonly ApiOperation[] = [
	...contentApiOperations(),
	...singletonApiOperations(),
	...redirectOperations,
	...siteCheckOperations,
	// Invitations before `/users/:id`, whose `invitations` they are not (Express tries entries in order).
	...invitationOperations,
	...userOperations,
	...trashOperations,
	...presenceOperations,
	...contactOperations,
	...jobApplicationOperations,
	...sessionOperations,
	...passwordResetOperations,
	meOperation,
	...accountActivityOperations,
	...profileOperations,
	...passkeyOperations,
	...secondFactorOperations,
	...securityPolicyOperations,
	uploadOperation,
	...mediaOperations,
	...analyticsOperations.filter((operation) => operation.mountedBy !== 'app'),
	openApiOperation(openApiJson),
]

/** The operations create-app mounts ahead of the caches, limits and session checks (the probes). */
export const appOperations: readonly ApiOperation[] = [
	healthCheck,
	readyCheck,
	// The page-view counter: ahead of the API's limits, whose counting would cost a write per view (ADR 0033).
	...analyticsOperations.filter((operation) => operation.mountedBy === 'app'),
]

/** Every documented operation, in the order of the document. */
export const allOperations: readonly ApiOperation[] = [...apiOperations, ...appOperations]

let document: ReturnType<typeof buildOpenApiDocument> | undefined
/** Built once per process: it depends only on the code. */
export function openApiDocument() {
	document ??= buildOpenApiDocument(allOperations)
	return document
}
