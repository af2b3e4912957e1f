import type { z } from 'zod'

import { type ContentAccess, defaultAccessFor } from '#server/content/access.ts'
import { collectionQueries, type Credit, type RecordMeta, type WorkflowMeta } from '#server/content/collection.ts'
import { type AdminField, adminFieldOf } from '#server/content/field-kinds/admin-field.ts'
import { fieldInfo } from '#server/content/field-kinds/kind.ts'
import { slugField } from '#server/content/field-kinds/kinds/slug.ts'
import { toApiRecord } from '#server/content/field-kinds/registry.ts'
import type { ContentHook } from '#server/content/hooks/hook.ts'
import { SEO_FIELD_NAMES, SEO_GROUP, SeoFields, type SeoValues } from '#server/content/seo-fields.ts'
import { WorkflowFields } from '#server/content/workflow.ts'

/**
 * A content type, defined once (the way Payload defines a collection): its table, schemas and rules,
 * labels, admin fields, public paths and where it shows. Everything generic is derived from the list of
 * definitions (server/content/registry.ts): the JSON API and its OpenAPI entries, the admin list and
 * edit screens, the dashboard tiles, backups, the sitemap and the header and footer links.
 * docs/architecture.md has the checklist for adding one.
 */

/**
 * How the admin form presents a field beyond what its schema says: the kind, label, `required` and limits
 * come from the field kind's builder (server/content/field-kinds/); this adds hints and order.
 */
export type AdminFieldDefinition = {
	/** Text areas: their height in lines. */
	rows?: number
	hint?: string
	placeholder?: string
	/**
	 * Image fields: the item's field that is the image's alt text on public pages (a logo says its
	 * company's name, as docs/product.md asks): then publishing needs no alt text in the library.
	 */
	altFrom?: string
}

/**
 * A route: its path (React Router syntax, `:id` or `:slug` for the item), other paths it also answers at, and, for a
 * hand-made screen, its module in app/.
 */
type Screen = { path: string; aliases?: readonly string[]; module?: string }

export type ContentTypeDefinition<Fields extends Record<string, unknown>> = {
	/** The table, the API's path (`/name`) and the key in backups: lower case, words joined by `_`. */
	name: string
	/** Where it comes among the content types: the API document, the sitemap, backups, sample content. */
	position: number
	/** `{ singular: 'FAQ', plural: 'FAQs' }`: the words people read (errors say "FAQ was not found"). */
	label: { singular: string; plural: string }
	createSchema: z.ZodType<Fields, unknown>
	/**
	 * Types with pages of their own: the field each item's `slug` is made from when it is created
	 * (docs/design.md §11). The records get a `slug` (API, forms, backups) and the item path takes `:slug`.
	 */
	slugFrom?: keyof Fields & string
	/**
	 * Types with pages: slugs no item may take, chosen or made (a page at `/:slug` shares the first path
	 * segment with the site's routes and the API: docs/design.md §13).
	 */
	reservedSlugs?: readonly string[]
	/** Validates a whole record on update (the input merged over the stored one); default: createSchema. */
	updateSchema?: z.ZodType<Fields, unknown>
	/**
	 * Who may read, create, update, publish and delete its items (server/content/access.ts, ADR 0037); a
	 * rule left out is the default's: visitors read live items, the signed-in admin does everything.
	 */
	access?: Partial<ContentAccess>
	/** Steps of its own around its writes, after every type's (ADR 0038, docs/architecture.md "Hooks"). */
	hooks?: readonly ContentHook[]
	api: {
		/** The group in the API reference; default: the plural label. */
		tag?: string
		/** What the group is, for the API reference (CommonMark). */
		description: string
		/** The record's name in the document (`Faq`: schemas `Faq`, `FaqInput`, `FaqUpdate`). */
		recordName: string
		/** The words of summaries ("List FAQs", "Add a consulting item"); default: the labels. */
		words?: { singular: string; plural: string }
		/** A body POST accepts, and one PUT accepts over it (the document shows them; a test sends them). */
		example: Record<string, unknown>
		updateExample: Record<string, unknown>
	}
	admin: {
		/** The Manage screen (list and add form) and the edit screen; `module` for hand-made ones. */
		list: Screen
		edit?: Screen
		/** The Manage screen's title. */
		title: string
		/** Its dashboard tile; `position` orders the tiles. */
		tile: { label: string; text: string; position: number }
		/** The field that names an item in lists, confirmations and messages. */
		itemTitle: keyof Fields & string
		/** The generic screens: a field whose start shows under each item's title in the list. */
		itemPreview?: keyof Fields & string
		/** The generic screens' headings; defaults: "Add a <singular>", "<plural> (n)", "No … yet", the item's title. */
		texts?: { addHeading?: string; listHeading?: string; empty?: string; editHeading?: string }
		/** The fields of the add and edit forms, in order. */
		fields: Partial<Record<keyof Fields & string, AdminFieldDefinition>>
		/** docs/product.md's toasts; a refused save says `addFailure`/`updateFailure` (default: the first problem). */
		messages: { added: string; updated: string; deleted: string; addFailure?: string; updateFailure?: string }
		/** Where a saved edit lands (docs/product.md sends some to the public page); default: the Manage screen. */
		afterUpdate?: (item: { id: number; slug?: unknown }) => string
		/**
		 * The edit screen shows the item as visitors will, unsaved, at a phone's and a desktop's width: the
		 * address its form is posted to for that (a public route that renders it; pages: docs/design.md §13).
		 */
		livePreview?: string
		/** The Manage screen lists the newest first (docs/product.md's lists), unless this is false (FAQs, as on the home page). */
		newestFirst?: boolean
	}
	public?: {
		/** The page listing the items, and each item's own page (`:slug` with `slugFrom`, else `:id`); `module` names the hand-made screen. */
		list?: Screen
		item?: Screen
		/** A page that shows the items without their own pages (the home page shows partners and FAQs). */
		shownOn?: string
		/** What its list page is called (the analytics' titles, the Navigation screen's pages); default: the plural label. */
		listTitle?: string
		/** More pages the sitemap lists, made from the items (a filter that selects distinct content). */
		sitemapExtras?(items: ReadonlyArray<ContentItem<Fields>>): SitemapEntry[]
		/**
		 * A live item whose page has ended at `at` (a closed position: ADR 0059): off its list, the sitemap
		 * and feeds, its page answers 410; the API keeps it.
		 */
		ended?(item: ContentItem<Fields>, at: Date): boolean
	}
}

