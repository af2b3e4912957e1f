import { Link, useLocation } from 'react-router'

/** One choice of a filter: its query value (none: the parameter is left out) and what it reads. */
export type FilterOption = { value: string | undefined; label: string }

/**
 * A screen's filters as links that set one query parameter and keep the others (a search stays as it
 * is); the current one is marked for assistive technology too.
 */
export function FilterLinks({
	label,
	param,
	options,
	current,
}: {
	label: string
	param: string
	options: readonly FilterOption[]
	current: string | undefined
}) {
	const location = useLocation()
	const to = (value: string | undefined) => {
		const params = new URLSearchParams(location.search)
		if (value === undefined) params.delete(param)
		else params.set(param, value)
		const search = params.toString()
		return search ? `?${search}` : location.pathname
	}
	return (
		<nav aria-label={label} className="mb-4">
			<ul className="flex flex-wrap gap-2">
				{options.map((option) => {
					const selected = option.value === current
					return (
						<li key={option.label}>
							<Link
								to={to(option.value)}
								preventScrollReset
								aria-current={selected ? 'page' : undefined}
								className={`inline-flex rounded-full px-3 py-1 text-sm font-medium ring-1 ${
									selected
										? 'bg-brand-700 text-white ring-brand-700'
										: 'text-slate-700 ring-slate-300 hover:bg-slate-100'
								}`}
							>
								{option.label}
							</Link>
						</li>
					)
				})}
			</ul>
		</nav>
	)
}
