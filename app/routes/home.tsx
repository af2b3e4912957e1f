import { HOME_SLUG } from '#shared/item-path.ts'
import { PageBlocks } from '#app/components/page-blocks.tsx'
import { handleContactForm } from '#app/lib/contact-action.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { loadSitePage } from '#app/lib/site-page.server.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

/** The home page: the page whose slug is `home` (docs/design.md §13), edited on the Pages screen like any. */
export const loader = (args: Route.LoaderArgs) => loadSitePage(args, HOME_SLUG)

/** A preview's `no-store` (app/lib/preview.server.ts), and the contact form's `Retry-After` when it is refused. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
	new Headers([...loaderHeaders, ...actionHeaders])

export const action = ({ request, context }: Route.ActionArgs) => handleContactForm(request, context)

export default function Home({ loaderData }: Route.ComponentProps) {
	return <PageBlocks {...loaderData} />
}
