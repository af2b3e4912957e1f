import type { ReactNode } from 'react'
import { AdminPage, Panel } from '~/components/admin/admin-page'
import { ItemList } from '~/components/admin/item-list'
import { requireAdmin } from '~/lib/auth.server'
import { contactSubmissions, newestFirst } from '~/lib/content.server'
import { pageTitle } from '~/lib/meta'
import type { Route } from './+types/contact-submissions'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Contact Submissions') }]

const DATE_PARTS = new Intl.DateTimeFormat('en-GB', {
	day: 'numeric',
	month: 'long',
	year: 'numeric',
	hour: '2-digit',
	minute: '2-digit',
	hourCycle: 'h23',
	timeZone: 'UTC',
})

/** A stored timestamp as people read it, in UTC: '21 November 2026, 14:05'. */
function formatReceived(iso: string): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return iso
	const part = (type: Intl.DateTimeFormatPartTypes) =>
		DATE_PARTS.formatToParts(date).find((item) => item.type === type)?.value ?? ''
	return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`
}

// Personal data: only for the admin, never cached (the admin layout sends Cache-Control: no-store).
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(request, context)
	const submissions = newestFirst(await contactSubmissions.list(context.services.db))
	return {
		submissions: submissions.map(({ id, name, email, phone, subject, message, created_at }) => ({
			id,
			name,
			email,
			phone,
			subject,
			message,
			created_at,
			received: formatReceived(created_at),
		})),
	}
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
	return (
		<div className="flex gap-2">
			<dt className="w-16 shrink-0 text-slate-500">{term}</dt>
			<dd className="min-w-0 text-slate-900">{children}</dd>
		</div>
	)
}

export default function ContactSubmissions({ loaderData }: Route.ComponentProps) {
	const { submissions } = loaderData
	return (
		<AdminPage title="Contact Submissions">
			<Panel title={`Messages, newest first (${submissions.length})`}>
				<ItemList
					items={submissions}
					label="Contact submissions"
					empty="No messages yet. Messages sent with the contact form appear here."
					className="space-y-4"
					itemClassName="rounded-xl bg-white p-5 ring-1 ring-slate-200"
				>
					{(submission) => (
						<article>
							<header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
								<h3 className="text-lg font-semibold text-slate-900">{submission.name}</h3>
								<time dateTime={submission.created_at} className="text-sm text-slate-500">
									{submission.received}
								</time>
							</header>
							<dl className="mt-3 grid gap-1 text-sm">
								<Detail term="Email">
									<a href={`mailto:${submission.email}`} className="text-brand-700 underline-offset-2 hover:underline">
										{submission.email}
									</a>
								</Detail>
								<Detail term="Phone">
									<a
										href={`tel:${submission.phone.replace(/[^0-9+]/g, '')}`}
										className="text-brand-700 underline-offset-2 hover:underline"
									>
										{submission.phone}
									</a>
								</Detail>
								<Detail term="Subject">{submission.subject || <span className="text-slate-500">(none)</span>}</Detail>
							</dl>
							<p className="mt-3 rounded-lg bg-slate-50 p-3 whitespace-pre-line text-slate-800">{submission.message}</p>
						</article>
					)}
				</ItemList>
			</Panel>
		</AdminPage>
	)
}
