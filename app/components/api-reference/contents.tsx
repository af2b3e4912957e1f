import { Method } from '#app/components/api-reference/method.tsx'
import type { ApiReferenceView } from '#app/lib/api-reference.ts'

type Tags = ApiReferenceView['tags']

/** The short list for narrow screens: the groups only. */
export function GroupLinks({ tags }: { tags: Tags }) {
	return (
		<ul className="grid gap-1 text-sm sm:grid-cols-2">
			{[{ id: 'overview', name: 'Overview' }, ...tags, { id: 'schemas', name: 'Schemas' }].map((entry) => (
				<li key={entry.id}>
					<a href={`#${entry.id}`} className="block rounded px-1 py-1 font-medium text-slate-800 hover:bg-white">
						{entry.name}
					</a>
				</li>
			))}
		</ul>
	)
}

/** The sidebar: every group with its calls. */
export function Contents({ tags }: { tags: Tags }) {
	return (
		<ul className="space-y-4 text-sm">
			<li>
				<a href="#overview" className="font-semibold text-slate-900 hover:text-brand-700">
					Overview
				</a>
			</li>
			{tags.map((tag) => (
				<li key={tag.id}>
					<a href={`#${tag.id}`} className="font-semibold text-slate-900 hover:text-brand-700">
						{tag.name}
					</a>
					<ul className="mt-1.5 space-y-1">
						{tag.operations.map((operation) => (
							<li key={operation.id}>
								<a
									href={`#${operation.id}`}
									className="flex items-baseline gap-2 rounded px-1 py-0.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
								>
									<Method method={operation.method} small />
									{/* Wrapped, not cut: 'Restore an earlier v…' named no operation. */}
									<span className="min-w-0">{operation.summary}</span>
								</a>
							</li>
						))}
					</ul>
				</li>
			))}
			<li>
				<a href="#schemas" className="font-semibold text-slate-900 hover:text-brand-700">
					Schemas
				</a>
			</li>
		</ul>
	)
}
