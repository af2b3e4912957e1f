import type { block as image } from '#server/content/blocks/types/image.ts'
import type { BlockProps } from '#app/components/blocks/block-props.ts'
import { IMAGE_SIZES, ResponsiveImage } from '#app/components/responsive-image.tsx'

/** One picture at the reading width, with its caption; its alt text is the media library's. */
export function Block({ block, index }: BlockProps<typeof image>) {
	return (
		<figure className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
			<ResponsiveImage
				src={block.image}
				alt={block.caption || 'Picture'}
				sizes={IMAGE_SIZES.article}
				box={{ width: 1200, height: 800 }}
				priority={index === 0}
				className="h-auto w-full rounded-2xl"
			/>
			{block.caption ? (
				<figcaption className="mt-3 text-center text-sm text-slate-600">{block.caption}</figcaption>
			) : null}
		</figure>
	)
}
