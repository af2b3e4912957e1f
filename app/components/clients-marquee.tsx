import { IMAGE_SIZES, ResponsiveImage } from '#app/components/responsive-image.tsx'

export type PartnerView = { id: number; partner_name: string; image_url: string }

/** The seed's marquee: 50 px/s, 200 px white gradient edges, pausing on hover. */
export const MARQUEE_SPEED_PX_PER_S = 50
export const MARQUEE_GRADIENT_PX = 200
const SLOT_PX = 200

/**
 * 'Our Clients': partner logos scrolling sideways forever (two copies of the list, moved by half their
 * width). Pauses on hover (CSS) and by its button (app/enhance/marquee.ts); under `prefers-reduced-motion`
 * it stands still (CSS).
 */
export function ClientsMarquee({ partners }: { partners: PartnerView[] }) {
	if (partners.length === 0) return null
	const durationSeconds = Math.max(10, (partners.length * SLOT_PX) / MARQUEE_SPEED_PX_PER_S)
	const logos = (copy: number) =>
		partners.map((partner) => (
			<li key={`${copy}-${partner.id}`} className="flex w-[200px] shrink-0 items-center justify-center px-6">
				<ResponsiveImage
					src={partner.image_url}
					// The spec's alt text of a logo is its partner's name; the second copy is a repeat.
					alt={copy === 0 ? partner.partner_name : ''}
					keepAlt
					sizes={IMAGE_SIZES.logo}
					box={{ width: 160, height: 64 }}
					className="h-16 w-40 object-contain grayscale transition hover:grayscale-0"
				/>
			</li>
		))
	return (
		<div className="relative" data-enhance="marquee">
			<div
				className="marquee group relative overflow-hidden"
				style={{ ['--marquee-fade' as string]: `${MARQUEE_GRADIENT_PX}px` }}
				data-paused="false"
			>
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
