import { robotsTxt } from '#app/lib/feeds.server.ts'
import { siteUrlOf } from '#app/lib/seo.server.ts'
import type { Route } from './+types/robots'

/** /robots.txt: the admin area is off limits; the sitemap is named by its absolute address. */
export function loader(args: Route.LoaderArgs) {
	return new Response(robotsTxt(siteUrlOf(args)), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
