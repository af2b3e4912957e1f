import { type RefObject, useEffect, useState } from 'react'

import { SHARE_IMAGE_SIZE, shareCard, type ShareFields } from '#shared/share-card.ts'
import type { SocialPreviewView } from '#app/lib/social-preview.ts'

/**
 * How the item looks when shared (docs/decisions/0058-seo-fields-and-tags.md): the card a link preview
 * draws, its picture at the Open Graph crop (1200 × 630, at the library's focal point). The page's fallback
 * comes from the loader (the code its tags use); the form's search and sharing fields go over it with the
 * same shareCard as the admin types, a picture chosen, a field emptied.
 */
export function SocialPreview({
	preview,
	container,
	initial,
}: {
	preview: SocialPreviewView
	/** The element holding the fields; its form is read at every change. */
	container: RefObject<HTMLElement | null>
	initial: ShareFields
}) {
	const [fields, setFields] = useState(initial)
	useEffect(() => {
		const form = container.current?.closest('form')
		if (!form) return
		const read = () => {
			const value = (name: string) => String(new FormData(form).get(name) ?? '')
			setFields({
				meta_title: value('meta_title'),
				meta_description: value('meta_description'),
				social_image: value('social_image'),
			})
		}
		read()
		form.addEventListener('input', read)
		form.addEventListener('change', read)
		// A picked picture is written to a hidden input by React: seen as an attribute's change.
		const observer = new MutationObserver(read)
		observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] })
		return () => {
			form.removeEventListener('input', read)
			form.removeEventListener('change', read)
			observer.disconnect()
		}
	}, [container])
	const card = shareCard(fields, preview.fallback)
	const image = card.image || preview.defaultImage
	const focal = preview.focal[image]
	return (
		<figure className="grid gap-2" data-testid="social-preview">
			<figcaption className="text-sm font-medium text-slate-700">How a shared link shows it</figcaption>
			<div className="max-w-md overflow-hidden rounded-lg border border-slate-300 bg-white">
				<img
					src={image}
					alt=""
					width={SHARE_IMAGE_SIZE.width}
					height={SHARE_IMAGE_SIZE.height}
					className="aspect-[1200/630] w-full bg-slate-100 object-cover"
					style={focal ? { objectPosition: `${focal.x}% ${focal.y}%` } : undefined}
				/>
				<div className="grid gap-1 border-t border-slate-200 px-3 py-2">
					<p className="text-xs text-slate-600 uppercase">{preview.host}</p>
					<p className="font-semibold text-slate-900" data-testid="social-preview-title">
						{card.title}
					</p>
					<p className="line-clamp-2 text-sm text-slate-700" data-testid="social-preview-description">
						{card.description}
					</p>
				</div>
			</div>
		</figure>
	)
}
