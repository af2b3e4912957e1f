import { z } from 'zod'

import { parseId, signedInUser } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { apiWords } from '#server/api/operations/api-words.ts'
import { requirePermission } from '#server/auth/permissions.ts'
import { CheckResult } from '#server/content/checks/check.ts'
import { checksOf, SiteFindings, siteFindings } from '#server/content/checks/site-checks.ts'
import type { ContentType } from '#server/content/content-type.ts'
import { ValidationError } from '#server/content/errors.ts'

/**
 * The checks before publishing and the site's health (docs/design.md §16, docs/decisions/0057-checks-and-site-health.md):
 * an item's checks, saved or not, for every content type, and every live item's with the site's own.
 */

const Checks = z.object({ checks: z.array(CheckResult) })
const CHECKS_EXAMPLE = {
	checks: [
		{
			id: 'image-alt',
			level: 'error',
			field: 'picture',
			message:
				'The image /uploads/forecasting.jpg has no alt text: add it in the media library, or mark the image decorative.',
		},
		{
			id: 'title-length',
			level: 'warning',
			field: 'heading',
			message: 'The title is 72 characters long: search results show about 60.',
		},
	],
}
const UnsavedBody = z.record(z.string(), z.unknown()).meta({
	description: 'The form as it is, saved or not: any fields of the type (missing ones are not checked)',
})
const ItemId = z.coerce.number().int().min(1)
const BODY_LIMIT = '1mb'

/** An item's checks: the saved item's, and an unsaved body's. */
export function checkOperations(type: ContentType): ApiOperation[] {
	const { tag, singular, article, Singular } = apiWords(type)
	const answer = {
		status: 200 as const,
		description: 'What the checks found, errors first (none: an empty list)',
		body: { name: 'Checks', schema: Checks, example: CHECKS_EXAMPLE },
	}
	return [
		{
			method: 'get',
			path: `/${type.name}/:id/checks`,
			operationId: `check${Singular}`,
			tag,
			summary: `Check ${article} ${singular} before publishing`,
			description:
				'Images without alt text, links to pages of this site that answer 404 or show a non-live item (other sites are never fetched), titles and descriptions too long or short, skipped heading levels, vague link texts, a title another item has, oversized images. `level` is `error`, `warning` or `notice`.',
			access: { type, action: 'read' },
			answer,
			failures: { 404: `No ${singular} with this id` },
			handle: async (req, res, { db, config }) => {
				const item = await type.getOrThrow(db, parseId(req.params.id), { status: 'all' })
				requirePermission(signedInUser(res), { type, action: 'read', item })
				res.json({ checks: await checksOf(db, type, item, { id: item.id, publicUrl: config.publicUrl }) })
			},
		},
		{
			method: 'post',
			path: `/${type.name}/checks`,
			operationId: `checkUnsaved${Singular}`,
			tag,
			summary: `Check an unsaved ${singular}`,
			description:
				'The same checks over a form not saved yet; a partial body is fine (what is missing is not checked), and the answer is 200 for any object. `?id=` names the item the form edits, so its own title is not a duplicate.',
			access: { type, action: 'read' },
			query: { id: { description: 'The item the form edits, if it is saved already', schema: ItemId } },
			request: {
				kind: 'json',
				name: `${apiWords(type).name}Unsaved`,
				schema: UnsavedBody,
				example: type.api.example,
				limit: BODY_LIMIT,
			},
			answer,
			handle: async (req, res, { db, config }) => {
				const body: unknown = req.body
				if (body === null || typeof body !== 'object' || Array.isArray(body))
					throw new ValidationError('Expected a JSON object', { _: 'Expected a JSON object' })
				const id = ItemId.safeParse(req.query.id)
				res.json({
					checks: await checksOf(db, type, body as Record<string, unknown>, {
						id: id.success ? id.data : undefined,
						publicUrl: config.publicUrl,
					}),
				})
			},
		},
	]
}

export const siteCheckOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/site-checks',
		operationId: 'checkSite',
		tag: 'Site health',
		summary: 'Check the whole site',
		description:
			'Every live item’s checks (as `GET /{collection}/{id}/checks`), the single records’ (the navigation’s links), and the site’s own: redirects that lead to no page (`broken-link`) or to another redirect (`redirect-chain`), and pages no link of the site reaches (`orphan-page`). Findings of a single record have no `item_id`. Kept until the next write, so a repeat call is fast.',
		access: { permission: 'site.health' },
		answer: {
			status: 200,
			description: 'Every finding, errors first within each item',
			body: {
				name: 'SiteFindings',
				schema: SiteFindings,
				example: {
					findings: [
						{
							collection: 'blogs',
							item_id: 3,
							title: 'Forecasting with little data',
							check: 'broken-link',
							level: 'error',
							field: 'body',
							message: 'The link /services leads to /services, which answers 404 (no page there).',
						},
						{
							collection: 'navigation',
							title: 'Navigation',
							check: 'broken-link',
							level: 'error',
							field: 'header',
							message: 'The link /old-page leads to /old-page, which answers 404 (no page there).',
						},
					],
				},
			},
		},
		handle: async (_req, res, { db, config }) => {
			res.json({ findings: await siteFindings(db, config.publicUrl) })
		},
	},
]
