/**
 * docs/product.md's FAQ search: a case-insensitive substring of the question or the answer; an empty search
 * matches every question. The server filters with it (the search form works without script) and the
 * browser as the visitor types (app/enhance/faq.ts).
 */
export function matchesFaq(faq: { question: string; answer: string }, search: string): boolean {
	const needle = folded(search.trim())
	return !needle || folded(faq.question).includes(needle) || folded(faq.answer).includes(needle)
}

/** Lower case, with the curly quotes the answers are shown with (typography) read as the straight ones typed. */
const folded = (text: string) => text.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"')

/** The query parameter of the search form, which the page's address keeps when it is sent without script. */
export const FAQ_SEARCH_PARAM = 'faq'
