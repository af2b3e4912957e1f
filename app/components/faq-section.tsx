import { useSearchParams } from 'react-router'

import { FAQ_SEARCH_PARAM, matchesFaq } from '#shared/faq-search.ts'

/** `answer` is its words (what the search reads), `answerHtml` the Markdown made safe HTML to show. */
export type FaqView = { id: number; question: string; answer: string; answerHtml: string }

export const FAQ_SECTION_ID = 'faq'

/**
 * 'Frequently Asked Questions': a search and an accordion, both working without script. Each question is a
 * `<details>`, opened and closed by the browser; the search is a GET form the server answers with the
 * matching questions (`?faq=`), and app/enhance/faq.ts filters as the visitor types instead.
 */
export function FaqSection({ faqs, heading = 'Frequently Asked Questions' }: { faqs: FaqView[]; heading?: string }) {
	const search = useSearchParams()[0].get(FAQ_SEARCH_PARAM) ?? ''
	const shownCount = faqs.filter((faq) => matchesFaq(faq, search)).length
	return (
		<section
			id={FAQ_SECTION_ID}
			data-enhance="faq"
			aria-labelledby="faq-heading"
			className="scroll-mt-16 py-16 sm:py-20"
		>
			<div className="mx-auto max-w-3xl px-4 sm:px-6">
				<h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight text-balance text-slate-900">
					{heading}
				</h2>
				<form method="get" action={`#${FAQ_SECTION_ID}`} role="search" className="mt-8">
					<label htmlFor="faq-search" className="sr-only">
						Describe your issue
					</label>
					<input
						id="faq-search"
						name={FAQ_SEARCH_PARAM}
						type="search"
						placeholder="Describe your issue"
						defaultValue={search}
						className="block w-full rounded-full border border-slate-500 px-5 py-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
					/>
				</form>
				<ul className="mt-6">
					{faqs.map((faq) => (
						<li key={faq.id} data-faq hidden={!matchesFaq(faq, search)} className="border-b border-slate-200">
							<details className="group">
								<summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-base font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
									<h3 data-faq-question>{faq.question}</h3>
									<svg
										viewBox="0 0 24 24"
										width="20"
										height="20"
										aria-hidden="true"
										className="shrink-0 transition-transform group-open:rotate-180"
									>
										<path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
									</svg>
								</summary>
								<div
									data-faq-answer
									className="prose max-w-none pb-5 text-slate-600"
									dangerouslySetInnerHTML={{ __html: faq.answerHtml }}
								/>
							</details>
						</li>
					))}
				</ul>
				<p data-faq-none role="status" hidden={shownCount > 0} className="mt-6 text-center text-slate-600">
					{faqs.length === 0 ? 'No questions yet.' : 'No questions match your search.'}
				</p>
			</div>
		</section>
	)
}
