import { data } from 'react-router'
import type { Db } from '#server/db/database'
import { parseIdParam } from '#server/content/ids'

/** The domain layer as the React Router routes see it (server-only: the build refuses it in browser code). */
export * from '#server/content'
export { NotFoundError, ValidationError } from '#server/content/errors'
export { markdownToPlainText, renderMarkdown } from '#server/content/markdown'

/** The spec's lists show the newest first; the API (and the database) give the oldest first. */
export const newestFirst = <T,>(items: readonly T[]): T[] => [...items].reverse()

/** The item a detail page shows, or the 404 page (a thrown 404 response reaches the layout's boundary). */
export async function findOr404<T>(
	collection: { get(db: Db, id: number): Promise<T | undefined> },
	db: Db,
	rawId: string | undefined,
): Promise<T> {
	const id = parseIdParam(rawId)
	const item = id === undefined ? undefined : await collection.get(db, id)
	if (!item) throw data(null, { status: 404, statusText: 'Not Found' })
	return item
}
