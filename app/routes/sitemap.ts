import { sitemapXml } from '#app/lib/feeds.server.ts'
import { siteUrlOf } from '#app/lib/seo.server.ts'
import type { Route } from './+types/sitemap'

/** /sitemap.xml: every public page and item (app/lib/feeds.server.ts). */
export async function loader(args: Route.LoaderArgs) {
	const xml = await sitemapXml(args.context.services.db, siteUrlOf(args))
	return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
