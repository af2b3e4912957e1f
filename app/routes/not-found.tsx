import { data } from 'react-router'

import { NotFoundContent } from '#app/components/not-found.tsx'
import { notFoundMeta } from '#app/lib/meta.ts'
import { redirectIfListed } from '#app/lib/preview.server.ts'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches)

/** An address no route claims: a redirect of the list answers it (docs/design.md §13), else the 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
	await redirectIfListed(request, context)
	return data(null, { status: 404 })
}

export default function NotFound() {
	return <NotFoundContent />
}
