import { Link } from 'react-router'

import { historyPath } from '#app/lib/admin-paths.ts'

/** An edit screen's way to the item's earlier versions (app/routes/admin/history.tsx). */
export function HistoryLink({ collection, id }: { collection: string; id: number }) {
	return (
		<Link
			to={historyPath(collection, id)}
			className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
		>
			History
		</Link>
	)
}
