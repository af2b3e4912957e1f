import { renderToStaticMarkup } from 'react-dom/server'

/**
 * The signed-in admin's bar on the public pages: the way back from a public page (where some saves land,
 * as docs/product.md says) to the admin area, and, on a page visitors can't see yet, the notice that it is a
 * preview. Rendered to HTML here, on the server, so that visitors' pages carry none of its code (their
 * JavaScript budget): the public layout only puts this HTML in place. React escapes what it renders.
 */
export function adminBarHtml({ editTo, preview }: { editTo: string | undefined; preview: string | undefined }) {
	const link = 'rounded px-2 py-1 font-medium hover:underline focus-visible:outline-2 focus-visible:outline-white'
	return renderToStaticMarkup(
		<>
			<nav aria-label="Admin bar" data-admin-bar className="bg-slate-900 text-sm text-white">
				<div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1.5 sm:px-6">
					<span className="mr-auto text-slate-300">Signed in as admin</span>
					<a href="/dashboard" className={link}>
						Dashboard
					</a>
					{editTo ? (
						<a href={editTo} className={link}>
							Edit this page
						</a>
					) : null}
				</div>
			</nav>
			{preview ? (
				<p role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950">
					<strong className="font-semibold">Preview.</strong> {preview}
				</p>
			) : null}
		</>,
	)
}
