import { actorOf, signedInUser } from '#server/api/http.ts'
import type { ApiOperation } from '#server/api/operation.ts'
import { ProfileInput, PublicProfile, updateProfile } from '#server/auth/profile.ts'

/** The signed-in user's own profile (docs/design.md §15): what bylines and their author page show. */

const profileExample: PublicProfile = {
	id: 2,
	name: 'Priya Raman',
	slug: 'priya-raman',
	bio: 'Writes about forecasting for small shops.',
	photo: '/uploads/1f3a9c2e-640x640.jpg',
	url: '/blog/author/priya-raman',
}

export const profileOperations: ApiOperation[] = [
	{
		method: 'put',
		path: '/admin/me',
		operationId: 'updateOwnProfile',
		tag: 'Admin session',
		summary: 'Change your own profile',
		description:
			'The name, short bio (plain text) and photo (an image of the media library) of the signed-in user; the fields sent are changed, the others kept. The author page’s address is made from the name: a new name moves it, and the old address answers 301 to the new one. Bylines and the author page show the change at once (cached pages are dropped).',
		access: { permission: 'account.own' },
		request: {
			kind: 'json',
			name: 'ProfileUpdate',
			schema: ProfileInput,
			example: { name: 'Priya Raman', bio: 'Writes about forecasting for small shops.' },
			partial: true,
			limit: '16kb',
		},
		answer: {
			status: 200,
			description: 'The user’s public profile, as it is now',
			body: { name: 'PublicProfile', schema: PublicProfile, example: profileExample },
		},
		handle: async (req, res, { db }) => {
			res.json(await updateProfile(db, signedInUser(res).id, req.body, { actor: actorOf(req, res) }))
		},
	},
]
