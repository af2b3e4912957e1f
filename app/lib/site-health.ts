/* The Site health screen's names and what its component reads (app/lib/site-health.server.ts makes it). */

/** The site's health (docs/design.md §16): an administrator's and an editor's (`site.health`). */
export const SITE_HEALTH_PATH = '/dashboard/site-health'

export const HEALTH_LEVELS = ['error', 'warning', 'notice'] as const
export type HealthLevel = (typeof HEALTH_LEVELS)[number]

/** One finding as a row of the screen: what it is about, where to fix it. */
export type HealthRow = {
	key: string
	collection: string
	/** What the row's collection is called ('Blogs', 'Navigation', 'Redirects'). */
	label: string
	title: string
	check: string
	level: HealthLevel
	field: string
	message: string
	/** The item's edit screen (the navigation's screen, a redirect's), if there is one. */
	editPath: string | undefined
}

/** A filter link: its words, its address (the screen's own, `?level=`/`?type=`), whether it is the current one. */
export type HealthFilter = { label: string; to: string; current: boolean; count: number }
