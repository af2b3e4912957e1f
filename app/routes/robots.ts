import { robotsTxt } from '~/lib/feeds.server'
import { siteUrlOf } from '~/lib/seo.server'
import type { Route } from './+types/robots'

/** /robots.txt: the admin area is off limits; the sitemap is named by its absolute address. */
export function loader(args: Route.LoaderArgs) {
	return new Response(robotsTxt(siteUrlOf(args)), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
