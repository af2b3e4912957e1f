import type { Request, Response } from 'express'
import { z } from 'zod'

import { PRESENCE_FRESH_SECONDS, PRESENCE_HEARTBEAT_SECONDS } from '#shared/presence.ts'
import { parseId, signedInUser } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { requirePermission } from '#server/auth/permissions.ts'
import type { User } from '#server/auth/user.ts'
import { NotFoundError } from '#server/content/errors.ts'
import { markEditing, type PresenceItem, stopEditing } from '#server/content/presence.ts'
import { contentTypes } from '#server/content/registry.ts'
import type { Db } from '#server/db/database.ts'

/**
 * Who else has an item's edit screen open (docs/decisions/0052-presence-and-per-field-merge.md): the screen
 * reports itself and reads the others in one call, and says when it leaves. The router lets in anyone of
 * the admin area; the handler asks the item's type's `update` rule with the item (ADR 0037): whoever may
 * edit it may see who else does.
 */

const TAG = 'Presence'

const Editors = z.object({
	editors: z
		.array(
			z.object({ name: z.string().meta({ description: 'How the admin area names them (their name, else e-mail)' }) }),
		)
		.meta({ description: 'Everyone else with the item open, once each, by name; never the session asking' }),
})

const DESCRIBED = `The admin's edit screens call it when they open and every ${PRESENCE_HEARTBEAT_SECONDS} seconds while open; a report counts for ${PRESENCE_FRESH_SECONDS} seconds. \`{collection}\` is a content type's API path (\`faqs\`, \`blogs\`, ...).`

/**
 * The item the address names and the signed-in user, once they may edit it (403 otherwise). An unknown kind
 * is a 404; so is a missing item, unless `gone` allows it (leaving an item deleted meanwhile, even by the
 * very screen that leaves it, still leaves it: nothing is left to ask the rule about).
 */
async function editableItem(
	req: Request,
	res: Response,
	db: Db,
	gone: 'refused' | 'allowed',
): Promise<{ item: PresenceItem; user: User }> {
	const type = contentTypes.find((candidate) => candidate.name === req.params.collection)
	if (!type) throw new NotFoundError('That kind of content')
	const id = parseId(req.params.id)
	const found = await type.get(db, id, { status: 'all' })
	if (!found && gone === 'refused') throw new NotFoundError()
	const user = signedInUser(res)
	if (found) requirePermission(user, { type, action: 'update', item: found })
	return { item: { collection: type.name, itemId: id }, user }
}

export const presenceOperations: ApiOperation[] = [
	{
		method: 'put',
		path: '/presence/:collection/:id',
		operationId: 'reportEditing',
		tag: TAG,
		summary: 'Say you are editing an item, and see who else is',
		description: DESCRIBED,
		access: { permission: 'admin.enter' },
		answer: {
			status: 200,
			description: 'Who else is editing it',
			body: { name: 'Editors', schema: Editors, example: { editors: [{ name: 'Ana Pereira' }] } },
		},
		failures: {
			403: 'Your account may not edit this item',
			404: 'No item of that kind with this id (or it is in the trash)',
		},
		handle: async (req, res, { db }) => {
			const { item, user } = await editableItem(req, res, db, 'refused')
			res.json({ editors: await markEditing(db, item, user) })
		},
	},
	{
		method: 'delete',
		path: '/presence/:collection/:id',
		operationId: 'stopEditing',
		tag: TAG,
		summary: 'Say you have left an item’s edit screen',
		description:
			'The screen calls it as it closes (a `keepalive` request, which outlives the page). Without it, the report lapses on its own. An item deleted meanwhile can still be left.',
		access: { permission: 'admin.enter' },
		answer: { status: 204, description: 'You no longer count as editing it' },
		failures: {
			403: 'Your account may not edit this item',
			404: 'No such kind of content',
		},
		handle: async (req, res, { db }) => {
			const { item, user } = await editableItem(req, res, db, 'allowed')
			await stopEditing(db, item, user)
			res.status(204).end()
		},
	},
]
