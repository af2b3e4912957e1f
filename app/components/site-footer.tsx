import { Link } from 'react-router'

import type { SiteNavigation } from '#server/content/types/navigation.ts'
import { Logo } from '#app/components/logo.tsx'
import { copyrightYears, formattedAddress, telHref, useSite } from '#app/lib/site-settings.ts'

type FooterGroup = SiteNavigation['footer'][number]

function FooterColumn({ group }: { group: FooterGroup }) {
	return (
		<div>
			<h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
			<ul className="mt-4 space-y-2">
				{group.items.map((link, index) => (
					<li key={index}>
						<a href={link.url} className="text-sm text-slate-300 hover:text-white">
							{link.label}
						</a>
					</li>
				))}
			</ul>
		</div>
	)
}

/** The columns from the large width: the company, each group of links, the contact details (literal for Tailwind). */
const COLUMNS = [
	'lg:grid-cols-[1.4fr_1.2fr]',
	'lg:grid-cols-[1.4fr_1fr_1.2fr]',
	'lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]',
	'lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.2fr]',
	'lg:grid-cols-[1.4fr_1fr_1fr_1fr_1fr_1.2fr]',
]

/** `groups`: the footer's columns of links, from the site's navigation (server/content/types/navigation.ts). */
export function SiteFooter({ groups }: { groups: readonly FooterGroup[] }) {
	const site = useSite()
	const address = formattedAddress(site)
	return (
		<footer className="bg-slate-900 text-slate-300">
			<div
				className={`mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 ${COLUMNS[Math.min(groups.length, COLUMNS.length - 1)]}`}
			>
				<div>
					<Link to="/" className="text-lg text-white" aria-label={`${site.name} home`}>
						<Logo onDark />
					</Link>
					{site.description && <p className="mt-4 text-sm leading-6">{site.description}</p>}
					{/* Three to a row from 375 px up: never two and a lone one below. */}
					{site.social.length > 0 && (
						<ul className="mt-5 flex flex-wrap gap-2" aria-label="Social profiles">
							{site.social.map((profile) => (
								<li key={profile.url}>
									<a
										href={profile.url}
										rel="noopener noreferrer"
										target="_blank"
										className="inline-block rounded-md border border-slate-700 px-2.5 py-1.5 text-sm whitespace-nowrap text-slate-200 hover:border-slate-400 hover:text-white"
									>
										{profile.name}
									</a>
								</li>
							))}
						</ul>
					)}
				</div>
				{groups.map((group, index) => (
					<FooterColumn key={index} group={group} />
				))}
				{(site.phone || site.email || address) && (
					<div>
						<h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
						<address className="mt-4 space-y-2 text-sm not-italic">
							{site.phone && (
								<p>
									<a href={telHref(site.phone)} className="hover:text-white">
										{site.phone}
									</a>
								</p>
							)}
							{site.email && (
								<p>
									<a href={`mailto:${site.email}`} className="break-all hover:text-white">
										{site.email}
									</a>
								</p>
							)}
							{address && <p>{address}</p>}
						</address>
					</div>
				)}
			</div>
			<div className="border-t border-slate-800">
				<p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">
					© {copyrightYears()} {site.name}. All rights reserved.
				</p>
			</div>
		</footer>
	)
}
