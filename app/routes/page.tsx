import { PageBlocks } from '#app/components/page-blocks.tsx'
import { handleContactForm } from '#app/lib/contact-action.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { loadSitePage } from '#app/lib/site-page.server.ts'
import type { Route } from './+types/page'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

/** A page built from blocks at `/{slug}` (docs/design.md §13): About, Services, a privacy policy… */
export const loader = (args: Route.LoaderArgs) => loadSitePage(args, args.params.slug)

/** A preview's `no-store`, and the contact form's `Retry-After` when it is refused. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
	new Headers([...loaderHeaders, ...actionHeaders])

/** A page with a contact form block answers the form's posts (app/lib/contact-action.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => handleContactForm(request, context)

export default function Page({ loaderData }: Route.ComponentProps) {
	return <PageBlocks {...loaderData} />
}
