import type { Response } from 'express'

import { EXAMPLE_TIMES } from '#server/api/examples.ts'
import { actorOf, parseId } from '#server/api/http.ts'
import type { AnswerBody, ApiOperation } from '#server/api/operation.ts'
import { CACHE_CONTROL } from '#server/cache/policy.ts'
import { type Redirect, RedirectInput, redirects } from '#server/content/redirects.ts'

/**
 * The redirects list (docs/design.md §13, docs/decisions/0045-redirects.md): the administrator's, as the
 * Redirects screen's. The domain (server/content/redirects.ts) checks every rule: the addresses' forms, a
 * `from` another redirect has, loops and chains.
 */

const TAG = 'Redirects'
const PERMISSION = { permission: 'redirects.manage' } as const

const example = { from: '/old-page', to: '/new-page', status: 301 } as const
const exampleRedirect = { id: 4, ...example, ...EXAMPLE_TIMES } satisfies Redirect
const exampleMoved = {
	id: 5,
	from: '/blog/first-post',
	to: '/blog/our-first-post',
	status: 301,
	...EXAMPLE_TIMES,
} satisfies Redirect
const body = (answer: unknown, shape: 'record' | 'records' = 'record'): AnswerBody => ({
	name: 'Redirect',
	schema: RedirectInput,
	shape,
	example: answer,
})
const RULES =
	'`from` is a path of this site (one leading `/`, no query; a trailing slash is dropped), `to` a path of this site or an `http(s)://` address, `status` 301 or 302 (default 301). A redirect may not lead to its own address, to an address another redirect starts at, nor start at an address another redirect leads to (no loops, no chains): each answers 400 naming the field, as does a `from` another redirect has.'
const noStore = (res: Response) => res.setHeader('Cache-Control', CACHE_CONTROL.never)

export const redirectOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/redirects',
		operationId: 'listRedirects',
		tag: TAG,
		summary: 'List redirects',
		description:
			'Oldest first. A public request whose page would be a 404 is answered with the redirect that starts at its path (its query string kept). A slug change adds a 301 here.',
		access: PERMISSION,
		answer: { status: 200, description: 'Every redirect', body: body([exampleRedirect, exampleMoved], 'records') },
		handle: async (_req, res, { db }) => {
			noStore(res)
			res.json(await redirects.list(db))
		},
	},
	{
		method: 'post',
		path: '/redirects',
		operationId: 'createRedirect',
		tag: TAG,
		summary: 'Add a redirect',
		description: RULES,
		access: PERMISSION,
		request: { kind: 'json', name: 'RedirectInput', schema: RedirectInput, example },
		answer: {
			status: 201,
			description: 'The redirect, as stored (its paths in their normal form)',
			body: body(exampleRedirect),
		},
		handle: async (req, res, { db }) => {
			const created = await redirects.create(db, req.body, { actor: actorOf(req, res) })
			noStore(res)
			res.status(201).json(created)
		},
	},
	{
		method: 'put',
		path: '/redirects/:id',
		operationId: 'updateRedirect',
		tag: TAG,
		summary: 'Change a redirect',
		description: `The fields sent are merged over the stored ones. ${RULES}`,
		access: PERMISSION,
		request: {
			kind: 'json',
			name: 'RedirectUpdate',
			schema: RedirectInput,
			example: { to: '/newer-page', status: 302 },
			partial: true,
		},
		answer: { status: 200, description: 'The redirect, as it is now', body: body(exampleRedirect) },
		handle: async (req, res, { db }) => {
			const updated = await redirects.update(db, parseId(req.params.id), req.body, { actor: actorOf(req, res) })
			noStore(res)
			res.json(updated)
		},
	},
	{
		method: 'delete',
		path: '/redirects/:id',
		operationId: 'deleteRedirect',
		tag: TAG,
		summary: 'Delete a redirect',
		description: 'Its `from` answers 404 again at the next request (unless a page lives there).',
		access: PERMISSION,
		answer: { status: 204, description: 'The redirect is gone' },
		handle: async (req, res, { db }) => {
			await redirects.remove(db, parseId(req.params.id), { actor: actorOf(req, res) })
			noStore(res)
			res.status(204).end()
		},
	},
]
