import { z } from 'zod'

import { authorPath, PROFILE_BIO_MAX, PROFILE_NAME_MAX } from '#shared/authors.ts'
import { UPLOADS_URL_PREFIX } from '#shared/image-urls.ts'
import { slugify, withSuffix } from '#shared/slugs.ts'
import { type AuditActor, recordAudit } from '#server/auth/audit.ts'
import { writeContent } from '#server/cache/version.ts'
import { parseOrThrow } from '#server/content/collection/records.ts'
import { NotFoundError, ValidationError } from '#server/content/errors.ts'
import { URL_MAX } from '#server/content/fields.ts'
import { markUsed, mediaByUrl } from '#server/content/media.ts'
import { addressMoved, redirects } from '#server/content/redirects.ts'
import { type Db, now } from '#server/db/database.ts'
import { isUniqueViolation } from '#server/db/errors.ts'

/**
 * Each user's own profile (docs/design.md §15, docs/decisions/0053-author-pages.md): the name, short bio and
 * photo that bylines and their author page show. The slug of that page follows the name; when it changes,
 * the old address answers 301 to the new one through the redirects list (ADR 0045), as an item's does.
 * Every save bumps the content version in its transaction: bylines and author pages are cached pages.
 */

/** Whether the text holds a control character but those `allowed` (a name none; a bio its line breaks and tabs). */
const hasControl = (value: string, allowed = '') =>
	[...value].some((char) => (char < ' ' || char === '\u007f') && !allowed.includes(char))

const ONLY_THESE = 'Only name, bio and photo can be set'

/** `PUT /admin/me` and the Profile screen: each field may be left out (it keeps its value). */
export const ProfileInput = z.strictObject(
	{
		name: z
			.string('Name must be text')
			.trim()
			.min(1, 'Name is required')
			.max(PROFILE_NAME_MAX, `Name must be at most ${PROFILE_NAME_MAX} characters`)
			.refine((value) => !hasControl(value), 'Name must be one line of plain text')
			.optional()
			.meta({ description: 'What bylines and the author page call them' }),
		bio: z
			.string('Bio must be text')
			.transform((value) => value.replace(/\r\n?/g, '\n').trim())
			.pipe(
				z
					.string()
					.max(PROFILE_BIO_MAX, `Bio must be at most ${PROFILE_BIO_MAX} characters`)
					.refine((value) => !hasControl(value, '\n\t'), 'Bio must be plain text'),
			)
			.optional()
			.meta({ description: `A short bio, plain text (at most ${PROFILE_BIO_MAX} characters; '' for none)` }),
		photo: z
			.string('Photo must be text')
			.trim()
			.max(URL_MAX, `Photo must be at most ${URL_MAX} characters`)
			.optional()
			.meta({ description: "The URL of an image of the media library (`/uploads/…`), or '' for none" }),
	},
	{ error: (issue) => (issue.code === 'unrecognized_keys' ? ONLY_THESE : undefined) },
)
export type ProfileInput = z.input<typeof ProfileInput>

/** What anyone may know of a user: what their author page and bylines show. */
export const PublicProfile = z.object({
	id: z.int(),
	name: z.string(),
	slug: z.string().meta({ description: 'The end of their author page’s address' }),
	bio: z.string(),
	photo: z.string().meta({ description: "A media library image's URL, or ''" }),
	url: z.string().meta({
		description:
			'Their author page (`/blog/author/{slug}`): it lists their live posts, and is a 404 while there are none',
	}),
})
export type PublicProfile = z.infer<typeof PublicProfile>

type ProfileRow = { id: number; name: string; slug: string | null; bio: string; photo: string }

const present = (row: ProfileRow & { slug: string }): PublicProfile => ({
	id: row.id,
	name: row.name,
	slug: row.slug,
	bio: row.bio,
	photo: row.photo,
	url: authorPath(row.slug),
})

const profileRow = (db: Db, userId: number) =>
	db
		.selectFrom('admin_users')
		.select(['id', 'name', 'slug', 'bio', 'photo'])
		.where('id', '=', userId)
		.executeTakeFirst()

