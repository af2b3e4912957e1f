/** A section's centred heading and the line under it (the home page's sections, the pages' blocks). */
export function SectionHeading({ id, title, intro }: { id: string; title?: string; intro?: string }) {
	if (!title && !intro) return null
	return (
		<div className="mx-auto max-w-3xl text-center">
			{title ? (
				<h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
					{title}
				</h2>
			) : null}
			{intro ? <p className="mt-4 text-lg text-balance text-slate-600">{intro}</p> : null}
		</div>
	)
}
