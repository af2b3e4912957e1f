import { data } from 'react-router'

import { NotFoundContent } from '#app/components/not-found.tsx'
import { PageBlocks } from '#app/components/page-blocks.tsx'
import { PAGE_PREVIEW_HEADER, previewPostedPage } from '#app/lib/page-preview.server.ts'
import type { Route } from './+types/page-preview'

/** Never a page of its own: kept out of search engines. */
export const meta: Route.MetaFunction = () => [{ title: 'Preview' }, { name: 'robots', content: 'noindex' }]

/**
 * A visit is the 404 page: there is nothing here to see. The editor's posts say they are previews in a
 * header (React Router runs this loader after the action with the request made a GET).
 */
export function loader({ request }: Route.LoaderArgs) {
	if (request.headers.get(PAGE_PREVIEW_HEADER) !== '1') throw data(null, { status: 404, statusText: 'Not Found' })
	return null
}

/** The page editor's live preview (app/lib/page-preview.server.ts): a POST of its unsaved form. */
export const action = (args: Route.ActionArgs) => previewPostedPage(args)

/** `no-store`: a preview is never cached. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export default function PagePreview({ actionData }: Route.ComponentProps) {
	if (actionData?.preview) return <PageBlocks {...actionData.preview} />
	if (actionData?.problem) {
		return (
			<div className="mx-auto max-w-2xl px-6 py-24 text-center">
				<h1 className="text-2xl font-bold text-slate-900">The preview waits for a fix</h1>
				<p className="mt-4 text-slate-600">{actionData.problem}</p>
			</div>
		)
	}
	return <NotFoundContent />
}
