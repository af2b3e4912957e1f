/** The categories an application may have (docs/product.md §4); the filter buttons of Software Development list them. */
export const APPLICATION_CATEGORIES = ['AI', 'Non-AI', 'BI Solution'] as const
export type ApplicationCategory = (typeof APPLICATION_CATEGORIES)[number]

/** The query that selects one category of the Software Development list (as its filter form writes it). */
export const categoryQuery = (category: string) => `?${new URLSearchParams({ category })}`
