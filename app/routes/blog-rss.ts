import { blogRss } from '#app/lib/feeds.server.ts'
import { siteUrlOf } from '#app/lib/seo.server.ts'
import type { Route } from './+types/blog-rss'

/** /blog/rss.xml: the blog's RSS 2.0 feed, linked from every public page (public-layout.tsx). */
export async function loader(args: Route.LoaderArgs) {
	const xml = await blogRss(args.context.services.db, siteUrlOf(args))
	return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
