import { Link } from 'react-router'

import { ContactDetails } from '#app/components/contact-details.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { notFoundMeta } from '#app/lib/meta.ts'
import { pageMeta } from '#app/lib/seo.server.ts'
import { useSite } from '#app/lib/site-settings.ts'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

export const loader = (args: Route.LoaderArgs) => ({
	meta: pageMeta(args, {
		title: 'About Us',
		description: `${args.context.settings.name}: computer vision, NLP, cognitive computing and B2B analytics products from ${args.context.settings.address.city}, ${args.context.settings.address.region}.`,
	}),
})

export default function About() {
	const site = useSite()
	return (
		<>
			<PageHeader
				title="About Us"
				intro={`${site.name} turns data into decisions: we research, design and build intelligent software for businesses.`}
			/>
			<div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3">
				<div className="space-y-5 text-lg leading-8 text-slate-700 lg:col-span-2">
					<p>
						We are a team of engineers, data scientists and designers working on computer vision, natural language
						processing and cognitive computing. We help companies see what their images and videos contain, understand
						what their documents and customers say, and reason over the knowledge they already have.
					</p>
					<p>
						Alongside custom work we build B2B products: ready-to-deploy platforms for visual inspection, document
						intelligence and business intelligence dashboards that plug into the systems you already run.
					</p>
					<p>
						Whether you need a prototype next month or a partner for years, we bring the same care: clear plans, honest
						estimates, and software that keeps working after launch.
					</p>
					<h2 className="pt-4 text-2xl font-bold text-slate-900">What we work on</h2>
					<ul className="tile-grid grid gap-3 sm:grid-cols-2">
						{site.services.map((service) => (
							<li key={service} className="rounded-xl bg-brand-50 px-4 py-3 text-base font-medium text-brand-900">
								{service}
							</li>
						))}
					</ul>
				</div>
				<aside className="h-fit rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
					<h2 className="text-xl font-semibold text-slate-900">Contact details</h2>
					<ContactDetails className="mt-4" />
					<Link
						to="/contact-us"
						className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
					>
						Write to us
					</Link>
				</aside>
			</div>
		</>
	)
}
