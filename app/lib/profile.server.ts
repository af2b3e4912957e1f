import { type AppLoadContext, data } from 'react-router'

import { pictureUrls } from '#shared/pictures.ts'
import { profileOf, updateProfile } from '#server/auth/profile.ts'
import { authorPage } from '#server/content/authors.ts'
import { ValidationError } from '#server/content/errors.ts'
import { mediaByUrl } from '#server/content/media.ts'
import { PROFILE_PATH } from '#app/lib/admin-paths.ts'
import { auditActor, requirePermission } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { applyMediaForm } from '#app/lib/media-form.server.ts'
import type { MediaFacts } from '#app/lib/media-form.ts'
import type { ProfileFailure, ProfileValues } from '#app/lib/profile.ts'
import { siteUrlOf } from '#app/lib/seo.server.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'

/**
 * The Profile screen (docs/design.md §15): every user edits their own name, bio and photo, which bylines and
 * their author page show. The rules are the domain's (server/auth/profile.ts), the same as `PUT /admin/me`'s.
 */

type Args = { request: Request; context: AppLoadContext }
const PERMISSION = { permission: 'account.own' } as const

export async function loadProfile({ request, context }: Args) {
	const user = await requirePermission(request, context, PERMISSION)
	const { db } = context.services
	const profile = await profileOf(db, user.id)
	const photoMedia: MediaFacts = Object.fromEntries(
		[...(await mediaByUrl(db, pictureUrls(profile.photo)))].map(([url, row]) => [
			url,
			{ id: row.id, alt: row.alt, decorative: row.decorative === 1 },
		]),
	)
	return {
		email: user.email,
		profile: { name: profile.name, bio: profile.bio, photo: profile.photo } satisfies ProfileValues,
		photoMedia,
		authorPage: {
			path: profile.url,
			address: siteUrlOf({ url: new URL(request.url), context }) + profile.url,
			// The page lists their live posts: until there is one, it is the 404 page (ADR 0053).
			live: (await authorPage(db, profile.slug)) !== undefined,
		},
	}
}

const text = (form: FormData, name: string) => {
	const value = form.get(name)
	return typeof value === 'string' ? value : ''
}

/** Saves the profile, and the photo's alt text typed beside it (as every image field's: media-form.server.ts). */
export async function profileAction({ request, context }: Args) {
	const user = await requirePermission(request, context, PERMISSION)
	const actor = auditActor(user, context)
	const form = await readFormData(request)
	const values: ProfileValues = { name: text(form, 'name'), bio: text(form, 'bio'), photo: text(form, 'photo') }
	const { db } = context.services
	try {
		await applyMediaForm(db, form, actor)
		await updateProfile(db, user.id, values, { actor })
	} catch (error) {
		if (!(error instanceof ValidationError)) throw error
		return data<ProfileFailure>({ error: error.message, fields: error.fields, values }, { status: 400 })
	}
	return redirectWithToast(PROFILE_PATH, { type: 'success', message: 'Profile saved' })
}
