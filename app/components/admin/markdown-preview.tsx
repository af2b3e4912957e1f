import { useDeferredValue } from 'react'

import { renderMarkdownParts } from '#shared/markdown.ts'
import { BlogBody } from '#app/components/blog-body.tsx'

/**
 * The blog body as the public post will show it, updated as the admin types: the same Markdown renderer
 * as the server and the same styles. (markdown-it adds ~46 kB of gzip, only to the two blog screens.)
 */
export function MarkdownPreview({ source, id }: { source: string; id: string }) {
	// A long body re-renders after the keystroke has shown, so typing never waits for the preview.
	const deferred = useDeferredValue(source)
	return (
		// Scrolls on its own, so a long post keeps the form's buttons near; focusable, so keys scroll it too.
		<section
			aria-labelledby={id}
			tabIndex={0}
			className="max-h-[32rem] overflow-y-auto rounded-xl bg-white p-4 ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none sm:p-6"
		>
			<h3 id={id} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
				Preview
			</h3>
			{deferred.trim() === '' ? (
				<p className="mt-3 text-sm text-slate-500">The body, as the blog will show it, appears here as you type.</p>
			) : (
				<BlogBody parts={renderMarkdownParts(deferred)} title="Preview" className="mt-3" />
			)}
		</section>
	)
}
