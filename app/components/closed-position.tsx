import { PageHeader } from '#app/components/page-header.tsx'

/** A closed position's page (its answer is 410 Gone): it says so and leads to the open positions. */
export function ClosedPosition({ position_name, listPath }: { position_name: string; listPath: string }) {
	return (
		<article>
			<PageHeader width="max-w-3xl" title={position_name} back={listPath} eyebrow="Careers" />
			<div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
				<p className="rounded-2xl bg-slate-100 p-6 text-slate-800">
					This position is closed: it no longer takes applications.{' '}
					<a className="font-semibold text-brand-700 underline" href={listPath}>
						See the open positions
					</a>
					.
				</p>
			</div>
		</article>
	)
}
