import { PortfolioEditor } from '#app/components/admin/portfolio-admin.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { loadPortfolioItem, portfolioEditAction } from '#app/lib/portfolio-admin.server.ts'
import type { Route } from './+types/consulting-edit'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Edit Consulting') }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioItem('consulting', args)

export const action = (args: Route.ActionArgs) => portfolioEditAction('consulting', args)

export default function EditConsulting({ loaderData }: Route.ComponentProps) {
	return <PortfolioEditor kind="consulting" item={loaderData.item} />
}
