import { requireAdmin } from '~/lib/auth.server'
import type { Route } from './+types/careers'

// Placeholder: this screen is being built (issue 4).
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	return null
}

export default function Careers() {
	return <p className="p-8">Coming soon.</p>
}
