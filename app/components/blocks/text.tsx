import type { block as text } from '#server/content/blocks/types/text.ts'
import type { BlockProps } from '#app/components/blocks/block-props.ts'
import { BlogBody } from '#app/components/blog-body.tsx'
import { useSite } from '#app/lib/site-settings.ts'

/** Markdown made HTML on the server (raw HTML off, unsafe links refused: shared/markdown.ts). */
export function Block({ block }: BlockProps<typeof text>) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
			<BlogBody parts={block.parts} title={useSite().name} className="text-slate-700" />
		</div>
	)
}
