import type { MediaRecord } from '#server/content/media.ts'

/* What the media library's screens (app/lib/media.server.ts, docs/design.md §9) show and answer. */

/** An item that uses an image, as a link: its edit screen, or the trash (a trashed item has no edit screen). */
export type MediaUserView = { key: string; kind: string; title: string; to: string; inTrash: boolean }

/** A picture at a chosen width: a variant when the image has them, else the original. */
export type Picture = { src: string; width: number | undefined; height: number | undefined }

export type MediaView = Omit<MediaRecord, 'focal_point' | 'created_at'> & {
	/** In percent (0..100), or null: the centre. */
	focal: { x: number; y: number } | null
	createdAt: string
	users: MediaUserView[]
}

/** The grid's filter: every image, or only those nothing uses (`?unused=1`). */
export type MediaFilterView = { unused: boolean; counts: { all: number; unused: number } }

/** What a refused save answers: the message, each field's message, and the values to show again. */
export type MediaFormFailure = {
	kind: 'invalid'
	error: string
	fields: Record<string, string>
	values: Record<string, string>
}

/** What a refused delete answers: the reason, and the items that still use the image. */
export type MediaInUse = { kind: 'in-use'; error: string; users: MediaUserView[] }
