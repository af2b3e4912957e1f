import { useEffect, useRef } from 'react'
import { Form, Link, useLocation, useSubmit } from 'react-router'

import { inputClass } from '#app/components/admin/fields.tsx'
import type { SearchView } from '#app/lib/admin-search.ts'

/** How long typing must pause before the list is filtered (one request per pause, not per key). */
const TYPING_PAUSE_MS = 300

/** A list heading's count: the matches and the whole while searching, else the whole. */
export const countedHeading = (heading: string, shown: number, search: SearchView) =>
	search.query ? `${heading} (${shown} of ${search.total})` : `${heading} (${search.total})`

/** What a searched list shows when nothing is in it: its empty text, or nothing (the search says why). */
export const emptyText = (empty: string, search: SearchView) => (search.query ? null : empty)

/**
 * A Manage screen's search box: a GET form (`?q=`), so it works without JavaScript; with it, the list
 * filters as you type (after a pause, replacing the history entry rather than adding one per word). The
 * server filters (app/lib/admin-search.server.ts). Its label is 'Search', which no form field's label
 * contains (tests find fields by their labels), and the form has no name of its own for the same reason.
 * The count line is a live region, so a screen reader hears how many items match.
 */
export function ListSearch({ search, shown }: { search: SearchView; shown: number }) {
	const { search: queryString, pathname } = useLocation()
	const submit = useSubmit()
	const input = useRef<HTMLInputElement>(null)
	const timer = useRef<number | undefined>(undefined)
	// Other parameters of the address (a filter) survive a search.
	const kept = [...new URLSearchParams(queryString)].filter(([name]) => name !== 'q')
	const withoutQuery = new URLSearchParams(kept).toString()

	// Back and forward change the query under the box: show it, unless the admin is typing in it.
	useEffect(() => {
		if (input.current && document.activeElement !== input.current) input.current.value = search.query
	}, [search.query])
	useEffect(() => () => window.clearTimeout(timer.current), [])

	return (
		<div className="mb-5">
			<Form
				method="get"
				role="search"
				className="flex flex-wrap items-end gap-3"
				// A search sent by Enter or the button: the typing pause's own send would repeat it later, after
				// whatever the admin did next (clearing the search).
				onSubmit={() => window.clearTimeout(timer.current)}
			>
				{kept.map(([name, value]) => (
					<input key={`${name}=${value}`} type="hidden" name={name} value={value} />
				))}
				<div className="min-w-0 flex-1 sm:max-w-sm">
					<label htmlFor="list-search" className="block text-sm font-medium text-slate-800">
						Search
					</label>
					<input
						ref={input}
						id="list-search"
						type="search"
						name="q"
						maxLength={200}
						autoComplete="off"
						defaultValue={search.query}
						className={inputClass}
						onChange={(event) => {
							const form = event.currentTarget.form
							window.clearTimeout(timer.current)
							timer.current = window.setTimeout(() => {
								if (form) void submit(form, { replace: true, preventScrollReset: true })
							}, TYPING_PAUSE_MS)
						}}
					/>
				</div>
				<button
					type="submit"
					className="rounded-full px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
				>
					Search
				</button>
				{search.query ? (
					<Link
						to={{ pathname, search: withoutQuery }}
						preventScrollReset
						className="py-2 text-sm font-medium text-brand-700 hover:text-brand-900"
					>
						Clear search
					</Link>
				) : null}
			</Form>
			<p aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-700">
				{search.query
					? shown === 0
						? `No matches for “${search.query}”`
						: `${shown} of ${search.total} match “${search.query}”`
					: ''}
			</p>
		</div>
	)
}
