import { BlogCards } from '#app/components/blog-cards.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { TagLinks } from '#app/components/tag-links.tsx'
import { blogTagLinks } from '#app/lib/blog-tags.server.ts'
import { blogPreviews } from '#app/lib/content.server.ts'
import { blogDescription } from '#app/lib/feeds.server.ts'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { pageMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/blog'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

export async function loader(args: Route.LoaderArgs) {
	return withImageFacts(args.context.services.db, {
		meta: pageMeta(args, { title: 'Blog', description: blogDescription(args.context.settings.name) }),
		posts: await blogPreviews(args.context.services.db),
		// The filters: each tag's page (ADR 0058).
		tags: await blogTagLinks(args.context.services.db),
	})
}

export default function Blog({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHeader title="Blog" intro="News, notes and what we are learning." />
			<div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
				<TagLinks tags={loaderData.tags} label="Tags" className="mb-8" />
				<BlogCards posts={loaderData.posts} label="Blog posts" />
			</div>
		</>
	)
}