/** A page of the sitemap: its path (and query), and when what it shows last changed. */
export type SitemapEntry = { path: string; lastmod?: string }

/** The later of two ISO 8601 UTC timestamps (both databases store them in one format, so they sort as text). */
const later = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a)
/** When an item last changed for a visitor: its last save, or its going live if that came later. */
export const changedAt = (item: { updated_at: string; publish_at?: string | null }) =>
	later(item.publish_at ?? undefined, item.updated_at)
/** When the newest change to these items was made (undefined for none). */
export const newestChange = (items: ReadonlyArray<{ updated_at: string; publish_at?: string | null }>) =>
	items.reduce<string | undefined>((max, item) => later(max, changedAt(item)), undefined)

const CONTENT_TYPE = Symbol('content type')

/** A content type: its definition and its queries (create, read, update, delete). */
export function defineContentType<Fields extends Record<string, unknown>>(definition: ContentTypeDefinition<Fields>) {
	// Every type's records carry the editorial workflow's fields (docs/design.md §8), validated with its own.
	// Types with pages carry their slug (server/content/slugs.ts) and the search and sharing fields (ADR 0058).
	const extra =
		definition.slugFrom === undefined ? WorkflowFields : { ...WorkflowFields, slug: slugField(), ...SeoFields }
	const withWorkflow = (schema: z.ZodType<Fields, unknown>) =>
		objectSchema(schema).safeExtend(extra) as unknown as z.ZodType<Fields & WorkflowMeta, unknown>
	const createSchema = withWorkflow(definition.createSchema)
	const updateSchema = withWorkflow(definition.updateSchema ?? definition.createSchema)
	const shape = objectShape(definition.createSchema)
	const pictureFields = pictureFieldsOf(shape, definition.admin.fields)
	const access: ContentAccess = { ...defaultAccessFor(definition.name), ...definition.access }
	return {
		[CONTENT_TYPE]: true as const,
		...definition,
		access,
		createSchema,
		updateSchema,
		/** The schema of each field (with its kind's info: server/content/field-kinds/registry.ts). */
		shape: objectShape(createSchema),
		/** The fields that hold images (kinds `image` and `images`), with their labels. */
		pictureFields,
		/** An item as the JSON API answers it: the seed's shapes (a picture list as one string: ADR 0040). */
		toApi: <Item extends Record<string, unknown>>(item: Item): Item =>
			toApiRecord(objectShape(createSchema), item) as Item,
		...collectionQueries<Fields & WorkflowMeta>({
			table: definition.name,
			label: definition.label.singular,
			createSchema,
			updateSchema,
			pictureFields,
			shape: objectShape(createSchema),
			slugFrom: definition.slugFrom,
			itemPage: definition.public?.item?.path,
			reservedSlugs: definition.reservedSlugs,
			hooks: definition.hooks,
			access,
		}),
	}
}

