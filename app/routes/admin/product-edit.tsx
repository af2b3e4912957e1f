import { requireAdmin } from '~/lib/auth.server'
import type { Route } from './+types/product-edit'

// Placeholder: this screen is being built (issue 4).
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	return null
}

export default function ProductEdit() {
	return <p className="p-8">Coming soon.</p>
}
