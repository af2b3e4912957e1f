import { data } from 'react-router'

import {
	EMPLOYMENT_TYPE_LABELS,
	formatClosingDay,
	formatSalary,
	labelOf,
	type Salary,
	WORKPLACE_LABELS,
	WORKPLACES,
} from '#shared/career-facts.ts'
import { shownItems } from '#server/content/content-type.ts'
import { careers } from '#server/content/types/careers.ts'
import type { Db } from '#server/db/database.ts'
import type { Fact } from '#app/components/career-facts.tsx'
import { pageMeta, type ServerArgs } from '#app/lib/seo.server.ts'

/**
 * What the careers pages say of a position beyond its text (docs/design.md §17, ADR 0059): its facts as
 * label and value, and the list's filters by department and workplace, which are plain links (GET, no
 * script: ADR 0032).
 */

/** The stored facts of a position (all optional: '' or null when not said). */
export type CareerFacts = {
	department?: string
	location?: string
	workplace?: string
	employment_type?: string
	salary?: Salary | null
	valid_through?: string
}

/** The facts that are said, in the order the pages show them. */
export function factsOf(career: CareerFacts): Fact[] {
	const facts: Array<[string, string | undefined]> = [
		['Department', career.department],
		['Location', career.location],
		['Workplace', labelOf(WORKPLACE_LABELS, career.workplace)],
		['Employment type', labelOf(EMPLOYMENT_TYPE_LABELS, career.employment_type)],
		['Salary', formatSalary(career.salary)],
		['Apply by', career.valid_through ? formatClosingDay(career.valid_through) : undefined],
	]
	return facts.flatMap(([label, value]) => (value ? [{ label, value }] : []))
}

/** The open positions, newest first: the live ones but those closed (`public.ended`: their closing day is past, UTC). */
export const openCareers = async (db: Db) => shownItems(careers, await careers.list(db)).reverse()

/** The list's filters as its address's query says them. */
export type CareerFilter = { department?: string; workplace?: string }

export const LIST_PATH = '/career'

/** The filters of `url`: a workplace only among the known ones, a department as typed (at most 100 characters, as stored). */
export function filterOf(url: URL): CareerFilter {
	const department = url.searchParams.get('department')?.trim().slice(0, 100) || undefined
	const workplace = url.searchParams.get('workplace') ?? undefined
	return { department, workplace: WORKPLACES.find((known) => known === workplace) }
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0

/** Whether a position is one the filter asks for. */
export const matches = (career: CareerFacts, filter: CareerFilter) =>
	(!filter.department || sameText(career.department ?? '', filter.department)) &&
	(!filter.workplace || career.workplace === filter.workplace)

/** The list's address with this filter (the other filter kept, as the links change one at a time). */
export function filterPath(filter: CareerFilter): string {
	const query = new URLSearchParams()
	if (filter.department) query.set('department', filter.department)
	if (filter.workplace) query.set('workplace', filter.workplace)
	const search = query.toString()
	return search ? `${LIST_PATH}?${search}` : LIST_PATH
}

/** A group of filter links: 'All' and each choice, with the one in use marked. */
export type FilterLinks = { label: string; links: Array<{ name: string; path: string }>; current: string }

/**
 * The two groups of links: each department and workplace the open positions have (none when no position
 * says one), each keeping the other group's choice.
 */
export function filterLinks(careers: readonly CareerFacts[], filter: CareerFilter): FilterLinks[] {
	const departments = [...new Set(careers.map((career) => career.department?.trim() ?? '').filter(Boolean))].sort(
		(a, b) => a.localeCompare(b, 'en'),
	)
	const workplaces = WORKPLACES.filter((workplace) => careers.some((career) => career.workplace === workplace))
	const groups: FilterLinks[] = []
	if (departments.length > 0) {
		groups.push({
			label: 'Department',
			current: filterPath(filter),
			links: [
				{ name: 'All departments', path: filterPath({ ...filter, department: undefined }) },
				...departments.map((name) => ({ name, path: filterPath({ ...filter, department: name }) })),
			],
		})
	}
	if (workplaces.length > 0) {
		groups.push({
			label: 'Workplace',
			current: filterPath(filter),
			links: [
				{ name: 'Any workplace', path: filterPath({ ...filter, workplace: undefined }) },
				...workplaces.map((workplace) => ({
					name: WORKPLACE_LABELS[workplace],
					path: filterPath({ ...filter, workplace }),
				})),
			],
		})
	}
	return groups
}

/**
 * A closed position's page (ADR 0059): 410 Gone, saying so and linking to the open positions; kept out of
 * search engines, and no `JobPosting`.
 */
export function closedPositionPage(args: ServerArgs, career: { position_name: string }) {
	const meta = [
		...pageMeta(args, {
			title: `${career.position_name}: position closed`,
			description: `The position ${career.position_name} is closed. See the positions open now.`,
		}),
		{ name: 'robots', content: 'noindex' },
	]
	return data(
		{ meta, closed: { position_name: career.position_name, listPath: LIST_PATH }, career: undefined },
		{ status: 410, statusText: 'Gone' },
	)
}
