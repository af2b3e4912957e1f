/**
 * docs/product.md's FAQ search: a case-insensitive substring of the question or the answer; an empty search
 * matches every question. The server filters with it (the search form works without script) and the
 * browser as the visitor types (app/enhance/faq.ts).
 */
export function matchesFaq(faq: { question: string; answer: string }, search: string): boolean {
	const needle = search.trim().toLowerCase()
	return !needle || faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle)
}

/** The query parameter of the search form, which the page's address keeps when it is sent without script. */
export const FAQ_SEARCH_PARAM = 'faq'
