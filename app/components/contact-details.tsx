import { formattedAddress, telHref, useSite } from '#app/lib/site-settings.ts'

/** The company's phone, e-mail and address, as the contact section and the About page show them. */
export function ContactDetails({ className = '' }: { className?: string }) {
	const site = useSite()
	return (
		<dl className={`space-y-4 text-slate-700 ${className}`}>
			<div>
				<dt className="text-sm font-semibold text-slate-900">Phone</dt>
				<dd>
					<a className="hover:text-brand-700" href={telHref(site.phone)}>
						{site.phone}
					</a>
				</dd>
			</div>
			<div>
				<dt className="text-sm font-semibold text-slate-900">Email</dt>
				<dd>
					<a className="break-all hover:text-brand-700" href={`mailto:${site.email}`}>
						{site.email}
					</a>
				</dd>
			</div>
			<div>
				<dt className="text-sm font-semibold text-slate-900">Address</dt>
				<dd>{formattedAddress(site)}</dd>
			</div>
		</dl>
	)
}
