import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { JustSavedNote, useJustSaved } from '#app/components/admin/just-saved.tsx'
import { CardImage } from '#app/components/card-grid.tsx'

/** The Manage screens' grids: 1, 2 or 3 columns by screen width. */
export function AdminCardGrid({ children }: { children: ReactNode }) {
	return <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
}

/**
 * One item of a Manage screen: its picture (or the placeholder noting 'No Image'), title and the start of
 * its text. A click on the card opens the item on the public site (the title is a link stretched over the
 * card); the actions (Edit, Delete) sit above that link.
 */
export function AdminCard({
	id,
	to,
	title,
	picture,
	badge,
	text,
	actions,
}: {
	/** The item's id: its card is marked when it is the one just saved. */
	id: number
	to: string
	title: string
	picture: string | undefined
	badge?: ReactNode
	text: string
	actions: ReactNode
}) {
	const { justSaved, rowProps } = useJustSaved(id)
	return (
		<li
			{...rowProps}
			className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-600/40 has-[[data-card-link]:focus-visible]:ring-2 has-[[data-card-link]:focus-visible]:ring-brand-600"
		>
			<CardImage src={picture} name={title} note="No Image" />
			<div className="flex flex-1 flex-col p-5">
				{badge}
				<h3 className="text-lg font-semibold text-slate-900">
					<Link
						to={to}
						data-card-link
						className="after:absolute after:inset-0 group-hover:text-brand-700 focus:outline-none"
					>
						{title}
					</Link>
				</h3>
				{text ? <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{text}</p> : null}
				<div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-4">{actions}</div>
			</div>
			<JustSavedNote show={justSaved} />
		</li>
	)
}

export function Badge({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
	return (
		<span
			className={`mb-2 inline-flex w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
				muted ? 'bg-slate-100 text-slate-600 ring-slate-200' : 'bg-brand-50 text-brand-800 ring-brand-200'
			}`}
		>
			{children}
		</span>
	)
}

export function EmptyList({ children }: { children: ReactNode }) {
	return <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-600">{children}</p>
}
