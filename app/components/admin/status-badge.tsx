import type { Standing } from '#shared/workflow.ts'
import { LocalTime } from '#app/components/local-time.tsx'

const STYLES: Record<Standing, string> = {
	live: 'bg-green-50 text-green-800 ring-green-200',
	scheduled: 'bg-amber-50 text-amber-900 ring-amber-300',
	draft: 'bg-slate-100 text-slate-700 ring-slate-300',
	in_review: 'bg-violet-50 text-violet-900 ring-violet-300',
}
export const STANDING_LABELS: Record<Standing, string> = {
	live: 'Live',
	scheduled: 'Scheduled',
	draft: 'Draft',
	in_review: 'In review',
}

/** Where an item stands: Live, Draft, In review, or Scheduled (and for when). */
export function StatusBadge({ standing, publishAt }: { standing: Standing; publishAt?: string | null }) {
	return (
		<span
			data-status={standing}
			className={`inline-flex w-fit items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STYLES[standing]}`}
		>
			{STANDING_LABELS[standing]}
			{standing === 'scheduled' && publishAt ? (
				<>
					<span aria-hidden="true">·</span>
					<span className="font-medium">
						<LocalTime iso={publishAt} />
					</span>
				</>
			) : null}
		</span>
	)
}
