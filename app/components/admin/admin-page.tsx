import type { ReactNode } from 'react'
import { Link } from 'react-router'

export function AdminPage({
	title,
	back = '/dashboard',
	actions,
	children,
}: {
	title: string
	/** Where '← Back' goes; null: nowhere (a screen that is, for now, the only one open). */
	back?: string | null
	/** Links beside the title (an edit screen's History). */
	actions?: ReactNode
	children: ReactNode
}) {
	return (
		<div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
			{back === null ? null : (
				<Link to={back} className="text-sm font-medium text-brand-700 hover:text-brand-900">
					← Back
				</Link>
			)}
			<div className="mt-3 flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
				{actions}
			</div>
			<div className="mt-8 space-y-10">{children}</div>
		</div>
	)
}

/**
 * A titled block of an admin page. It carries no accessible label of its own (the heading is enough), so
 * that finding a form field by its label never also finds the block.
 */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
	return (
		<section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
			<h2 className="text-xl font-semibold text-slate-900">{title}</h2>
			<div className="mt-5">{children}</div>
		</section>
	)
}

export function EditLink({ to }: { to: string }) {
	return (
		<Link
			to={to}
			className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
		>
			Edit
		</Link>
	)
}

/** The look of a page's secondary pill buttons and links (exports, paging, range choices). */
export const PILL = 'inline-flex rounded-full px-4 py-2 text-sm font-semibold ring-1'

/** A page's 'Export CSV' download (the audit log's, the analytics'), for AdminPage's `actions`. */
export function CsvExportLink({ href }: { href: string }) {
	return (
		<a href={href} download className={`${PILL} text-brand-700 ring-brand-200 hover:bg-brand-50`}>
			Export CSV
		</a>
	)
}
