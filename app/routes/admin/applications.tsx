import { PortfolioManager } from '#app/components/admin/portfolio-admin.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { loadPortfolioList, portfolioListAction } from '#app/lib/portfolio-admin.server.ts'
import type { Route } from './+types/applications'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Manage Applications') }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioList('applications', args)

export const action = (args: Route.ActionArgs) => portfolioListAction('applications', args)

export default function ManageApplications({ loaderData }: Route.ComponentProps) {
	return <PortfolioManager kind="applications" items={loaderData.items} />
}
