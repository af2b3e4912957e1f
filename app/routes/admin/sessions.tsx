import { Form, Link } from 'react-router'

import { EmptyList } from '#app/components/admin/admin-card.tsx'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { useReloading } from '#app/components/admin/item-list.tsx'
import { LocalTime } from '#app/components/local-time.tsx'
import { AUDIT_PATH, SESSION_INTENTS } from '#app/lib/admin-paths.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { loadSessions, sessionsAction } from '#app/lib/sessions.server.ts'
import type { Route } from './+types/sessions'

/** The admin's open sessions (ADR 0029): where the account is signed in, and the way to end each. */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Sessions', matches) }]

export const loader = (args: Route.LoaderArgs) => loadSessions(args)
export const action = (args: Route.ActionArgs) => sessionsAction(args)

const BUTTON = 'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 disabled:opacity-60'

export default function Sessions({ loaderData }: Route.ComponentProps) {
	const { sessions } = loaderData
	const reloading = useReloading()
	const others = sessions.filter((session) => !session.current).length
	return (
		<AdminPage title="Sessions">
			<p className="-mt-4 max-w-2xl text-slate-600">
				Every browser signed in to this admin account. The device is what the browser says it is, the address where it
				connected from. If you do not recognise one, sign it out, change your password, and look at the{' '}
				<Link to={AUDIT_PATH} className="font-medium text-brand-700 underline hover:text-brand-900">
					audit log
				</Link>{' '}
				for what it did.
			</p>
			<Panel title={`Open sessions (${sessions.length})`}>
				<div aria-busy={reloading || undefined}>
					{sessions.length === 0 ? (
						<EmptyList>No session is open.</EmptyList>
					) : (
						<ul aria-label="Open sessions" className="divide-y divide-slate-200">
							{sessions.map((session) => (
								<li
									key={session.id}
									data-session-id={session.id}
									className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
								>
									<div className="min-w-0">
										<p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
											{session.device}
											{session.current ? (
												<span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200">
													This device
												</span>
											) : null}
										</p>
										<dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-600">
											<dt>Address</dt>
											<dd>{session.ip || 'unknown'}</dd>
											<dt>Signed in with</dt>
											<dd>{session.method}</dd>
											<dt>Signed in</dt>
											<dd>
												<LocalTime iso={session.created_at} />
											</dd>
											<dt>Last seen</dt>
											<dd>
												<LocalTime iso={session.last_seen_at} />
											</dd>
											<dt>Session</dt>
											<dd>
												<code>{session.id}</code>
											</dd>
										</dl>
									</div>
									{session.current ? null : (
										<Form method="post" className="shrink-0">
											<input type="hidden" name="intent" value={SESSION_INTENTS.end} />
											<input type="hidden" name="id" value={session.id} />
											<button
												type="submit"
												disabled={reloading}
												aria-label={`Sign out ${session.device} (${session.ip || 'unknown address'})`}
												className={`${BUTTON} text-red-700 ring-red-200 hover:bg-red-50`}
											>
												Sign out
											</button>
										</Form>
									)}
								</li>
							))}
						</ul>
					)}
				</div>
				{others > 0 ? (
					<Form method="post" className="mt-6 border-t border-slate-200 pt-6">
						<input type="hidden" name="intent" value={SESSION_INTENTS.endOthers} />
						<button
							type="submit"
							disabled={reloading}
							className={`${BUTTON} text-red-700 ring-red-200 hover:bg-red-50`}
						>
							Sign out everywhere else
						</button>
						<p className="mt-2 text-sm text-slate-600">
							Ends the {others === 1 ? 'other session' : `${others} other sessions`}; this one stays signed in.
						</p>
					</Form>
				) : null}
			</Panel>
		</AdminPage>
	)
}