export type ContentType<Fields extends Record<string, unknown> = Record<string, unknown>> = ReturnType<
	typeof defineContentType<Fields>
>
/** A stored item of a content type. */
export type ContentItem<Fields extends Record<string, unknown> = Record<string, unknown>> = Fields &
	RecordMeta &
	Partial<Credit> &
	WorkflowMeta &
	/** Types with pages (`slugFrom`): their search and sharing fields (ADR 0058). */
	Partial<SeoValues> & {
		/** Types with pages (`slugFrom`): the end of the item's address (docs/design.md §11). */
		slug?: string
	}

/** The live items whose pages have not ended at `at` (`public.ended`): what the lists, the sitemap and feeds show. */
export const shownItems = <Item extends ContentItem>(
	type: { public?: { ended?(item: never, at: Date): boolean } },
	items: readonly Item[],
	at: Date = new Date(),
): Item[] => {
	const ended = type.public?.ended as ((item: Item, at: Date) => boolean) | undefined
	return ended ? items.filter((item) => !ended(item, at)) : [...items]
}

export const isContentType = (value: unknown): value is ContentType =>
	typeof value === 'object' && value !== null && CONTENT_TYPE in value

export type { AdminField }

/** The add and edit forms' fields of a content type (plain data, for the browser). */
export function adminFields(type: ContentType): AdminField[] {
	const fields = Object.entries(type.admin.fields).map(([name, field]) =>
		adminFieldOf(name, type.shape[name]!, field as AdminFieldDefinition, `${type.name}.${name}`),
	)
	if (type.slugFrom === undefined) return fields
	// A type with pages: its address, right after the title it is made from (docs/design.md §11).
	const slug: AdminField = {
		...adminFieldOf('slug', type.shape.slug!, {}, `${type.name}.slug`),
		pattern: type.public?.item?.path,
		hint: 'The end of the page’s address: lowercase letters, digits and hyphens. Empty: made from the title. The old address keeps leading here.',
	}
	const after = fields.findIndex((field) => field.name === type.slugFrom) + 1
	// And, last, the search and sharing fields, in their own group (docs/decisions/0058-seo-fields-and-tags.md).
	const seo = SEO_FIELD_NAMES.map((name) => ({
		...adminFieldOf(name, type.shape[name]!, {}, `${type.name}.${name}`),
		group: SEO_GROUP,
	}))
	return [...fields.slice(0, after), slug, ...fields.slice(after), ...seo]
}

/** The names a form of the type sends (its admin fields; the slug and the search and sharing fields of a type with pages). */
export const formFieldNames = (type: Pick<ContentType, 'admin' | 'slugFrom'>): string[] => [
	...Object.keys(type.admin.fields),
	...(type.slugFrom === undefined ? [] : ['slug', ...SEO_FIELD_NAMES]),
]

/** The fields the admin fills with images (kinds `image` and `images`), with their schema's labels. */
export function pictureFieldsOf(
	shape: Record<string, z.ZodType>,
	fields: Partial<Record<string, AdminFieldDefinition>>,
) {
	return Object.entries(shape).flatMap(([name, schema]) => {
		const info = fieldInfo.get(schema)
		if (info?.kind !== 'image' && info?.kind !== 'images') return []
		return [{ field: name, label: info.label, altFrom: fields[name]?.altFrom }]
	})
}

/** The object behind a schema (Zod 4 keeps a refined object's `shape` and `safeExtend`). */
function objectSchema(schema: z.ZodType): z.ZodObject {
	if (!('shape' in schema) || !('safeExtend' in schema)) throw new Error('A content type schema must be a z.object')
	return schema as unknown as z.ZodObject
}
const objectShape = (schema: z.ZodType) => objectSchema(schema).shape as Record<string, z.ZodType>
