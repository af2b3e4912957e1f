/**
 * The first stop of the Tab order: hidden until focused, it jumps past the header to the page's
 * <main id="main" tabIndex={-1}>, which takes the focus (a plain link: no script needed).
 */
export function SkipLink() {
	return (
		<a
			href="#main"
			className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg ring-1 ring-slate-300 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
		>
			Skip to content
		</a>
	)
}
