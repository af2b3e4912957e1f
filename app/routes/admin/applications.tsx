import { PortfolioManager } from '~/components/admin/portfolio-admin'
import { pageTitle } from '~/lib/meta'
import { loadPortfolioList, portfolioListAction } from '~/lib/portfolio-admin.server'
import type { Route } from './+types/applications'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Manage Applications') }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioList('applications', args)

export const action = (args: Route.ActionArgs) => portfolioListAction('applications', args)

export default function ManageApplications({ loaderData }: Route.ComponentProps) {
	return <PortfolioManager kind="applications" items={loaderData.items} />
}
