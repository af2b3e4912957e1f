import { Link } from 'react-router'

import { NOT_COUNTED_ATTRIBUTE } from '#shared/page-views.ts'

export function NotFoundContent() {
	return (
		// Not a page of the site: the analytics leave it out (app/enhance/page-view.ts).
		<div
			{...{ [NOT_COUNTED_ATTRIBUTE]: '' }}
			className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center"
		>
			<p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
				404
			</p>
			<h1 className="mt-4 text-4xl font-bold text-slate-900">Oops! Page Not Found</h1>
			<p className="mt-4 text-lg text-slate-600">
				Sorry, the page you are looking for might have been removed or does not exist.
			</p>
			<Link
				to="/"
				className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
			>
				Go back to Home
			</Link>
		</div>
	)
}
