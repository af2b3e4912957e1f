import { PortfolioManager } from '#app/components/admin/portfolio-admin.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { loadPortfolioList, portfolioListAction } from '#app/lib/portfolio-admin.server.ts'
import type { Route } from './+types/consulting'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Manage Consulting') }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioList('consulting', args)

export const action = (args: Route.ActionArgs) => portfolioListAction('consulting', args)

export default function ManageConsulting({ loaderData }: Route.ComponentProps) {
	return <PortfolioManager kind="consulting" items={loaderData.items} />
}
