import type { ReactNode } from 'react'

import { headingId } from '#app/components/blocks/block-props.ts'
import { SectionHeading } from '#app/components/section-heading.tsx'

/**
 * A page block's section (app/components/blocks/): named by its heading when it has one (ids numbered by
 * the block's place), the heading and introduction centred over what the block shows.
 */
export function BlockSection({
	index,
	heading,
	intro,
	className = 'py-16 sm:py-20',
	width = 'max-w-6xl',
	children,
}: {
	index: number
	heading?: string
	intro?: string
	className?: string
	width?: 'max-w-6xl' | 'max-w-5xl'
	children: ReactNode
}) {
	return (
		<section aria-labelledby={heading ? headingId(index) : undefined} className={className}>
			<div className={`mx-auto ${width} px-4 sm:px-6`}>
				<SectionHeading id={headingId(index)} title={heading} intro={intro} />
				{children}
			</div>
		</section>
	)
}
