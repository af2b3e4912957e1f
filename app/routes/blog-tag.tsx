import { BlogCards } from '#app/components/blog-cards.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { TagLinks } from '#app/components/tag-links.tsx'
import { loadTagPage } from '#app/lib/blog-tags.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/blog-tag'

/**
 * A tag's page (docs/decisions/0058-seo-fields-and-tags.md): its live posts, newest first, and the blog's
 * other tags. Cached as every public page; a post's save changes the content version.
 */
export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

export const loader = (args: Route.LoaderArgs) => loadTagPage(args)

export default function BlogTag({ loaderData }: Route.ComponentProps) {
	const { tag, tags, posts } = loaderData
	return (
		<>
			<PageHeader title={tag.name} eyebrow="Tag" back="/blog" />
			<div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
				<TagLinks tags={tags} label="Tags" current={tag.path} className="mb-8" />
				<h2 className="mb-6 text-2xl font-bold text-slate-900">Posts tagged {tag.name}</h2>
				<BlogCards posts={posts} label={`Posts tagged ${tag.name}`} />
			</div>
		</>
	)
}
