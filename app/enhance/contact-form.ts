/**
 * The contact form (app/components/contact-section.tsx) sent in the background: the page's own action
 * answers with the page, whose contact form (cleared after a success, the values and errors after a
 * failure) takes this one's place. When no answer comes, the form stays as typed, with the failure said.
 */
export function enhanceContactForm(form: HTMLElement) {
	if (!(form instanceof HTMLFormElement)) return
	form.addEventListener('submit', (event) => {
		event.preventDefault()
		void send(form)
	})
}

async function send(form: HTMLFormElement) {
	const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
	const label = button?.textContent ?? ''
	if (button) {
		button.disabled = true
		button.textContent = form.dataset.sending ?? label
	}
	try {
		// As the browser sends a form: URL-encoded (files are no contact form's business).
		const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>)
		const response = await fetch(form.action, { method: 'POST', body, headers: { Accept: 'text/html' } })
		const page = new DOMParser().parseFromString(await response.text(), 'text/html')
		const answer = page.querySelector<HTMLFormElement>('form[data-enhance="contact-form"]')
		if (!answer) throw new Error(`The answer (${response.status}) has no contact form`)
		const fresh = document.adoptNode(answer)
		form.replaceWith(fresh)
		enhanceContactForm(fresh)
		;(fresh.querySelector<HTMLElement>('[aria-invalid="true"]') ?? fresh.querySelector('button'))?.focus()
	} catch {
		if (button) {
			button.disabled = false
			button.textContent = label
		}
		sayFailed(form)
	}
}

function sayFailed(form: HTMLFormElement) {
	form.querySelector('[data-contact-result]')?.remove()
	const alert = document.createElement('p')
	alert.setAttribute('role', 'alert')
	alert.dataset.contactResult = ''
	alert.className = 'font-medium text-red-700'
	alert.textContent = form.dataset.failure ?? ''
	form.querySelector('button[type="submit"]')?.after(alert)
}
