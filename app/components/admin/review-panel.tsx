import { useFetcher } from 'react-router'

import { REVIEW_NOTE_MAX } from '#shared/workflow.ts'
import type { ReviewRequest } from '#server/content/review.ts'
import { SubmitButton, TextAreaField } from '#app/components/admin/fields.tsx'
import { LocalTime } from '#app/components/local-time.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import type { WorkflowView } from '#app/lib/admin-screens.ts'
import { REVIEW_FIELDS } from '#app/lib/review.ts'

/**
 * A reviewer's 'Request changes' (docs/design.md §15): a note and the button that sends the item back to
 * its author as a draft. A form of its own (never inside the item's form, whose unsaved-changes guard a
 * note must not trip), posted by a fetcher so a refusal stays beside the note; without script, a plain post.
 * `item` names the item on a screen that shows several (the queue).
 */
export function RequestChangesForm({
	version,
	item,
	idPrefix = 'review',
}: {
	version: string
	item?: { collection: string; id: number }
	idPrefix?: string
}) {
	const fetcher = useFetcher<FormFailure>()
	const refused = fetcher.data
	return (
		<details className="group rounded-lg bg-white ring-1 ring-slate-300" open={refused ? true : undefined}>
			<summary className="cursor-pointer rounded-lg px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
				Request changes
			</summary>
			<fetcher.Form method="post" className="space-y-3 px-4 pt-1 pb-4">
				<input type="hidden" name={REVIEW_FIELDS.intent} value={REVIEW_FIELDS.requestChanges} />
				<input type="hidden" name={REVIEW_FIELDS.version} value={version} />
				{item ? (
					<>
						<input type="hidden" name={REVIEW_FIELDS.collection} value={item.collection} />
						<input type="hidden" name={REVIEW_FIELDS.id} value={item.id} />
					</>
				) : null}
				<TextAreaField
					id={`${idPrefix}-note`}
					label="What should change?"
					name={REVIEW_FIELDS.note}
					rows={3}
					required
					maxLength={REVIEW_NOTE_MAX}
					defaultValue={refused?.values[REVIEW_FIELDS.note]}
					error={refused?.fields[REVIEW_FIELDS.note] ?? (refused?.error || undefined)}
					hint="The author reads this on the item, which becomes their draft again."
				/>
				<SubmitButton busy={fetcher.state !== 'idle'} busyText="Sending...">
					Send back to the author
				</SubmitButton>
			</fetcher.Form>
		</details>
	)
}

/** What the item's author reads while a reviewer's request is open. */
export function ChangesRequested({ request }: { request: ReviewRequest }) {
	return (
		<section
			aria-labelledby="changes-requested-heading"
			className="mb-5 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
		>
			<h2 id="changes-requested-heading" className="font-semibold">
				Changes requested by {request.requested_by}
			</h2>
			<p className="mt-1 text-sm whitespace-pre-line">{request.note}</p>
			<p className="mt-2 text-xs">
				Sent back <LocalTime iso={request.requested_at} />. Make the changes, then submit it for review again.
			</p>
		</section>
	)
}

/** Above an edit form: the note its author has to answer, or, for a reviewer of an item in review, the decision. */
export function ReviewPanel({ workflow }: { workflow: WorkflowView }) {
	if (workflow.reviewRequest) return <ChangesRequested request={workflow.reviewRequest} />
	if (!workflow.mayRequestChanges) return null
	return (
		<section
			aria-labelledby="waiting-review-heading"
			className="mb-5 space-y-3 rounded-xl bg-violet-50 p-4 ring-1 ring-violet-200"
		>
			<h2 id="waiting-review-heading" className="font-semibold text-violet-950">
				Waiting for your review
			</h2>
			<p className="text-sm text-violet-950">
				Approve it with ‘Approve and publish’ below (or schedule it), or send it back to its author with a note.
			</p>
			<RequestChangesForm version={workflow.version} />
		</section>
	)
}
