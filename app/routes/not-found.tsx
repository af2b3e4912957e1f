import { data } from 'react-router'
import { NotFoundContent } from '~/components/not-found'
import { pageTitle } from '~/lib/meta'

export const meta = () => [{ title: pageTitle('Page not found') }, { name: 'robots', content: 'noindex' }]

export function loader() {
	return data(null, { status: 404 })
}

export default function NotFound() {
	return <NotFoundContent />
}
