import { Link } from 'react-router'

import { ResponsiveImage } from '#app/components/responsive-image.tsx'

/** What a byline shows of its author (app/lib/authors.server.ts). */
type Author = { name: string; path: string | undefined; photo: string }

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * Who wrote a post and when (docs/design.md §15): the author's small photo, their name linking to their page,
 * the date and the reading time. Without an author (the sample content) only the date and reading time.
 */
export function Byline({
	author,
	published,
	readingMinutes,
}: {
	author: Author | undefined
	published: string
	readingMinutes: number
}) {
	const when = (
		<>
			<time dateTime={published}>{dateFormat.format(new Date(published))}</time>
			{readingMinutes > 0 ? <> · {readingMinutes} min read</> : null}
		</>
	)
	if (!author) return <p className="text-sm text-slate-500">{when}</p>
	return (
		<div className="flex items-center gap-3 text-sm">
			{author.photo ? (
				<ResponsiveImage
					src={author.photo}
					alt={author.name}
					sizes="48px"
					box={{ width: 48, height: 48 }}
					className="h-12 w-12 shrink-0 rounded-full object-cover"
				/>
			) : null}
			<p className="text-slate-500">
				<span className="block text-slate-700">
					By{' '}
					{author.path ? (
						<Link to={author.path} rel="author" className="font-semibold text-brand-700 underline hover:text-brand-900">
							{author.name}
						</Link>
					) : (
						<span className="font-semibold">{author.name}</span>
					)}
				</span>
				<span className="block">{when}</span>
			</p>
		</div>
	)
}
