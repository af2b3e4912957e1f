import { useSite } from '#app/lib/site-settings.ts'

export function Logo({ className = '' }: { className?: string }) {
	const site = useSite()
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
