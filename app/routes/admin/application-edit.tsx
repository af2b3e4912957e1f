import { PortfolioEditor } from '#app/components/admin/portfolio-admin.tsx'
import { pageTitle } from '#app/lib/meta.ts'
import { loadPortfolioItem, portfolioEditAction } from '#app/lib/portfolio-admin.server.ts'
import type { Route } from './+types/application-edit'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Edit Application') }]

export const loader = (args: Route.LoaderArgs) => loadPortfolioItem('applications', args)

export const action = (args: Route.ActionArgs) => portfolioEditAction('applications', args)

export default function EditApplication({ loaderData }: Route.ComponentProps) {
	return <PortfolioEditor kind="applications" item={loaderData.item} />
}
