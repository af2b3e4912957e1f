import { data } from 'react-router'
import { NotFoundContent } from '~/components/not-found'
import { notFoundMeta } from '~/lib/meta'

export const meta = () => notFoundMeta

export function loader() {
	return data(null, { status: 404 })
}

export default function NotFound() {
	return <NotFoundContent />
}
