/** One fact as the pages show it. */
export type Fact = { label: string; value: string }

/** A position's facts (department, location, pay…: ADR 0059) as a description list; nothing when none is said. */
export function CareerFactList({ facts, className = '' }: { facts: readonly Fact[]; className?: string }) {
	if (facts.length === 0) return null
	return (
		<dl className={`flex flex-wrap gap-x-6 gap-y-2 text-sm ${className}`}>
			{facts.map((fact) => (
				<div key={fact.label} className="flex gap-1.5">
					<dt className="font-medium text-slate-600">{fact.label}:</dt>
					<dd className="text-slate-900">{fact.value}</dd>
				</div>
			))}
		</dl>
	)
}
