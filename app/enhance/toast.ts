/** A toast on a public page (app/components/toaster.tsx): its Dismiss button, and a success's timer. */
export function enhanceToast(toaster: HTMLElement) {
	const dismiss = () => toaster.remove()
	toaster.querySelector('[data-dismiss]')?.addEventListener('click', dismiss)
	const hideAfter = Number(toaster.dataset.hideAfter)
	if (hideAfter > 0) window.setTimeout(dismiss, hideAfter)
}
