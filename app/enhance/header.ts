import { prefersReducedMotion } from '#app/enhance/motion.ts'

const DESKTOP = matchMedia('(width >= 64rem)')

/**
 * The header (app/components/site-header.tsx): its shadow once the page has scrolled; the menu button's
 * `aria-expanded`; the phone menu placed right under the header (an admin bar may be above it) and closed
 * when the window grows into the desktop layout; links to a section of this page (Contact Us) scroll there
 * smoothly and move the focus to it, and go to their page when this one has no such section. The menu's
 * drop-downs (`<details>`, which open and close without script) close on Escape (the focus back on their
 * button), on a click or a tap elsewhere, and when another opens.
 */
export function enhanceHeader(header: HTMLElement) {
	const showScrolled = () => (header.dataset.scrolled = String(window.scrollY > 0))
	showScrolled()
	window.addEventListener('scroll', showScrolled, { passive: true })

	const menu = header.querySelector<HTMLElement>('[popover]')
	const button = header.querySelector<HTMLElement>('[popovertarget]')
	if (menu && button) {
		button.setAttribute('aria-expanded', 'false')
		menu.addEventListener('toggle', (event) => {
			const open = (event as ToggleEvent).newState === 'open'
			button.setAttribute('aria-expanded', String(open))
			if (open) menu.style.setProperty('--site-menu-top', `${Math.max(0, header.getBoundingClientRect().bottom)}px`)
		})
		DESKTOP.addEventListener('change', () => {
			if (DESKTOP.matches && menu.matches(':popover-open')) menu.hidePopover()
		})
	}

	enhanceDropDowns(header)

	for (const link of header.querySelectorAll<HTMLAnchorElement>('a[data-scroll-to]')) {
		link.addEventListener('click', (event) => {
			const section = document.getElementById(link.dataset.scrollTo ?? '')
			if (!section) return
			event.preventDefault()
			if (menu?.matches(':popover-open')) menu.hidePopover()
			section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
			section.focus({ preventScroll: true })
		})
	}
}

function enhanceDropDowns(header: HTMLElement) {
	const dropDowns = [...header.querySelectorAll<HTMLDetailsElement>('details[data-drop-down]')]
	if (dropDowns.length === 0) return
	for (const dropDown of dropDowns) {
		dropDown.addEventListener('toggle', () => {
			if (!dropDown.open) return
			for (const other of dropDowns) if (other !== dropDown) other.open = false
		})
		dropDown.addEventListener('keydown', (event) => {
			if (event.key !== 'Escape' || !dropDown.open) return
			// This drop-down closes, not the phone's menu around it.
			event.preventDefault()
			event.stopPropagation()
			dropDown.open = false
			dropDown.querySelector('summary')?.focus()
		})
	}
	document.addEventListener('click', (event) => {
		for (const dropDown of dropDowns) {
			if (dropDown.open && !dropDown.contains(event.target as Node)) dropDown.open = false
		}
	})
}
