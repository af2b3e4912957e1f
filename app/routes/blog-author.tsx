import { BlogCards } from '#app/components/blog-cards.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { loadAuthorPage } from '#app/lib/authors.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/blog-author'

/**
 * An author's page (docs/design.md §15, docs/decisions/0053-author-pages.md): who they are and their live
 * posts, newest first. Cached as every public page; a profile save or a post changes the content version.
 */
export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

export const loader = (args: Route.LoaderArgs) => loadAuthorPage(args)

export default function BlogAuthor({ loaderData }: Route.ComponentProps) {
	const { author, posts } = loaderData
	return (
		<>
			<PageHeader title={author.name} eyebrow="Author" back="/blog" />
			<div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
				{author.photo || author.bio ? (
					<div className="mb-10 flex flex-col gap-6 sm:flex-row sm:items-start">
						{author.photo ? (
							<ResponsiveImage
								src={author.photo}
								alt={author.name}
								sizes="128px"
								box={{ width: 128, height: 128 }}
								priority
								className="h-32 w-32 shrink-0 rounded-full object-cover shadow ring-4 ring-white"
							/>
						) : null}
						{author.bio ? <p className="max-w-3xl text-lg whitespace-pre-line text-slate-700">{author.bio}</p> : null}
					</div>
				) : null}
				<h2 className="mb-6 text-2xl font-bold text-slate-900">Posts by {author.name}</h2>
				<BlogCards posts={posts} label={`Posts by ${author.name}`} />
			</div>
		</>
	)
}
