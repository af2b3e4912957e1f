import type { ReactNode } from 'react'
import { Link } from 'react-router'

export function BackLink({ to }: { to: string }) {
	return (
		<Link
			to={to}
			className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900"
			prefetch="intent"
		>
			<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
				<path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
			</svg>
			Back
		</Link>
	)
}

export function PageHeader({
	title,
	intro,
	back,
	eyebrow,
	width = 'max-w-6xl',
	headingLevel = 1,
}: {
	title: string
	intro?: ReactNode
	back?: string
	eyebrow?: string
	/** The page body's width, so the heading lines up with the text below it. */
	width?: 'max-w-6xl' | 'max-w-4xl' | 'max-w-3xl'
	/** A page block's header below the page's first is an `h2`. */
	headingLevel?: 1 | 2
}) {
	const Heading = headingLevel === 1 ? 'h1' : 'h2'
	return (
		<div className="bg-gradient-to-b from-brand-50 to-white">
			<div className={`mx-auto ${width} px-4 pt-8 pb-10 sm:px-6 sm:pt-10`}>
				{back ? <BackLink to={back} /> : null}
				{eyebrow ? (
					<p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
				) : null}
				<Heading
					className={`${eyebrow ? 'mt-2' : 'mt-6'} text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl`}
				>
					{title}
				</Heading>
				{intro ? <div className="mt-4 max-w-3xl text-lg text-slate-600">{intro}</div> : null}
			</div>
		</div>
	)
}
