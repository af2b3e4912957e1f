import { formattedAddress, telHref, useSite } from '#app/lib/site-settings.ts'

/**
 * The company's phone, e-mail and address, as the contact section and the About page show them: those the
 * settings have (a new site has none until the admin sets them).
 */
export function ContactDetails({ className = '' }: { className?: string }) {
	const site = useSite()
	const address = formattedAddress(site)
	if (!site.phone && !site.email && !address) return null
	return (
		<dl className={`space-y-4 text-slate-700 ${className}`}>
			{site.phone && (
				<div>
					<dt className="text-sm font-semibold text-slate-900">Phone</dt>
					<dd>
						<a className="hover:text-brand-700" href={telHref(site.phone)}>
							{site.phone}
						</a>
					</dd>
				</div>
			)}
			{site.email && (
				<div>
					<dt className="text-sm font-semibold text-slate-900">Email</dt>
					<dd>
						<a className="break-all hover:text-brand-700" href={`mailto:${site.email}`}>
							{site.email}
						</a>
					</dd>
				</div>
			)}
			{address && (
				<div>
					<dt className="text-sm font-semibold text-slate-900">Address</dt>
					<dd>{address}</dd>
				</div>
			)}
		</dl>
	)
}
