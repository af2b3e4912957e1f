import { Link } from 'react-router'

import type { MediaUserView } from '#app/lib/media.ts'

/**
 * Where an image is used: a link to each item's edit screen; an item in the trash is marked so, and its
 * link leads to the trash (it has no edit screen until it is restored).
 */
export function MediaUsers({ users, label }: { users: MediaUserView[]; label: string }) {
	if (users.length === 0) return <p className="text-sm text-slate-600">Not used anywhere.</p>
	return (
		<ul aria-label={label} className="space-y-1 text-sm">
			{users.map((user) => (
				<li key={user.key} className="min-w-0 break-words">
					<span className="text-slate-600">{user.kind}: </span>
					<Link to={user.to} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
						{user.title}
					</Link>
					{user.inTrash ? (
						<span className="ml-2 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
							in the trash
						</span>
					) : null}
				</li>
			))}
		</ul>
	)
}

/** An image's alt text state, when it is not ordinary alt text: a warning when missing, or 'Decorative'. */
export function AltBadge({ alt, decorative }: { alt: string; decorative: boolean }) {
	if (decorative) {
		return (
			<span className="inline-flex w-fit rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
				Decorative
			</span>
		)
	}
	if (alt.trim() !== '') return null
	return (
		<span className="inline-flex w-fit rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
			No alt text
		</span>
	)
}
