import { matchesFaq } from '#shared/faq-search.ts'

const textOf = (item: HTMLElement, selector: string) => item.querySelector(selector)?.textContent ?? ''

/**
 * The FAQ's search (app/components/faq-section.tsx) filters as the visitor types, with the rule the
 * server uses when the form is sent without script; 'No questions match your search.' when none does.
 */
export function enhanceFaq(section: HTMLElement) {
	const input = section.querySelector<HTMLInputElement>('input[type="search"]')
	const form = input?.form
	if (!input || !form) return
	const items = [...section.querySelectorAll<HTMLElement>('[data-faq]')].map((item) => ({
		item,
		faq: { question: textOf(item, '[data-faq-question]'), answer: textOf(item, '[data-faq-answer]') },
	}))
	const none = section.querySelector<HTMLElement>('[data-faq-none]')
	const filter = () => {
		let shown = 0
		for (const { item, faq } of items) {
			item.hidden = !matchesFaq(faq, input.value)
			if (!item.hidden) shown += 1
		}
		if (none) none.hidden = shown > 0
	}
	input.addEventListener('input', filter)
	form.addEventListener('submit', (event) => {
		event.preventDefault()
		filter()
	})
}
