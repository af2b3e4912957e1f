import { PortfolioEditor } from '~/components/admin/portfolio-admin'
import { pageTitle } from '~/lib/meta'
import { loadPortfolioItem, portfolioEditAction } from '~/lib/portfolio-admin.server'
import type { Route } from './+types/consulting-edit'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Edit Consulting') }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioItem('consulting', args)

export const action = (args: Route.ActionArgs) => portfolioEditAction('consulting', args)

export default function EditConsulting({ loaderData }: Route.ComponentProps) {
	return <PortfolioEditor kind="consulting" item={loaderData.item} />
}
