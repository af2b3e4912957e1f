import { z } from 'zod'

import type { LinkTarget } from '#server/content/checks/links.ts'
import type { MarkdownReading } from '#server/content/checks/markdown-reading.ts'
import type { FieldFacts } from '#server/content/field-kinds/kind.ts'

/**
 * The checks before publishing (docs/design.md §16, docs/decisions/0057-checks-and-site-health.md): each is a
 * small function of `rules/`, declared once, reading what the field kinds say of an item (`factsOf`: texts,
 * Markdown, images, links) and what was looked up for it beforehand (the library's images, where its links
 * lead, the type's other titles). A check reads no database and makes no request: item-checks.ts prepares.
 */

export const CHECK_LEVELS = ['error', 'warning', 'notice'] as const
export type CheckLevel = (typeof CHECK_LEVELS)[number]

export const CheckResult = z.object({
	id: z.string().meta({ description: 'The check, a stable word (`image-alt`, `broken-link`, `title-length`…)' }),
	level: z.enum(CHECK_LEVELS),
	field: z.string().meta({ description: 'The API field it is about (`picture`, `heading`, `body`…)' }),
	message: z.string(),
})
export type CheckResult = z.infer<typeof CheckResult>

/** One top-level field of the item: what its kind says of it, and its Markdown read. */
export type FieldReading = { field: string; facts: FieldFacts; markdown: MarkdownReading[] }

/** What the library knows of an image (server/content/media.ts). */
export type ImageRecord = { alt: string; decorative: boolean; width: number | null }

/** An item (saved or not) with everything its checks read, looked up once. */
export type CheckSubject = {
	/** The fields, in the order of the type's shape. */
	fields: readonly FieldReading[]
	/** The field that names the item (the definition's `admin.itemTitle`) and its text. */
	title?: { field: string; text: string }
	/** A plain-text description field, where the type has one. */
	description?: { field: string; text: string }
	/** Image fields whose alt text comes from the item itself (a partner's logo: `altFrom`). */
	altFromItem: ReadonlySet<string>
	/** The library's records of the item's images, by URL. */
	images: ReadonlyMap<string, ImageRecord>
	/** Where each of the item's links leads, by its address as written. */
	links: ReadonlyMap<string, LinkTarget>
	/** The other items' titles of the type, folded (`foldTitle`): whether one of them is this. */
	otherTitles: { has(folded: string): boolean }
}

export type Finding = Omit<CheckResult, 'id'>
export type ItemCheck = { id: string; run(subject: CheckSubject): Finding[] }

/** A check, typed: each module of `rules/` exports its check as `check`. */
export const defineCheck = (check: ItemCheck): ItemCheck => check

/** How titles are compared for duplicates: case and spacing aside. */
export const foldTitle = (title: string) => title.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')

/** A value's words, quoted short for a message. */
export const quoted = (text: string, max = 40) => `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`
