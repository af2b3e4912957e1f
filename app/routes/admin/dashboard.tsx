import { useId } from 'react'
import { Link } from 'react-router'

import { NEUTRAL_COMPANY_NAME, settings } from '#server/content/types/settings.ts'
import { Panel } from '#app/components/admin/admin-page.tsx'
import { Figures, PagesTable, ReferrersTable } from '#app/components/admin/analytics-report.tsx'
import { LineChart } from '#app/components/admin/line-chart.tsx'
import { WaitingForYou } from '#app/components/admin/waiting-for-you.tsx'
import { ANALYTICS_PATH, AUDIT_PATH, SECURITY_PATH, SESSIONS_PATH } from '#app/lib/admin-paths.ts'
import { analyticsSummary } from '#app/lib/analytics.server.ts'
import { APPLICANTS_PATH } from '#app/lib/applicants.ts'
import { can, type Permission, requirePermission } from '#app/lib/auth.server.ts'
import { INBOX_PATH } from '#app/lib/contact-inbox.ts'
import { contactSubmissions, contentTypes, jobApplications, singletons } from '#app/lib/content.server.ts'
import { countOf, formatCount, formatPercent } from '#app/lib/format-number.ts'
import { mediaTile } from '#app/lib/media.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { REDIRECTS_PATH } from '#app/lib/redirects.ts'
import { waitingFor } from '#app/lib/review.server.ts'
import { REVIEW_PATH } from '#app/lib/review.ts'
import { siteHealthTile } from '#app/lib/site-health.server.ts'
import { TEAM_PATH } from '#app/lib/team.ts'
import { trashTile } from '#app/lib/trash.server.ts'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Dashboard', matches) }]

