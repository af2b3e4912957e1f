import { z } from 'zod'

import { isLive } from '#shared/workflow.ts'
import { CHECK_LEVELS, type CheckResult, foldTitle, type ImageRecord } from '#server/content/checks/check.ts'
import {
	addressesOf,
	checkItem,
	countTitles,
	readFields,
	runChecks,
	subjectOf,
} from '#server/content/checks/item-checks.ts'
import { keptItems } from '#server/content/checks/kept-items.ts'
import {
	landingPath,
	type LinkTarget,
	resolveLink,
	type SiteAddresses,
	siteAddresses,
} from '#server/content/checks/links.ts'
import { linkProblem } from '#server/content/checks/rules/broken-link.ts'
import { versioned } from '#server/content/checks/versioned.ts'
import { type ContentType, pictureFieldsOf } from '#server/content/content-type.ts'
import { textOf } from '#server/content/field-kinds/kind.ts'
import { listMediaRows, mediaByUrl, toMediaRecord } from '#server/content/media.ts'
import { redirects } from '#server/content/redirects.ts'
import { contentTypes, singletons } from '#server/content/registry.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The site's health (docs/design.md §16, ADR 0057): every live item's checks, the single records' (the
 * navigation's links, the settings' images), and what no one item shows: redirects that lead to no page or
 * to another redirect, and pages no link reaches. Computed once per content version (versioned.ts), so a
 * repeat call is one query and a write shows at the next.
 */

export const SiteFinding = z.object({
	collection: z
		.string()
		.meta({ description: 'The content type, single record or list it is about (`pages`, `navigation`, `redirects`)' }),
	item_id: z.int().optional().meta({ description: 'The item; none for a single record (the navigation)' }),
	title: z.string().meta({ description: 'What names the item (its title), or the record’s name' }),
	check: z.string().meta({ description: 'The check: `image-alt`, `broken-link`, `redirect-chain`, `orphan-page`…' }),
	level: z.enum(CHECK_LEVELS),
	field: z.string(),
	message: z.string(),
})
export type SiteFinding = z.infer<typeof SiteFinding>
export const SiteFindings = z.object({ findings: z.array(SiteFinding) })

/** Site-wide checks' ids (the items' are their rules' ids). */
export const SITE_CHECKS = { redirectChain: 'redirect-chain', orphanPage: 'orphan-page' } as const

type Origin = { collection: string; item_id?: number; title: string }
const withOrigin =
	(origin: Origin) =>
	(result: CheckResult): SiteFinding => {
		const { id, ...rest } = result
		return { ...origin, check: id, ...rest }
	}

export async function siteFindings(db: Db, publicUrl: string | undefined): Promise<SiteFinding[]> {
	return versioned(db, `site-findings ${publicUrl ?? ''}`, () => computeFindings(db, publicUrl))
}

/** Where every link of the site leads, for one item's checks (kept as the findings are). */
export const cachedSiteAddresses = (db: Db, publicUrl: string | undefined) =>
	versioned(db, `site-addresses ${publicUrl ?? ''}`, () => siteAddresses(db, publicUrl))

