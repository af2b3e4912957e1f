import type { AppLoadContext } from 'react-router'

import { itemPath } from '#shared/item-path.ts'
import type { User } from '#server/auth/user.ts'
import { type SiteFinding, siteFindings } from '#server/content/checks/site-checks.ts'
import { contentTypes, singletons } from '#server/content/registry.ts'
import { can, requirePermission } from '#app/lib/auth.server.ts'
import { REDIRECTS_PATH } from '#app/lib/redirects.ts'
import {
	HEALTH_LEVELS,
	type HealthFilter,
	type HealthLevel,
	type HealthRow,
	SITE_HEALTH_PATH,
} from '#app/lib/site-health.ts'

/**
 * The Site health screen's server side (docs/design.md §16, docs/decisions/0057-checks-and-site-health.md):
 * the site's findings (server/content/checks/site-checks.ts, kept until the next write), counted by level,
 * filtered by level and by what they are about with plain links (`?level=`, `?type=`: no script needed),
 * each row leading to where it is fixed.
 */

type Args = { request: Request; context: AppLoadContext }

/** What a collection of findings is called, and the screen each item of it is edited on. */
function placeOf(collection: string): { label: string; edit: (id: number | undefined) => string | undefined } {
	const type = contentTypes.find((candidate) => candidate.name === collection)
	if (type)
		return {
			label: type.label.plural,
			edit: (id) => (id !== undefined && type.admin.edit ? itemPath(type.admin.edit.path, id) : type.admin.list.path),
		}
	const singleton = singletons.find((candidate) => candidate.name === collection)
	if (singleton) return { label: singleton.label, edit: () => singleton.admin.path }
	if (collection === 'redirects')
		return { label: 'Redirects', edit: (id) => (id === undefined ? REDIRECTS_PATH : `${REDIRECTS_PATH}/${id}`) }
	return { label: collection, edit: () => undefined }
}

const isLevel = (value: string | null): value is HealthLevel => HEALTH_LEVELS.includes(value as HealthLevel)

function toRow(finding: SiteFinding, index: number): HealthRow {
	const place = placeOf(finding.collection)
	return {
		key: `${finding.collection}-${finding.item_id ?? 'site'}-${finding.check}-${index}`,
		collection: finding.collection,
		label: place.label,
		title: finding.title,
		check: finding.check,
		level: finding.level,
		field: finding.field,
		message: finding.message,
		editPath: place.edit(finding.item_id),
	}
}

const ORDER: Record<HealthLevel, number> = { error: 0, warning: 1, notice: 2 }

export async function loadSiteHealth({ request, context }: Args) {
	await requirePermission(request, context, { permission: 'site.health' })
	const { db, config } = context.services
	const all = (await siteFindings(db, config.publicUrl))
		.map(toRow)
		.sort((a, b) => ORDER[a.level] - ORDER[b.level] || a.label.localeCompare(b.label))
	const url = new URL(request.url)
	const askedLevel = url.searchParams.get('level')
	const level = isLevel(askedLevel) ? askedLevel : undefined
	const askedType = url.searchParams.get('type')
	const collections = [...new Set(all.map((row) => row.collection))]
	const type = askedType && collections.includes(askedType) ? askedType : undefined
	const address = (next: { level?: string | undefined; type?: string | undefined }) => {
		const query = new URLSearchParams()
		if (next.level) query.set('level', next.level)
		if (next.type) query.set('type', next.type)
		const search = query.toString()
		return search ? `${SITE_HEALTH_PATH}?${search}` : SITE_HEALTH_PATH
	}
	const ofType = all.filter((row) => !type || row.collection === type)
	const ofLevel = all.filter((row) => !level || row.level === level)
	const levels: HealthFilter[] = [
		{ label: 'All', to: address({ type }), current: !level, count: ofType.length },
		...HEALTH_LEVELS.map((name) => ({
			label: `${name[0]!.toUpperCase()}${name.slice(1)}s`,
			to: address({ level: name, type }),
			current: level === name,
			count: ofType.filter((row) => row.level === name).length,
		})),
	]
	const types: HealthFilter[] = [
		{ label: 'Everything', to: address({ level }), current: !type, count: ofLevel.length },
		...collections.map((name) => ({
			label: placeOf(name).label,
			to: address({ level, type: name }),
			current: type === name,
			count: ofLevel.filter((row) => row.collection === name).length,
		})),
	]
	const counts = Object.fromEntries(
		HEALTH_LEVELS.map((name) => [name, all.filter((row) => row.level === name).length]),
	) as Record<HealthLevel, number>
	return { counts, levels, types, rows: ofType.filter((row) => !level || row.level === level) }
}

/** The dashboard's tile: how many errors the site has, for whoever may see its health. */
export async function siteHealthTile(context: AppLoadContext, user: User) {
	if (!can(user, { permission: 'site.health' })) return []
	const { db, config } = context.services
	const errors = (await siteFindings(db, config.publicUrl)).filter((finding) => finding.level === 'error').length
	return [
		{
			label: 'Site health',
			to: SITE_HEALTH_PATH,
			text: 'Broken links, images without alt text, pages no link reaches',
			count: errors,
			unit: ['error', 'errors'] as const,
		},
	]
}
