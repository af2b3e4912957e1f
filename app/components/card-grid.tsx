import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { shortText } from '#shared/short-text.ts'
import { IMAGE_SIZES, PicturePlaceholder, ResponsiveImage } from '#app/components/responsive-image.tsx'

/* About three lines of a card at its narrowest: cut at a word first, so the clamp seldom has to cut one. */
const SUMMARY_CHARS = 130

/** docs/product.md's grids: 1, 2 or 3 columns by screen width. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
	return (
		<ul aria-label={label} className="card-grid grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
			{children}
		</ul>
	)
}

/**
 * A card's picture in a 4:3 box; `priority` for the first card of a page, the likely largest paint. Its
 * alt text is the library's, else the item's `name` (never empty: ADR 0034). An item without one shows the
 * designed placeholder with its `name`'s initial; `note` is written over it (the admin's cards say 'No
 * Image', a picture to add).
 */
export function CardImage({
	src,
	name,
	priority,
	note,
}: {
	src: string | undefined
	name: string
	priority?: boolean
	note?: string
}) {
	return (
		<div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
			{src ? (
				<ResponsiveImage
					src={src}
					alt={name}
					sizes={IMAGE_SIZES.card}
					box={{ width: 640, height: 480 }}
					priority={priority}
					className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
				/>
			) : (
				<>
					<PicturePlaceholder name={name} className="h-full w-full text-6xl" />
					{note ? (
						<span className="absolute bottom-3 left-3 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
							{note}
						</span>
					) : null}
				</>
			)}
		</div>
	)
}

/**
 * A list card, one anatomy for every list (products, applications, consulting, blog): picture, an optional
 * badge line, a title of at most two lines, a summary the caller clamps. The whole card is one link to the
 * detail page, named by its title.
 */
export function Card({
	to,
	title,
	image,
	children,
	badge,
}: {
	to: string
	title: string
	image?: ReactNode
	children?: ReactNode
	badge?: ReactNode
}) {
	return (
		<li>
			<Link
				to={to}
				prefetch="intent"
				className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-600/40"
			>
				{image}
				<div className="flex flex-1 flex-col p-5">
					{badge}
					{/* At most two lines, and room for two always: the summaries of a row start on one line. */}
					<h2 className="line-clamp-2 min-h-14 text-lg leading-7 font-semibold text-slate-900 group-hover:text-brand-700">
						{title}
					</h2>
					{children ? <div className="mt-2 text-sm leading-6 text-slate-600">{children}</div> : null}
				</div>
			</Link>
		</li>
	)
}

/** A card's summary: three lines at most, ending on a whole word. */
export function CardSummary({ text }: { text: string }) {
	return <p className="line-clamp-3">{shortText(text, SUMMARY_CHARS)}</p>
}

export function EmptyState({ children }: { children: ReactNode }) {
	return <p className="rounded-2xl bg-slate-50 p-10 text-center text-slate-600">{children}</p>
}
