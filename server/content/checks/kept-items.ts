import type { CheckResult, FieldReading, ImageRecord } from '#server/content/checks/check.ts'
import { addressesOf, readFields } from '#server/content/checks/item-checks.ts'
import type { LinkTarget } from '#server/content/checks/links.ts'
import type { ContentType } from '#server/content/content-type.ts'
import type { Db } from '#server/db/database.ts'

/**
 * What a whole site's checks keep of each item between two computations (ADR 0057): its fields read (the
 * costly part: every Markdown body parsed), until its `updated_at` changes (every save changes it), and
 * its findings, until anything they are made of changes: the item, where its links lead, its images'
 * records, whether another item of its type has its title. A write then costs the site's checks the items
 * it touched, not every item again.
 */
type KeptItem = {
	updatedAt: string
	fields: FieldReading[]
	addresses: { links: string[]; images: string[] }
	inputs?: string
	results?: CheckResult[]
}

const kept = new WeakMap<Db, Map<string, KeptItem>>()

export type ItemInputs = {
	/** Where each of the item's links leads (`resolveLink`), in the order of its addresses. */
	links: readonly LinkTarget[]
	images: ReadonlyMap<string, ImageRecord>
	/** Whether another item of the type has the same title (folded). */
	duplicateTitle: boolean
}

/** One computation's view of the kept items of `db`: `forget()` drops those it did not see (gone items). */
export function keptItems(db: Db) {
	const items = kept.get(db) ?? new Map<string, KeptItem>()
	kept.set(db, items)
	const seen = new Set<string>()
	return {
		/** The item's fields read and the addresses in them, read again only when the item changed. */
		reading(type: ContentType, item: { id: number; updated_at: string } & Record<string, unknown>) {
			const key = `${type.name}/${item.id}`
			seen.add(key)
			const found = items.get(key)
			if (found?.updatedAt === item.updated_at) return found
			const fields = readFields(type.shape, item)
			const fresh: KeptItem = { updatedAt: item.updated_at, fields, addresses: addressesOf(fields) }
			items.set(key, fresh)
			return fresh
		},
		/** The item's findings: kept while what they are made of is the same, else `compute()`d. */
		async results(entry: KeptItem, inputs: ItemInputs, compute: () => Promise<CheckResult[]>) {
			const images = entry.addresses.images.map((url) => inputs.images.get(url) ?? null)
			const made = JSON.stringify([inputs.links, images, inputs.duplicateTitle])
			if (entry.results === undefined || entry.inputs !== made) {
				entry.results = await compute()
				entry.inputs = made
			}
			return entry.results
		},
		forget() {
			for (const key of items.keys()) if (!seen.has(key)) items.delete(key)
		},
	}
}
