import { data } from 'react-router'

import { NotFoundContent } from '#app/components/not-found.tsx'
import { notFoundMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches)

export function loader() {
	return data(null, { status: 404 })
}

export default function NotFound() {
	return <NotFoundContent />
}
