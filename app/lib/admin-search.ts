/** What a screen shows of its search: the query, and how many items there are without it. */
export type SearchView = { query: string; total: number }
