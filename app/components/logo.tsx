import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { useSite } from '#app/lib/site-settings.ts'

/** The logo's box: 40 px high, at most 200 px wide (a wide word mark), whatever the picture's own size. */
const LOGO_BOX = { width: 160, height: 40 }

/**
 * The company's logo: the settings' `logo` (a media library picture, named by the company) when there is
 * one, else the built-in mark beside the company's name. `onDark`: on the footer's dark ground, a picture
 * drawn for white gets a white tile.
 */
export function Logo({ className = '', onDark = false }: { className?: string; onDark?: boolean }) {
	const site = useSite()
	if (site.logo) {
		return (
			<span className={`inline-flex items-center ${onDark ? 'rounded-md bg-white p-1.5' : ''} ${className}`}>
				<ResponsiveImage
					src={site.logo}
					alt={site.name}
					keepAlt
					sizes="200px"
					box={LOGO_BOX}
					className="h-10 w-auto max-w-[200px] object-contain"
				/>
			</span>
		)
	}
	return (
		<span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
			<svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" className="shrink-0">
				<rect width="64" height="64" rx="14" fill="#1d5fd6" />
				<path
					d="M44 18H22l14 14-14 14h22"
					fill="none"
					stroke="#fff"
					strokeWidth="6"
					strokeLinecap="round"
					strokeLinejoin="round"
				/>
			</svg>
			<span className="whitespace-nowrap">{site.name}</span>
		</span>
	)
}