async function computeFindings(db: Db, publicUrl: string | undefined): Promise<SiteFinding[]> {
	const site = await cachedSiteAddresses(db, publicUrl)
	const images = new Map<string, ImageRecord>(
		(await listMediaRows(db)).map((row) => {
			const record = toMediaRecord(row)
			return [record.url, { alt: record.alt, decorative: record.decorative, width: record.width }]
		}),
	)
	const findings: SiteFinding[] = []
	/** Where the site's live content links to: pages reached. */
	const reached = new Set<string>()
	const reach = (targets: readonly LinkTarget[]) => {
		for (const target of targets) {
			const landing = landingPath(target)
			if (landing) reached.add(landing)
		}
	}
	const targetsOf = (links: readonly string[]) => links.map((href) => resolveLink(site, href))

	const items = keptItems(db)
	for (const type of contentTypes) {
		const siblings = await type.list(db, { status: 'all' })
		const titleField = type.admin.itemTitle
		const titleCounts = countTitles(siblings, titleField)
		const at = Date.now()
		for (const item of siblings.filter((candidate) => isLive(candidate, at))) {
			const reading = items.reading(type, item)
			// Resolved once: what the site's links reach, and what the item's findings are made of.
			const links = targetsOf(reading.addresses.links)
			reach(links)
			const duplicateTitle = (titleCounts.get(foldTitle(textOf(item[titleField]))) ?? 0) > 1
			const results = await items.results(reading, { links, images, duplicateTitle }, async () =>
				runChecks(await subjectOf(db, type, item, { site, titleCounts, id: item.id, images, fields: reading.fields })),
			)
			const title = String(item[titleField] ?? '') || `${type.label.singular} ${item.id}`
			findings.push(...results.map(withOrigin({ collection: type.name, item_id: item.id, title })))
		}
	}
	items.forget()
	for (const singleton of singletons) {
		const record = (await singleton.get(db)) as Record<string, unknown>
		const pictureFields = pictureFieldsOf(singleton.shape, singleton.admin.fields)
		const subject = await subjectOf(db, { shape: singleton.shape, pictureFields, admin: {} }, record, { site, images })
		reach(targetsOf(addressesOf(subject.fields).links))
		findings.push(...runChecks(subject).map(withOrigin({ collection: singleton.name, title: singleton.label })))
	}
	findings.push(...(await redirectFindings(db, site)))
	reach(targetsOf([...site.redirects.values()]))
	findings.push(...orphans(site, reached))
	return findings
}

/** Redirects that lead nowhere a visitor can see, or to another redirect (two hops: ADR 0045 keeps one). */
async function redirectFindings(db: Db, site: SiteAddresses): Promise<SiteFinding[]> {
	const found: SiteFinding[] = []
	for (const redirect of await redirects.list(db)) {
		const origin = { collection: 'redirects', item_id: redirect.id, title: `${redirect.from} → ${redirect.to}` }
		const target = resolveLink(site, redirect.to)
		const problem = linkProblem(target)
		if (problem)
			found.push({
				...origin,
				check: 'broken-link',
				level: 'error',
				field: 'to',
				message: `The redirect from ${redirect.from} ${problem}.`,
			})
		else if (target.kind === 'redirect')
			found.push({
				...origin,
				check: SITE_CHECKS.redirectChain,
				level: 'warning',
				field: 'to',
				message: `The redirect from ${redirect.from} leads to ${redirect.to}, which is redirected again (to ${landingPath(target)}): lead it there.`,
			})
	}
	return found
}

/**
 * Live pages no link of the site reaches (docs/design.md §16): items with pages of their own whose type has no
 * list page to list them (the pages built from blocks), not linked from any live item, the navigation or a
 * redirect. Only a search engine or a shared link finds them.
 */
function orphans(site: SiteAddresses, reached: ReadonlySet<string>): SiteFinding[] {
	return [...site.listless]
		.filter(([path]) => site.items.get(path) === 'live' && !reached.has(path))
		.map(([path, item]) => ({
			collection: item.collection,
			item_id: item.id,
			title: item.title || path,
			check: SITE_CHECKS.orphanPage,
			level: 'warning' as const,
			field: 'slug',
			message: `No link of the site leads to ${path}: add it to the navigation or link it from another page.`,
		}))
}

/**
 * The checks of one item of `type`: a saved one (any status, not the trash) or an unsaved body. `typedAlt`:
 * an edit form's alt text and 'decorative' not saved yet, by media id, read over the library's (the form
 * stores them with its save: app/lib/media-form.server.ts).
 */
export async function checksOf(
	db: Db,
	type: ContentType,
	record: Record<string, unknown>,
	{
		id,
		publicUrl,
		typedAlt,
	}: {
		id?: number | undefined
		publicUrl: string | undefined
		typedAlt?: ReadonlyMap<number, { alt: string; decorative: boolean }>
	},
): Promise<CheckResult[]> {
	const site = await cachedSiteAddresses(db, publicUrl)
	if (!typedAlt || typedAlt.size === 0) return checkItem(db, type, record, { site, id })
	const { images: urls } = addressesOf(readFields(type.shape, record))
	const images = new Map<string, ImageRecord>()
	for (const [url, row] of await mediaByUrl(db, urls)) {
		const typed = typedAlt.get(row.id)
		const alt = typed?.alt ?? row.alt
		images.set(url, { alt, decorative: typed?.decorative ?? row.decorative === 1, width: row.width })
	}
	return checkItem(db, type, record, { site, id, images })
}
