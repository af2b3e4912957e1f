import { useId } from 'react'
import { Link } from 'react-router'

import type { ReviewEntry, waitingFor } from '#server/content/review.ts'
import { LocalTime } from '#app/components/local-time.tsx'
import { REVIEW_PATH } from '#app/lib/review.ts'

/** What waits for the user (server/content/review.ts), as the dashboard's loader hands it over. */
export type WaitingView = Awaited<ReturnType<typeof waitingFor>>
type Entry = ReviewEntry

function EntryLink({ entry }: { entry: Entry }) {
	const title = entry.title || `${entry.label} #${entry.id}`
	return entry.editPath ? (
		<Link to={entry.editPath} className="font-semibold text-brand-700 underline hover:text-brand-900">
			{title}
		</Link>
	) : (
		<span className="font-semibold">{title}</span>
	)
}

/**
 * The dashboard's 'Waiting for you' (docs/design.md §15): a reviewer's queue, and each author's items sent
 * back with changes to make or still waiting for a reviewer. Nothing at all when nothing waits.
 */
export function WaitingForYou({ waiting }: { waiting: WaitingView }) {
	const id = useId()
	const { toReview = [], changesRequested, inReview } = waiting
	if (toReview.length + changesRequested.length + inReview.length === 0) return null
	return (
		<section aria-labelledby={id} className="mt-8 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
			<h2 id={id} className="text-lg font-semibold text-slate-900">
				Waiting for you
			</h2>
			{toReview.length > 0 ? (
				<p>
					<Link to={REVIEW_PATH} className="font-semibold text-brand-700 underline hover:text-brand-900">
						{toReview.length === 1 ? '1 item waits' : `${toReview.length} items wait`} for your review
					</Link>
					<span className="text-slate-600">
						{' '}
						(the oldest: {toReview[0]!.title || toReview[0]!.label}, from {toReview[0]!.by})
					</span>
				</p>
			) : null}
			{changesRequested.length > 0 ? (
				<div>
					<h3 className="font-semibold text-amber-900">Changes requested</h3>
					<ul className="mt-2 space-y-2">
						{changesRequested.map((entry) => (
							<li key={`${entry.collection}-${entry.id}`}>
								<EntryLink entry={entry} /> <span className="text-slate-600">({entry.label})</span>
								{entry.request ? (
									<span className="block text-sm text-slate-700">
										{entry.request.requested_by}: “{entry.request.note}”
									</span>
								) : null}
							</li>
						))}
					</ul>
				</div>
			) : null}
			{inReview.length > 0 ? (
				<div>
					<h3 className="font-semibold text-slate-900">Submitted, waiting for a reviewer</h3>
					<ul className="mt-2 space-y-1">
						{inReview.map((entry) => (
							<li key={`${entry.collection}-${entry.id}`}>
								<EntryLink entry={entry} />{' '}
								<span className="text-sm text-slate-600">
									({entry.label}, <LocalTime iso={entry.at} />)
								</span>
							</li>
						))}
					</ul>
				</div>
			) : null}
		</section>
	)
}
