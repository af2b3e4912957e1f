import { useId, useState } from 'react'

export type FaqView = { id: number; question: string; answer: string }

/** The spec's search: a case-insensitive substring of the question or the answer; empty shows all. */
export function filterFaqs<T extends { question: string; answer: string }>(faqs: T[], search: string): T[] {
	const needle = search.trim().toLowerCase()
	if (!needle) return faqs
	return faqs.filter((faq) => faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle))
}

function FaqItem({ faq }: { faq: FaqView }) {
	const [open, setOpen] = useState(false)
	const id = useId()
	return (
		<li className="border-b border-slate-200">
			<h3>
				<button
					type="button"
					aria-expanded={open}
					aria-controls={`${id}-answer`}
					onClick={() => setOpen((value) => !value)}
					className="flex w-full items-center justify-between gap-4 py-5 text-left text-base font-semibold text-slate-900 hover:text-brand-700"
				>
					<span>{faq.question}</span>
					<svg
						viewBox="0 0 24 24"
						width="20"
						height="20"
						aria-hidden="true"
						className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
					>
						<path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
					</svg>
				</button>
			</h3>
			<div
				id={`${id}-answer`}
				role="region"
				aria-label={faq.question}
				hidden={!open}
				className="pb-5 whitespace-pre-line text-slate-600"
			>
				{faq.answer}
			</div>
		</li>
	)
}

/** 'Frequently Asked Questions': a live search and an accordion. */
export function FaqSection({ faqs }: { faqs: FaqView[] }) {
	const [search, setSearch] = useState('')
	const shown = filterFaqs(faqs, search)
	return (
		<section aria-labelledby="faq-heading" className="py-16 sm:py-20">
			<div className="mx-auto max-w-3xl px-4 sm:px-6">
				<h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
					Frequently Asked Questions
				</h2>
				<div className="mt-8">
					<label htmlFor="faq-search" className="sr-only">
						Describe your issue
					</label>
					<input
						id="faq-search"
						type="search"
						placeholder="Describe your issue"
						value={search}
						onChange={(event) => setSearch(event.target.value)}
						className="block w-full rounded-full border border-slate-500 px-5 py-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
					/>
				</div>
				{shown.length > 0 ? (
					<ul className="mt-6">
						{shown.map((faq) => (
							<FaqItem key={faq.id} faq={faq} />
						))}
					</ul>
				) : (
					<p className="mt-6 text-center text-slate-600" role="status">
						{faqs.length === 0 ? 'No questions yet.' : 'No questions match your search.'}
					</p>
				)}
			</div>
		</section>
	)
}
