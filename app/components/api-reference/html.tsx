// The descriptions are HTML that api-reference.server.ts rendered from our own Markdown with raw HTML
// turned off, so inserting them is safe.
export function Html({
	html,
	className,
	inline = false,
}: {
	html: string | undefined
	className?: string
	inline?: boolean
}) {
	if (!html) return null
	const Element = inline ? 'span' : 'div'
	return <Element className={`md ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />
}

export const codeStyle = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900'

export function Example({ title, text }: { title: string; text: string }) {
	return (
		<figure className="min-w-0">
			<figcaption className="text-sm font-semibold text-slate-700">{title}</figcaption>
			{/* Wrapped rather than scrolled: nothing to reach sideways, on a phone or from the keyboard. */}
			<pre className="mt-2 rounded-xl bg-slate-900 p-4 font-mono text-[0.8rem] leading-relaxed break-words whitespace-pre-wrap text-slate-100">
				{text}
			</pre>
		</figure>
	)
}
