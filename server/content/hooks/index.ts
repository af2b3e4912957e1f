import { auditHook } from '#server/content/hooks/audit.ts'
import { contentVersionHook } from '#server/content/hooks/content-version.ts'
import type { ContentHook } from '#server/content/hooks/hook.ts'
import { type PictureField, picturesHook } from '#server/content/hooks/pictures.ts'
import { reviewHook } from '#server/content/hooks/review.ts'
import { revisionsHook } from '#server/content/hooks/revisions.ts'
import { slugsHook } from '#server/content/hooks/slugs.ts'
import type { SlugQueries } from '#server/content/slugs.ts'

/**
 * The hooks of a content type's writes, in the order their steps run (ADR 0038): the slug first (the data
 * a save stores, its old address), the history, a reviewer's open request, the images, the audit entry, then the type's own hooks, and
 * last the content version, whose bump notes the schedule every earlier step may have changed.
 */
export function hooksFor(
	type: { table: string; slugs: SlugQueries | undefined; pictureFields: readonly PictureField[] },
	own: readonly ContentHook[] = [],
): readonly ContentHook[] {
	return [
		...(type.slugs ? [slugsHook(type.slugs)] : []),
		revisionsHook(type.table),
		reviewHook(type.table),
		picturesHook(type.pictureFields),
		auditHook(type.table),
		...own,
		contentVersionHook,
	]
}
