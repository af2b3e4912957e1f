import { useFetcher } from 'react-router'

import { Panel } from '#app/components/admin/admin-page.tsx'
import {
	SINGLETON_ACTION_FIELD,
	type SingletonActionDone,
	type SingletonActionView,
} from '#app/lib/singleton-screen.ts'

/**
 * A singleton screen's actions besides saving (the settings' 'Send a test e-mail'): each a panel of its
 * own with a form of its own, so its answer never touches what is typed in the settings' form. When the
 * server cannot do it (no SMTP_URL), the panel says why instead of offering the button.
 */
export function SingletonActions({ actions }: { actions: readonly SingletonActionView[] }) {
	return actions.map((action) => <ActionPanel key={action.name} action={action} />)
}

function ActionPanel({ action }: { action: SingletonActionView }) {
	const fetcher = useFetcher<SingletonActionDone>()
	const busy = fetcher.state !== 'idle'
	const done = busy ? undefined : fetcher.data
	return (
		<Panel title={action.title}>
			{action.unavailable ? (
				<p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
					{action.unavailable}
				</p>
			) : (
				<fetcher.Form method="post" className="grid gap-3">
					<p className="text-sm text-slate-700">{action.description}</p>
					<input type="hidden" name={SINGLETON_ACTION_FIELD} value={action.name} />
					<div>
						<button
							type="submit"
							disabled={busy}
							className="rounded-full px-5 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
						>
							{busy ? action.busyText : action.label}
						</button>
					</div>
					{/* Always in the page, so screen readers announce what goes into it. */}
					<p
						role={done && !done.ok ? 'alert' : 'status'}
						className={`text-sm font-medium ${done?.ok === false ? 'text-red-700' : 'text-green-800'}`}
					>
						{done?.message ?? ''}
					</p>
				</fetcher.Form>
			)}
		</Panel>
	)
}
