import { readingStats } from '#shared/reading-time.ts'
import { blogs } from '#server/content/types/blogs.ts'
import { BlogBody } from '#app/components/blog-body.tsx'
import { Byline } from '#app/components/byline.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { IMAGE_SIZES, ResponsiveImage } from '#app/components/responsive-image.tsx'
import { TagLinks } from '#app/components/tag-links.tsx'
import { bylineFor } from '#app/lib/authors.server.ts'
import { tagLinks } from '#app/lib/blog-tags.server.ts'
import { markdownToPlainText, renderMarkdownParts } from '#app/lib/content.server.ts'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { asPreview, findPageItem } from '#app/lib/preview.server.ts'
import { blogPostMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/blog-post'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)
/** A preview's `no-store` (app/lib/preview.server.ts); nothing otherwise. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export async function loader(args: Route.LoaderArgs) {
	const { item: post, preview } = await findPageItem(blogs, args)
	// Who wrote it (docs/design.md §15): none for what no user made (the sample content).
	const byline = await bylineFor(args.context, post)
	return asPreview(
		await withImageFacts(args.context.services.db, {
			meta: blogPostMeta(args, post, byline?.author),
			author: byline?.view,
			post: {
				id: post.id,
				heading: post.heading,
				picture: post.picture,
				published: post.publish_at ?? post.created_at,
				// Rendered on the server with raw HTML disabled (shared/markdown.ts): safe to insert.
				body: renderMarkdownParts(post.body),
				// As the editor counts it: the words a reader reads, without the markup.
				readingMinutes: readingStats(markdownToPlainText(post.body)).minutes,
				tags: tagLinks(post.tags),
			},
		}),
		preview,
	)
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
	const { post, author } = loaderData
	return (
		<article>
			<PageHeader width="max-w-3xl" title={post.heading} back="/blog" eyebrow="Blog" />
			<div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
				<Byline author={author} published={post.published} readingMinutes={post.readingMinutes} />
				<ResponsiveImage
					src={post.picture}
					alt={post.heading}
					sizes={IMAGE_SIZES.article}
					box={{ width: 1280, height: 720 }}
					priority
					className="mt-6 aspect-video w-full rounded-2xl object-cover"
				/>
				<BlogBody parts={post.body} title={post.heading} className="mt-10" />
				<TagLinks tags={post.tags} label="Tags" className="mt-10" />
			</div>
		</article>
	)
}
