import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import {
	INBOX_ACTION_CLASS,
	MESSAGE_DELETE_CONSEQUENCE,
	ReadToggle,
	UnreadBadge,
} from '#app/components/admin/contact-inbox.tsx'
import { DeleteButton } from '#app/components/admin/delete-button.tsx'
import { ItemList } from '#app/components/admin/item-list.tsx'
import { SenderEmail, SenderPhone } from '#app/components/admin/sender-links.tsx'
import { requirePermission } from '#app/lib/auth.server.ts'
import { handleInboxAction } from '#app/lib/contact-inbox.server.ts'
import { formatReceived, INBOX_CSV_PATH, inboxMessagePath } from '#app/lib/contact-inbox.ts'
import { contactSubmissions, newestFirst } from '#app/lib/content.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/contact-submissions'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Contact Submissions', matches) }]

// Personal data: only for the admin, never cached (the admin layout sends Cache-Control: no-store).
export async function loader({ request, context }: Route.LoaderArgs) {
	await requirePermission(request, context, { permission: 'contact.inbox' })
	const submissions = newestFirst(await contactSubmissions.list(context.services.db))
	return {
		submissions: submissions.map(({ id, name, email, phone, subject, message, created_at, read }) => ({
			id,
			name,
			email,
			phone,
			subject,
			message,
			created_at,
			read,
			received: formatReceived(created_at),
		})),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	return handleInboxAction(request, context, 'list')
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
	return (
		<div className="flex gap-2">
			<dt className="w-16 shrink-0 text-slate-600">{term}</dt>
			<dd className="min-w-0 break-words text-slate-900">{children}</dd>
		</div>
	)
}

export default function ContactSubmissions({ loaderData }: Route.ComponentProps) {
	const { submissions } = loaderData
	const unread = submissions.filter((submission) => !submission.read).length
	return (
		<AdminPage title="Contact Submissions">
			<Panel title={`Messages, newest first (${submissions.length}, ${unread} unread)`}>
				{submissions.length > 0 ? (
					<p className="mb-5">
						{/* A download, not a page: a plain link (the API answers with an attachment). */}
						<a href={INBOX_CSV_PATH} download className={INBOX_ACTION_CLASS}>
							Download all as CSV
						</a>
					</p>
				) : null}
				<ItemList
					items={submissions}
					label="Contact submissions"
					empty="No messages yet. Messages sent with the contact form appear here."
					className="space-y-4"
					itemClassName="rounded-xl"
				>
					{(submission) => (
						<article
							data-read={submission.read}
							className={
								submission.read
									? 'rounded-xl bg-white p-5 ring-1 ring-slate-200'
									: 'rounded-xl border-l-4 border-brand-600 bg-brand-50 p-5 ring-1 ring-brand-100'
							}
						>
							<header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
								<h3 className={`text-lg text-slate-900 ${submission.read ? 'font-medium' : 'font-bold'}`}>
									<Link
										to={inboxMessagePath(submission.id)}
										className="underline-offset-2 hover:text-brand-700 hover:underline"
									>
										{submission.name}
									</Link>
									{submission.read ? null : (
										<>
											{' '}
											<UnreadBadge />
										</>
									)}
								</h3>
								<time dateTime={submission.created_at} className="text-sm text-slate-600">
									{submission.received}
								</time>
							</header>
							<dl className="mt-3 grid gap-1 text-sm">
								<Detail term="Email">
									<SenderEmail email={submission.email} className="text-brand-700 underline-offset-2 hover:underline" />
								</Detail>
								<Detail term="Phone">
									<SenderPhone phone={submission.phone} className="text-brand-700 underline-offset-2 hover:underline" />
								</Detail>
								<Detail term="Subject">{submission.subject || <span className="text-slate-600">(none)</span>}</Detail>
							</dl>
							{/* The padding sits outside the clamped text, so a cut line never peeks out below it. */}
							<div className={`mt-3 rounded-lg p-3 ${submission.read ? 'bg-slate-50' : 'bg-white'}`}>
								<p className="line-clamp-3 whitespace-pre-line text-slate-800">{submission.message}</p>
							</div>
							<div className="mt-4 flex flex-wrap items-center gap-2">
								<Link to={inboxMessagePath(submission.id)} className={INBOX_ACTION_CLASS}>
									Open<span className="sr-only"> the message from {submission.name}</span>
								</Link>
								<ReadToggle id={submission.id} read={submission.read} />
								<DeleteButton
									id={submission.id}
									label={`Message from ${submission.name}`}
									title={`Delete the message from ${submission.name}?`}
									description={MESSAGE_DELETE_CONSEQUENCE}
								/>
							</div>
						</article>
					)}
				</ItemList>
			</Panel>
		</AdminPage>
	)
}
