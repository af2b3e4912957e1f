import { useEffect, useRef, useState } from 'react'

import { PAGE_PREVIEW_HEADER } from '#shared/site-pages.ts'

/** The widths the page is shown at: a phone's and a laptop's (docs/design.md §13), each scaled to fit. */
const FRAMES = [
	{ width: 375, scale: 0.6, label: 'Phone, 375 pixels wide' },
	{ width: 1280, scale: 0.45, label: 'Desktop, 1280 pixels wide' },
] as const
const FRAME_HEIGHT = 1100
/** How long typing pauses before the preview is drawn again. */
const QUIET_MS = 700

/** The page as a still picture: the frames run no script (they are sandboxed), so it carries none. */
function withoutScripts(html: string): string {
	const page = new DOMParser().parseFromString(html, 'text/html')
	for (const node of page.querySelectorAll('script, link[rel="modulepreload"]')) node.remove()
	return `<!doctype html>${page.documentElement.outerHTML}`
}

/**
 * The page being edited as visitors would see it, unsaved, at a phone's and a desktop's width: the form is
 * posted to `action` (nothing is stored) when it opens and after each pause in typing, and the answer is
 * shown in two frames without scripts. An enhancement of the admin (a React app); the saved page's
 * 'Preview' link works without it.
 */
export function LivePreview({ formId, action }: { formId: string; action: string }) {
	const [html, setHtml] = useState<string>()
	const [status, setStatus] = useState('Drawing the preview…')
	const sequence = useRef(0)
	useEffect(() => {
		const form = document.getElementById(formId)
		if (!(form instanceof HTMLFormElement)) return
		let timer: ReturnType<typeof setTimeout> | undefined
		const draw = async () => {
			const mine = ++sequence.current
			try {
				const response = await fetch(action, {
					method: 'POST',
					body: new FormData(form),
					headers: { [PAGE_PREVIEW_HEADER]: '1' },
				})
				const text = await response.text()
				if (mine !== sequence.current) return
				setHtml(withoutScripts(text))
				setStatus(response.ok ? 'Preview up to date' : 'The preview could not be drawn')
			} catch {
				if (mine === sequence.current) setStatus('The preview could not be drawn: check the connection')
			}
		}
		const later = () => {
			clearTimeout(timer)
			timer = setTimeout(() => void draw(), QUIET_MS)
		}
		void draw()
		form.addEventListener('input', later)
		form.addEventListener('change', later)
		// Blocks added, moved or removed change the form without an input event.
		const observer = new MutationObserver(later)
		observer.observe(form, { childList: true, subtree: true })
		return () => {
			clearTimeout(timer)
			form.removeEventListener('input', later)
			form.removeEventListener('change', later)
			observer.disconnect()
		}
	}, [formId, action])
	return (
		<div>
			<p className="text-sm text-slate-600" aria-live="polite">
				{status}
			</p>
			<div className="mt-4 flex flex-wrap items-start gap-6">
				{FRAMES.map((frame) => (
					<figure key={frame.width} style={{ width: frame.width * frame.scale }}>
						<div
							className="overflow-hidden rounded-md ring-1 ring-slate-300"
							style={{ height: FRAME_HEIGHT * frame.scale }}
						>
							<iframe
								title={`Preview: ${frame.label}`}
								srcDoc={html}
								sandbox="allow-same-origin"
								width={frame.width}
								height={FRAME_HEIGHT}
								style={{ transform: `scale(${frame.scale})`, transformOrigin: '0 0' }}
							/>
						</div>
						<figcaption className="mt-2 text-xs text-slate-600">{frame.label}</figcaption>
					</figure>
				))}
			</div>
		</div>
	)
}
