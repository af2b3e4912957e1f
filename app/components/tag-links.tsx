import { Link } from 'react-router'

/**
 * A post's tags, or the blog's, as links to their pages (docs/decisions/0058-seo-fields-and-tags.md): plain
 * links, no script. `current`: the tag whose page this is.
 */
export function TagLinks({
	tags,
	label,
	current,
	className = '',
}: {
	tags: ReadonlyArray<{ name: string; path: string }>
	label: string
	current?: string
	className?: string
}) {
	if (tags.length === 0) return null
	return (
		<nav aria-label={label} className={className}>
			<ul className="flex flex-wrap gap-2">
				{tags.map((tag) => (
					<li key={tag.path}>
						<Link
							to={tag.path}
							aria-current={tag.path === current ? 'page' : undefined}
							className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:border-blue-700 hover:text-blue-800 aria-[current=page]:border-blue-700 aria-[current=page]:bg-blue-700 aria-[current=page]:text-white"
						>
							{tag.name}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