/**
 * What waits for the user (review: docs/design.md §15), the last 30 days' views and visitors (ADR 0033), then a tile per content type (its definition's,
 * server/content/types/), the media, the trash, the inbox and the account's screens.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requirePermission(request, context, { permission: 'admin.enter' })
	const { db, config } = context.services
	// Each user sees the screens they may use (docs/design.md §15); the screens ask again on the server.
	const may = (permission: Permission) => can(user, { permission })
	const waiting = await waitingFor(db, user)
	const tiles = [
		...contentTypes
			.filter((type) => can(user, { type, action: 'create' }))
			.toSorted((a, b) => a.admin.tile.position - b.admin.tile.position)
			.map(({ admin }) => ({ label: admin.tile.label, text: admin.tile.text, to: admin.list.path })),
		// Single-record types (ADR 0041): the settings' screens.
		...singletons
			.filter((type) => can(user, { type, action: 'update' }))
			.map(({ admin }) => ({ label: admin.tile.label, text: admin.tile.text, to: admin.path })),
		...(waiting.toReview
			? [
					{
						label: 'Review',
						to: REVIEW_PATH,
						text: 'What contributors submitted: approve it, or ask for changes',
						count: waiting.toReview.length,
						unit: ['item waiting', 'items waiting'] as const,
					},
				]
			: []),
		...(await siteHealthTile(context, user)),
		{ ...(await mediaTile(db)), unit: ['image', 'images'] as const },
		...(may('trash.manage')
			? [{ ...(await trashTile(db, config.trashDays, user)), unit: ['item', 'items'] as const }]
			: []),
		...(may('contact.inbox')
			? [{ label: 'Contact Submissions', to: INBOX_PATH, text: 'Messages from the contact form' }]
			: []),
		...(may('applications.read')
			? [
					{
						label: 'Applicants',
						to: APPLICANTS_PATH,
						text: 'Job applications: CVs, statuses and notes',
						count: (await jobApplications.counts(db)).new,
						unit: ['new application', 'new applications'] as const,
					},
				]
			: []),
		...(may('redirects.manage')
			? [{ label: 'Redirects', to: REDIRECTS_PATH, text: 'Where old addresses send their visitors' }]
			: []),
		...(may('users.manage')
			? [{ label: 'Team', to: TEAM_PATH, text: 'Who may sign in, their roles, and invitations' }]
			: []),
		...(may('analytics.read')
			? [{ label: 'Analytics', to: ANALYTICS_PATH, text: 'Views, visitors, top pages and where they came from' }]
			: []),
		{ label: 'Sessions', to: SESSIONS_PATH, text: 'Where you are signed in; sign out other devices' },
		...(may('audit.read')
			? [{ label: 'Audit log', to: AUDIT_PATH, text: 'Sign-ins and every change, with who made it' }]
			: []),
		{ label: 'Security', to: SECURITY_PATH, text: 'Passkeys, authenticator app and recovery codes' },
	]
	return {
		// The first account is 'Admin' (docs/design.md §15), so it is greeted 'Hi Admin' as before.
		greeting: `Hi ${user.name || user.email}`,
		// A new site without the sample content is 'Your company' until the admin names it (ADR 0046).
		nameTheCompany:
			context.settings.name === NEUTRAL_COMPANY_NAME && can(user, { type: settings, action: 'update' })
				? { name: NEUTRAL_COMPANY_NAME, path: settings.admin.path }
				: undefined,
		tiles,
		waiting,
		// Who publishes nothing (a contributor) has their work reviewed before it is on the site.
		publishes: contentTypes.some((type) => can(user, { type, action: 'publish' })),
		unreadMessages: may('contact.inbox') ? await contactSubmissions.unreadCount(db) : 0,
		summary: may('analytics.read') ? await analyticsSummary(db) : undefined,
	}
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const { tiles, unreadMessages, summary, nameTheCompany, greeting, waiting, publishes } = loaderData
	const ids = useId()
	return (
		<div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
			<h1 className="text-3xl font-bold tracking-tight text-slate-900">{greeting}</h1>
			<p className="mt-3 max-w-2xl text-slate-600">
				Welcome back. Everything the website shows is managed from here: choose what you want to update.{' '}
				{publishes
					? 'Changes appear on the site as soon as you save them.'
					: 'What you write goes to an editor for review before it appears on the site.'}
			</p>
			{nameTheCompany && (
				<section
					aria-labelledby={`${ids}-name`}
					className="mt-8 rounded-2xl bg-amber-50 p-6 text-amber-950 ring-1 ring-amber-300"
				>
					<h2 id={`${ids}-name`} className="text-lg font-semibold">
						Name your site
					</h2>
					<p className="mt-2 max-w-2xl">
						Your site is still called '{nameTheCompany.name}'. Set your company's name, contact details and logo in the
						Settings, then change the home and About pages on the Pages screen.
					</p>
					<Link
						to={nameTheCompany.path}
						className="mt-4 inline-block rounded-lg bg-amber-900 px-4 py-2 font-semibold text-white hover:bg-amber-950"
					>
						Open Settings
					</Link>
				</section>
			)}
			<WaitingForYou waiting={waiting} />
			{summary && (
				<div className="mt-10">
					<Panel title={`Last ${summary.period} days`}>
						<Figures
							figures={[
								{ label: 'Views', value: formatCount(summary.views) },
								{ label: 'Visitors', value: formatCount(summary.visitors) },
								{ label: 'Conversion', value: formatPercent(summary.conversion), hint: 'Contact messages ÷ visitors' },
							]}
						/>
						<div className="mt-6">
							<LineChart days={summary.days} compact />
						</div>
						<div className="mt-8 grid gap-8 lg:grid-cols-2">
							<section aria-labelledby={`${ids}-pages`}>
								<h3 id={`${ids}-pages`} className="mb-3 font-semibold text-slate-900">
									Top pages
								</h3>
								<PagesTable pages={summary.pages} />
							</section>
							<section aria-labelledby={`${ids}-referrers`}>
								<h3 id={`${ids}-referrers`} className="mb-3 font-semibold text-slate-900">
									Top referrers
								</h3>
								<ReferrersTable referrers={summary.referrers} />
							</section>
						</div>
						<Link
							to={ANALYTICS_PATH}
							className="mt-6 inline-block font-semibold text-brand-700 underline hover:text-brand-900"
						>
							Analytics
						</Link>
					</Panel>
				</div>
			)}
			<ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				{tiles.map((tile) => (
					<li key={tile.to}>
						<Link
							to={tile.to}
							className="group block h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-600/40"
						>
							<span className="block text-lg font-semibold text-slate-900 group-hover:text-brand-700">
								{tile.label}
							</span>
							<span className="mt-1 block text-sm text-slate-600">{tile.text}</span>
							{tile.to === INBOX_PATH ? (
								<span
									className={
										unreadMessages > 0
											? 'mt-3 inline-block rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white'
											: 'mt-3 inline-block rounded-full px-3 py-1 text-sm font-medium text-slate-600 ring-1 ring-slate-300'
									}
								>
									{unreadMessages} unread
								</span>
							) : null}
							{'count' in tile ? (
								<span className="mt-3 inline-block rounded-full px-3 py-1 text-sm font-medium text-slate-600 ring-1 ring-slate-300">
									{countOf(tile.count, tile.unit)}
								</span>
							) : null}
						</Link>
					</li>
				))}
			</ul>
		</div>
	)
}
