import type { block as process } from '#server/content/blocks/types/process.ts'
import { BlockSection } from '#app/components/block-section.tsx'
import type { BlockProps } from '#app/components/blocks/block-props.ts'

/** Numbered steps, and a note under them. */
export function Block({ block, index }: BlockProps<typeof process>) {
	return (
		<BlockSection index={index} heading={block.heading}>
			<ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
				{block.steps.map((step, position) => (
					<li key={position} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
						<span
							className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
							aria-hidden="true"
						>
							{position + 1}
						</span>
						<h3 className="mt-4 text-lg font-semibold text-slate-900">
							<span className="sr-only">Phase {position + 1}: </span>
							{step.title}
						</h3>
						{step.text ? <p className="mt-2 text-slate-600">{step.text}</p> : null}
					</li>
				))}
			</ol>
			{block.note ? (
				<p className="mx-auto mt-10 max-w-3xl rounded-2xl bg-brand-50 p-6 text-center text-balance text-slate-700">
					{block.note}
				</p>
			) : null}
		</BlockSection>
	)
}
