import { PortfolioEditor } from '~/components/admin/portfolio-admin'
import { pageTitle } from '~/lib/meta'
import { loadPortfolioItem, portfolioEditAction } from '~/lib/portfolio-admin.server'
import type { Route } from './+types/application-edit'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Edit Application') }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioItem('applications', args)

export const action = (args: Route.ActionArgs) => portfolioEditAction('applications', args)

export default function EditApplication({ loaderData }: Route.ComponentProps) {
	return <PortfolioEditor kind="applications" item={loaderData.item} />
}
