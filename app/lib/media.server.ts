import { type AppLoadContext, data } from 'react-router'

import { parseIdParam } from '#shared/ids.ts'
import { parseImageUrl, type VariantFormat } from '#shared/image-urls.ts'
import type { AuditActor } from '#server/auth/audit.ts'
import type { User } from '#server/auth/user.ts'
import { InUseError, NotFoundError, ValidationError } from '#server/content/errors.ts'
import { ALT_MAX, focalInPercent, getMediaRow, updateMedia } from '#server/content/media.ts'
import {
	deleteMedia,
	getMedia,
	listMedia,
	type MediaUser,
	type MediaWithUsers,
	PROFILE_PHOTOS,
} from '#server/content/media-usage.ts'
import { contentTypes } from '#server/content/registry.ts'
import type { Db } from '#server/db/database.ts'
import { MEDIA_FIELDS, MEDIA_INTENTS, MEDIA_PATH, mediaPath, PROFILE_PATH, TRASH_PATH } from '#app/lib/admin-paths.ts'
import type { SearchView } from '#app/lib/admin-search.ts'
import { auditActor, ensurePermission, requirePermission } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import type {
	MediaFilterView,
	MediaFormFailure,
	MediaInUse,
	MediaUserView,
	MediaView,
	Picture,
} from '#app/lib/media.ts'
import { redirectWithToast } from '#app/lib/toast.server.ts'
import { openPathOf } from '#app/lib/trash.server.ts'

/**
 * The admin's side of the media library (docs/design.md §9; the domain is server/content/media.ts and
 * media-usage.ts): the grid's tiles and filters, an image's screen, and its save and delete.
 */

function userView(user: MediaUser): MediaUserView {
	if (user.collection === PROFILE_PHOTOS) {
		// Each user edits their own profile: the screen is theirs (the team's screen is an administrator's).
		return {
			key: `${user.collection}/${user.id}`,
			kind: 'Profile photo',
			title: user.title,
			to: PROFILE_PATH,
			inTrash: false,
		}
	}
	const type = contentTypes.find((candidate) => candidate.name === user.collection)
	return {
		key: `${user.collection}/${user.id}`,
		kind: type?.label.singular ?? user.collection,
		title: user.title || `#${user.id}`,
		to: user.in_trash || !type ? TRASH_PATH : openPathOf(type, user.id),
		inTrash: user.in_trash,
	}
}

export function mediaView(media: MediaWithUsers): MediaView {
	return {
		id: media.id,
		url: media.url,
		width: media.width,
		height: media.height,
		alt: media.alt,
		decorative: media.decorative,
		focal: focalInPercent(media.focal_point),
		createdAt: media.created_at,
		users: media.used_by.map(userView),
	}
}

/**
 * The image at about `width` pixels: the narrowest variant at least that wide (or the widest there is),
 * WebP, which every browser the admin supports shows. GIFs and older uploads have only their original.
 */
export function pictureAt(media: Pick<MediaView, 'url' | 'width' | 'height'>, width: number): Picture {
	const format: VariantFormat = 'webp'
	const variants = (parseImageUrl(media.url)?.variants ?? []).filter((variant) => variant.format === format)
	const chosen = variants.find((variant) => variant.width >= width) ?? variants.at(-1)
	if (chosen) return { src: chosen.url, width: chosen.width, height: chosen.height }
	return { src: media.url, width: media.width ?? undefined, height: media.height ?? undefined }
}

/** The grid: the images that match `?q=` and `?unused=1`, newest first, with the filter's counts. */
export async function mediaGrid(db: Db, url: URL) {
	const query = (url.searchParams.get('q') ?? '').trim().slice(0, 200)
	const unused = url.searchParams.get('unused') === '1'
	// The whole library for the counts; one read of the items each, both cheap beside a page of images.
	const [all, shown] = await Promise.all([listMedia(db), listMedia(db, { q: query, unused })])
	const unusedCount = all.filter((media) => media.used_by.length === 0).length
	const filter: MediaFilterView = { unused, counts: { all: all.length, unused: unusedCount } }
	const search: SearchView = { query, total: unused ? unusedCount : all.length }
	return {
		items: shown.map((media) => {
			const view = mediaView(media)
			// A tile is at most 352 px wide (the admin grid's card): 640 covers a 2x screen.
			return { ...view, thumbnail: pictureAt(view, 640) }
		}),
		search,
		filter,
	}
}