/** How often a save whose slug another save took meanwhile tries the next one. */
const SLUG_TRIES = 10

/**
 * The slug a user called `name` gets: made from the name, numbered when another user has it. An address
 * that still leads somewhere (a redirect starts there: another author's earlier name) is not taken over;
 * the user's own earlier address is theirs to take back.
 */
export async function userSlugFor(db: Db, name: string, user?: { id: number; slug: string | null }): Promise<string> {
	const base = slugify(name, { fallback: 'author' })
	for (let n = 1; ; n++) {
		const candidate = withSuffix(base, n)
		if (candidate === user?.slug) return candidate
		const holder = await db.selectFrom('admin_users').select('id').where('slug', '=', candidate).executeTakeFirst()
		if (holder) continue
		const earlier = await redirects.startingAt(db, authorPath(candidate))
		if (earlier && !(user?.slug && earlier.to === authorPath(user.slug))) continue
		return candidate
	}
}

/** Runs `write` again when the unique index refused the slug it chose (another save took it meanwhile). */
async function retryingSlug<T>(write: () => Promise<T>): Promise<T> {
	for (let attempt = 1; ; attempt++) {
		try {
			return await write()
		} catch (error) {
			if (!isUniqueViolation(error, 'admin_users', 'slug') || attempt >= SLUG_TRIES) throw error
		}
	}
}

/**
 * The user's public profile. A user made without a slug (none of this code makes one) gets theirs here,
 * once, from their name.
 */
export async function profileOf(db: Db, userId: number): Promise<PublicProfile> {
	const row = await profileRow(db, userId)
	if (!row) throw new NotFoundError('The user')
	if (row.slug) return present({ ...row, slug: row.slug })
	return retryingSlug(() =>
		writeContent(db, async (trx) => {
			const slug = await userSlugFor(trx, row.name, row)
			await trx.updateTable('admin_users').set({ slug }).where('id', '=', userId).execute()
			return present({ ...row, slug })
		}),
	)
}

/** Refuses a photo the media library does not hold (an author's photo is picked there). */
async function assertLibraryImage(db: Db, photo: string): Promise<void> {
	if (photo === '') return
	const known = photo.startsWith(UPLOADS_URL_PREFIX) && (await mediaByUrl(db, [photo])).has(photo)
	if (!known) {
		const message = 'Photo must be an image of the media library'
		throw new ValidationError(message, { photo: message })
	}
}

/**
 * Saves the fields given of the user's own profile: a new name moves their author page to the slug made from
 * it (the old address answers 301). In one transaction with the content version's bump and the audit entry
 * (which names the fields changed, not what they say).
 */
export async function updateProfile(
	db: Db,
	userId: number,
	input: unknown,
	options: { actor?: AuditActor } = {},
): Promise<PublicProfile> {
	const fields = parseOrThrow(ProfileInput, input)
	if (fields.photo !== undefined) await assertLibraryImage(db, fields.photo)
	return retryingSlug(() =>
		writeContent(db, async (trx) => {
			const row = await profileRow(trx, userId)
			if (!row) throw new NotFoundError('The user')
			const next = { ...row, ...fields }
			// The page stays where it is unless the name changes (a save of the same name moves nothing).
			const slug = next.name === row.name && row.slug ? row.slug : await userSlugFor(trx, next.name, row)
			const changed = (['name', 'bio', 'photo'] as const).filter((field) => next[field] !== row[field])
			if (changed.length === 0 && slug === row.slug) return present({ ...row, slug })
			await trx
				.updateTable('admin_users')
				.set({ name: next.name, bio: next.bio, photo: next.photo, slug, updated_at: now() })
				.where('id', '=', userId)
				.execute()
			if (row.slug && row.slug !== slug) await addressMoved(trx, authorPath(row.slug), authorPath(slug))
			if (next.photo) await markUsed(trx, [next.photo])
			if (options.actor && changed.length > 0)
				await recordAudit(trx, { ...options.actor, action: 'profile-updated', detail: { changed: changed.join(',') } })
			return present({ ...next, slug })
		}),
	)
}
