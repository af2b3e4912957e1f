import { data, Link } from 'react-router'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () => [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }]

export function loader() {
	return data(null, { status: 404 })
}

export default function NotFound() {
	return (
		<main className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
			<h1 className="text-4xl font-bold text-slate-900">Oops! Page Not Found</h1>
			<p className="mt-4 text-lg text-slate-600">
				Sorry, the page you are looking for might have been removed or does not exist.
			</p>
			<Link
				to="/"
				className="mt-8 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
			>
				Go back to Home
			</Link>
		</main>
	)
}