/** The dashboard's tile of the media library, with how many images it holds. */
export async function mediaTile(db: Db) {
	const count = (await listMedia(db)).length
	return { label: 'Media', text: 'Images: alt text, focal points, where each is used', to: MEDIA_PATH, count }
}

/** An image's screen: the record, and the image large; a 404 for an id that names none. */
export async function mediaItem(db: Db, idParam: string | undefined) {
	const id = parseIdParam(idParam)
	try {
		if (id === undefined) throw new NotFoundError('The image')
		const media = mediaView(await getMedia(db, id))
		return { media, large: pictureAt(media, 1280), preview: pictureAt(media, 960), altMax: ALT_MAX }
	} catch (error) {
		if (error instanceof NotFoundError) throw data(null, { status: 404, statusText: 'Not Found' })
		throw error
	}
}

const FOCAL_FIELD = 'focal_point'

/** The focal point of the form's X and Y (percent): both, or neither (the centre). */
function focalPointOf(x: string, y: string): { x: number; y: number } | null {
	if (x === '' && y === '') return null
	const message = 'Give X and Y between 0 and 100 %, or leave both empty for the centre'
	const [left, top] = [Number(x), Number(y)]
	const valid = (value: number) => x !== '' && y !== '' && Number.isFinite(value) && value >= 0 && value <= 100
	if (!valid(left) || !valid(top)) throw new ValidationError(message, { [FOCAL_FIELD]: message })
	return { x: left / 100, y: top / 100 }
}

async function save(db: Db, id: number, form: FormData, actor: AuditActor) {
	const text = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' ? value.trim() : ''
	}
	const values = {
		[MEDIA_FIELDS.alt]: text(MEDIA_FIELDS.alt),
		[MEDIA_FIELDS.decorative]: form.get(MEDIA_FIELDS.decorative) === null ? '' : 'on',
		[MEDIA_FIELDS.focalX]: text(MEDIA_FIELDS.focalX),
		[MEDIA_FIELDS.focalY]: text(MEDIA_FIELDS.focalY),
	}
	try {
		await updateMedia(
			db,
			id,
			{
				alt: values[MEDIA_FIELDS.alt],
				decorative: values[MEDIA_FIELDS.decorative] === 'on',
				focal_point: focalPointOf(values[MEDIA_FIELDS.focalX] ?? '', values[MEDIA_FIELDS.focalY] ?? ''),
			},
			{ actor },
		)
	} catch (error) {
		if (!(error instanceof ValidationError)) throw error
		return data<MediaFormFailure>(
			{ kind: 'invalid', error: error.message, fields: error.fields, values },
			{ status: 400 },
		)
	}
	return redirectWithToast(mediaPath(id), { type: 'success', message: 'Image updated successfully' })
}

async function remove(context: AppLoadContext, id: number, user: User) {
	const { db, storage } = context.services
	// An author deletes only their own uploads (docs/design.md §15): asked once the image is known.
	ensurePermission(user, { permission: 'media.delete', owner: (await getMediaRow(db, id)).created_by })
	const actor = auditActor(user, context)
	try {
		await deleteMedia(db, storage, id, { actor })
	} catch (error) {
		// Nothing changed: the screen says why and lists what uses the image.
		if (error instanceof InUseError) {
			const users = error.users.map(userView)
			return data<MediaInUse>({ kind: 'in-use', error: error.message, users }, { status: 409 })
		}
		throw error
	}
	return redirectWithToast(MEDIA_PATH, { type: 'success', message: 'Image deleted' })
}

/** The image screen's action: `save` (alt text, decorative, focal point) or `delete` (refused while used). */
export async function mediaAction({
	request,
	params,
	context,
}: {
	request: Request
	params: { id?: string }
	context: AppLoadContext
}) {
	const user = await requirePermission(request, context, { permission: 'media.manage' })
	const form = await readFormData(request)
	const id = parseIdParam(params.id)
	const intent = form.get('intent')
	if (intent !== MEDIA_INTENTS.save && intent !== MEDIA_INTENTS.delete) {
		throw data('Unknown action', { status: 400, statusText: 'Bad Request' })
	}
	try {
		if (id === undefined) throw new NotFoundError('The image')
		return intent === MEDIA_INTENTS.save
			? await save(context.services.db, id, form, auditActor(user, context))
			: await remove(context, id, user)
	} catch (error) {
		if (!(error instanceof NotFoundError)) throw error
		return redirectWithToast(MEDIA_PATH, { type: 'error', message: 'That image was already deleted.' })
	}
}
