import type { ReactNode } from 'react'
import { data } from 'react-router'

import { parseIdParam } from '#shared/ids.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { MESSAGE_DELETE_CONSEQUENCE, ReadToggle, UnreadBadge } from '#app/components/admin/contact-inbox.tsx'
import { DeleteButton } from '#app/components/admin/delete-button.tsx'
import { SenderEmail, SenderPhone } from '#app/components/admin/sender-links.tsx'
import { requirePermission } from '#app/lib/auth.server.ts'
import { handleInboxAction } from '#app/lib/contact-inbox.server.ts'
import { formatReceived, INBOX_PATH, replyMailto } from '#app/lib/contact-inbox.ts'
import { contactSubmissions, NotFoundError } from '#app/lib/content.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/contact-submission'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
	{ title: pageTitle(loaderData ? `Message from ${loaderData.submission.name}` : 'Contact Submission', matches) },
]

/** Opening a message marks it read (the admin has seen it). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	await requirePermission(request, context, { permission: 'contact.inbox' })
	const id = parseIdParam(params.id)
	try {
		if (id === undefined) throw new NotFoundError()
		const submission = await contactSubmissions.setRead(context.services.db, id, true)
		return {
			submission,
			received: formatReceived(submission.created_at),
			readAt: submission.read_at ? formatReceived(submission.read_at) : undefined,
		}
	} catch (error) {
		if (error instanceof NotFoundError) throw data(null, { status: 404, statusText: 'Not Found' })
		throw error
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	return handleInboxAction(request, context, 'message')
}

function Field({ term, children }: { term: string; children: ReactNode }) {
	return (
		<div className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:gap-4">
			<dt className="font-medium text-slate-600">{term}</dt>
			<dd className="min-w-0 break-words text-slate-900">{children}</dd>
		</div>
	)
}

export default function ContactSubmission({ loaderData }: Route.ComponentProps) {
	const { submission, received, readAt } = loaderData
	return (
		<AdminPage title={`Message from ${submission.name}`} back={INBOX_PATH}>
			<div className="flex flex-wrap items-center gap-3">
				<a
					href={replyMailto(submission.email, submission.subject)}
					className="inline-flex items-center rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
				>
					Reply by e-mail
				</a>
				<ReadToggle id={submission.id} read={submission.read} />
				<DeleteButton
					id={submission.id}
					label={`Message from ${submission.name}`}
					title={`Delete the message from ${submission.name}?`}
					description={MESSAGE_DELETE_CONSEQUENCE}
				/>
			</div>
			<Panel title="From">
				<dl className="grid gap-3">
					<Field term="Name">{submission.name}</Field>
					<Field term="Email">
						<SenderEmail email={submission.email} className="text-brand-700 underline underline-offset-2" />
					</Field>
					<Field term="Phone">
						<SenderPhone phone={submission.phone} className="text-brand-700 underline underline-offset-2" />
					</Field>
					<Field term="Subject">{submission.subject || <span className="text-slate-600">(none)</span>}</Field>
					<Field term="Received">
						<time dateTime={submission.created_at}>{received}</time> (UTC)
					</Field>
					<Field term="Status">
						{submission.read && submission.read_at ? (
							<>
								Read since <time dateTime={submission.read_at}>{readAt}</time> (UTC)
							</>
						) : (
							<UnreadBadge />
						)}
					</Field>
				</dl>
			</Panel>
			<Panel title="Message">
				<p className="whitespace-pre-line break-words text-slate-800">{submission.message}</p>
			</Panel>
		</AdminPage>
	)
}
