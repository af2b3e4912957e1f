import { IMAGE_SIZES, ResponsiveImage } from '#app/components/responsive-image.tsx'

export type PartnerView = { id: number; partner_name: string; image_url: string }

/** The seed's marquee: 50 px/s, pausing on hover. Its 200 px gradient edges are in app.css (`.marquee`). */
export const MARQUEE_SPEED_PX_PER_S = 50
const SLOT_PX = 200

/**
 * 'Our Clients': partner logos scrolling sideways forever (two copies of the list, moved by half their
 * width), each with its partner's name under it (a small grey logo alone is hard to make out on a phone).
 * Pauses on hover (CSS) and by its button (app/enhance/marquee.ts); under `prefers-reduced-motion` it
 * stands still (CSS).
 *
 * The name is said once: by the logo's alt text, as docs/product.md asks; the visible caption repeats it for the
 * eye only (`aria-hidden`). The other way round (alt="" and a read caption) would drop docs/product.md's alt text
 * and leave the logo unnamed wherever captions are not read with it (image search, an image-only view).
 */
export function ClientsMarquee({ partners }: { partners: PartnerView[] }) {
	if (partners.length === 0) return null
	const durationSeconds = Math.max(10, (partners.length * SLOT_PX) / MARQUEE_SPEED_PX_PER_S)
	const logos = (copy: number) =>
		partners.map((partner) => (
			<li key={`${copy}-${partner.id}`} className="marquee-item">
				<ResponsiveImage
					src={partner.image_url}
					// docs/product.md's alt text of a logo is its partner's name. The second copy's list is hidden from
					// assistive technology, so it is read once; its alt stays for image-only views (ADR 0034).
					alt={partner.partner_name}
					keepAlt
					sizes={IMAGE_SIZES.logo}
					box={{ width: 160, height: 64 }}
					className="h-16 w-40 object-contain grayscale transition hover:grayscale-0"
				/>
				<span className="marquee-name" aria-hidden="true">
					{partner.partner_name}
				</span>
			</li>
		))
	return (
		<div className="relative" data-enhance="marquee">
			<div className="marquee group relative overflow-hidden" data-paused="false">
				<div className="marquee-track flex w-max" style={{ animationDuration: `${durationSeconds}s` }}>
					<ul className="flex" aria-label="Our clients">
						{logos(0)}
					</ul>
					<ul className="flex" aria-hidden="true">
						{logos(1)}
					</ul>
				</div>
			</div>
			<div className="needs-js mt-4 flex justify-center">
				<button
					type="button"
					data-pause
					className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-100"
				>
					<span data-pause-label>Pause</span>
					<span className="sr-only"> client logos</span>
				</button>
			</div>
		</div>
	)
}
