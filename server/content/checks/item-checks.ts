import type { z } from 'zod'

import {
	type CheckLevel,
	type CheckResult,
	type CheckSubject,
	type FieldReading,
	foldTitle,
	type ImageRecord,
} from '#server/content/checks/check.ts'
import { type LinkTarget, resolveLink, type SiteAddresses } from '#server/content/checks/links.ts'
import { readMarkdown } from '#server/content/checks/markdown-reading.ts'
import { itemChecks } from '#server/content/checks/registry.ts'
import type { ContentType } from '#server/content/content-type.ts'
import { fieldInfo, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import { kindOf, nested } from '#server/content/field-kinds/registry.ts'
import { mediaByUrl } from '#server/content/media.ts'
import type { Db } from '#server/db/database.ts'

/**
 * An item's checks (docs/design.md §16): its fields read by their kinds (`facts`), what they point at looked
 * up once (the library's images, where each link leads, the type's other titles), then every check of
 * `rules/` over that. The same for a saved item, an unsaved form's body (partial or odd values read as
 * nothing) and a single record (the navigation's links), so no type has code of its own.
 */

/** What is checked: a content type, or a single record (which has no title). */
export type Checkable = {
	shape: Record<string, z.ZodType>
	pictureFields: ReadonlyArray<{ field: string; altFrom?: string | undefined }>
	admin: { itemTitle?: string }
}

/** The plain-text fields whose words are the item's description in search results (docs/design.md §16), in order. */
const DESCRIPTION_FIELDS = ['meta_description', 'description']
const PLAIN_TEXT_KINDS = new Set(['text', 'textarea'])

export type CheckContext = {
	site: SiteAddresses
	/** Other items of the type, with their titles; by default read now. */
	siblings?: ReadonlyArray<{ id: number } & Record<string, unknown>>
	/** The item's id (a saved item, or the one an unsaved form edits): not its own duplicate. */
	id?: number | undefined
	/**
	 * How many items of the type have each title (folded), the item's own included: counted once for a whole
	 * site's checks instead of reading every sibling's title for each item.
	 */
	titleCounts?: ReadonlyMap<string, number>
	/** The library's records of every image; by default those of the item's images, read now. */
	images?: ReadonlyMap<string, ImageRecord>
	/** The record's fields read already (`readFields`, kept by the item's version for a whole site's checks). */
	fields?: FieldReading[]
}

/** Each field with its kind's facts, its Markdown read (a value the kind cannot read is nothing). */
export function readFields(shape: Record<string, z.ZodType>, record: Record<string, unknown>): FieldReading[] {
	return Object.entries(shape)
		.filter(([, schema]) => fieldInfo.has(schema))
		.map(([field, schema]) => {
			const { info, kind } = kindOf(schema, field)
			let facts = noFacts()
			try {
				facts = kind.facts(record[field], info, nested)
			} catch {
				// An unsaved body's value of the wrong shape: nothing to read in it.
			}
			return { field, facts, markdown: facts.markdown.map(readMarkdown) }
		})
}

/** The hrefs and image addresses of these fields, Markdown included. */
export function addressesOf(fields: readonly FieldReading[]) {
	const links = fields.flatMap(({ facts, markdown }) => [
		...facts.links,
		...markdown.flatMap((reading) => reading.links.map((link) => link.href)),
	])
	const images = fields.flatMap(({ facts, markdown }) => [
		...facts.images,
		...markdown.flatMap((reading) => reading.images.map((image) => image.src)),
	])
	return { links: [...new Set(links)], images: [...new Set(images)] }
}

export async function imageRecords(db: Db, urls: Iterable<string>): Promise<Map<string, ImageRecord>> {
	const rows = await mediaByUrl(db, urls)
	return new Map(
		[...rows].map(([url, row]) => [url, { alt: row.alt, decorative: row.decorative === 1, width: row.width }]),
	)
}

export async function subjectOf(
	db: Db,
	target: Checkable,
	record: Record<string, unknown>,
	context: CheckContext,
): Promise<CheckSubject> {
	const fields = context.fields ?? readFields(target.shape, record)
	const addresses = addressesOf(fields)
	const links = new Map<string, LinkTarget>(addresses.links.map((href) => [href, resolveLink(context.site, href)]))
	const images = context.images ?? (await imageRecords(db, addresses.images))
	const titleField = target.admin.itemTitle
	const candidates = DESCRIPTION_FIELDS.filter((name) => {
		const schema = target.shape[name]
		return schema !== undefined && PLAIN_TEXT_KINDS.has(fieldInfo.get(schema)?.kind ?? '')
	})
	// The search-and-sharing description when filled (docs/decisions/0058-seo-fields-and-tags.md), else the
	// type's own; an empty one of its own is worth saying, an empty optional override is not.
	const descriptionField =
		candidates.find((name) => safeText(record[name]).trim() !== '') ??
		candidates.find((name) => name !== 'meta_description')
	const siblings = context.siblings ?? []
	const { titleCounts } = context
	const ownTitle = titleField === undefined ? '' : foldTitle(safeText(record[titleField]))
	const otherTitles = titleCounts
		? { has: (folded: string) => (titleCounts.get(folded) ?? 0) - (folded === ownTitle ? 1 : 0) > 0 }
		: new Set(
				titleField === undefined
					? []
					: siblings.filter((item) => item.id !== context.id).map((item) => foldTitle(textOf(item[titleField]))),
			)
	return {
		fields,
		title: titleField === undefined ? undefined : { field: titleField, text: safeText(record[titleField]) },
		description:
			descriptionField === undefined
				? undefined
				: { field: descriptionField, text: safeText(record[descriptionField]) },
		altFromItem: new Set(target.pictureFields.filter((field) => field.altFrom !== undefined).map((f) => f.field)),
		images,
		links,
		otherTitles,
	}
}

/** Only text is a title or a description; anything else an unsaved body holds there reads as none. */
const safeText = (value: unknown) => (typeof value === 'string' ? value : '')

const ORDER: Record<CheckLevel, number> = { error: 0, warning: 1, notice: 2 }

/** Every check over the subject: errors first, then warnings, then notices, each in the checks' order. */
export function runChecks(subject: CheckSubject): CheckResult[] {
	return itemChecks
		.flatMap((check) => check.run(subject).map((finding) => ({ id: check.id, ...finding })))
		.sort((a, b) => ORDER[a.level] - ORDER[b.level])
}

/** The checks of one item of a content type (saved, or an unsaved body), its siblings read now. */
export async function checkItem(
	db: Db,
	type: ContentType,
	record: Record<string, unknown>,
	context: Omit<CheckContext, 'siblings'>,
): Promise<CheckResult[]> {
	const siblings = await type.list(db, { status: 'all' })
	return runChecks(await subjectOf(db, type, record, { ...context, siblings }))
}

/** How many items have each title (folded): `titleCounts` for checking all of them. */
export function countTitles(items: ReadonlyArray<Record<string, unknown>>, titleField: string | undefined) {
	const counts = new Map<string, number>()
	if (titleField === undefined) return counts
	for (const item of items) {
		const folded = foldTitle(textOf(item[titleField]))
		counts.set(folded, (counts.get(folded) ?? 0) + 1)
	}
	return counts
}
