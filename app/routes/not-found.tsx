import { data } from 'react-router'

import { NotFoundContent } from '#app/components/not-found.tsx'
import { notFoundMeta } from '#app/lib/meta.ts'

export const meta = () => notFoundMeta

export function loader() {
	return data(null, { status: 404 })
}

export default function NotFound() {
	return <NotFoundContent />
}
