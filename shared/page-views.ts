/** Where the public pages' script reports a page shown (server/api/operations/analytics.ts answers). */
export const PAGE_VIEWS_PATH = '/analytics/views'

/** Pages that mark themselves so are not counted (the 404 page, an error page): they are no page of the site. */
export const NOT_COUNTED_ATTRIBUTE = 'data-not-counted'

/** The longest UTM value kept (the server refuses longer ones; the script cuts them to this). */
export const UTM_MAX = 100

/** The Manage lists show each item's views of this many last days. */
export const ITEM_VIEWS_DAYS = 30
