import { Link } from 'react-router'

import { faqs } from '#server/content/types/faqs.ts'
import { partners } from '#server/content/types/partners.ts'
import { testimonials } from '#server/content/types/testimonials.ts'
import { ClientsMarquee } from '#app/components/clients-marquee.tsx'
import { ContactSection } from '#app/components/contact-section.tsx'
import { FaqSection } from '#app/components/faq-section.tsx'
import { PortfolioCategories } from '#app/components/portfolio-categories.tsx'
import { TestimonialsCarousel } from '#app/components/testimonials-carousel.tsx'
import { contactFieldLimits, handleContactForm } from '#app/lib/contact-action.server.ts'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { asPreview, previewedItem, typesShownOn } from '#app/lib/preview.server.ts'
import { homeMeta } from '#app/lib/seo.server.ts'
import { useSite } from '#app/lib/site-settings.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

export async function loader(args: Route.LoaderArgs) {
	const { db } = args.context.services
	const [testimonialList, partnerList, faqList, previewed] = await Promise.all([
		testimonials.list(db),
		partners.list(db),
		faqs.list(db),
		previewedItem(args, typesShownOn('/')),
	])
	// The admin's preview of a draft or scheduled item shows it where it will be, among the live ones.
	const withPreviewed = <T extends { id: number }>(type: string, list: T[]) =>
		previewed?.type === type ? [...list, previewed.item as unknown as T].sort((a, b) => a.id - b.id) : list
	return asPreview(
		await withImageFacts(db, {
			meta: homeMeta(args),
			testimonials: withPreviewed('testimonials', testimonialList),
			partners: withPreviewed('partners', partnerList).map(({ id, partner_name, image_url }) => ({
				id,
				partner_name,
				image_url,
			})),
			faqs: withPreviewed('faqs', faqList).map(({ id, question, answer }) => ({ id, question, answer })),
			contactLimits: contactFieldLimits(),
		}),
		previewed?.preview,
	)
}

/** A preview's `no-store` (app/lib/preview.server.ts), and the contact form's `Retry-After` when it is refused. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
	new Headers([...loaderHeaders, ...actionHeaders])

export async function action({ request, context }: Route.ActionArgs) {
	return handleContactForm(request, context)
}

const PHASES = [
	{
		title: 'Concept Design',
		text: 'We shape the idea with you: goals, users, data and a plan you can hold us to.',
	},
	{
		title: 'Prototype or MVP',
		text: 'A working first version in weeks, so real people can try it and the numbers can speak.',
	},
	{
		title: 'User Testing',
		text: 'We watch how people use it, measure what matters and refine what gets in their way.',
	},
	{
		title: 'Product development',
		text: 'We build the full product to production quality, then ship, monitor and improve it.',
	},
]

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
	return (
		<div className="mx-auto max-w-3xl text-center">
			<h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
				{title}
			</h2>
			{intro ? <p className="mt-4 text-lg text-balance text-slate-600">{intro}</p> : null}
		</div>
	)
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const site = useSite()
	return (
		<>
			<section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
				<div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-[3fr_2fr]">
					<div>
						<p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{site.name}</p>
						<h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
							{site.tagline}
						</h1>
						<p className="mt-6 max-w-2xl text-lg text-brand-50">
							Computer vision, natural language processing, cognitive computing, business intelligence, IoT analytics
							and data science, built into products your people use every day.
						</p>
						<div className="mt-10 flex flex-wrap gap-4">
							<Link
								to="/portfolio"
								className="rounded-full bg-white px-7 py-3 font-semibold text-brand-900 shadow hover:bg-brand-50"
							>
								See Our Works
							</Link>
						</div>
					</div>
					<div className="hidden lg:block">
						{/* The decoration, as a file (app/components/hero-art.tsx draws it): no JavaScript for it. */}
						<img src="/hero-art.svg" alt="" width={520} height={380} loading="lazy" className="h-auto w-full" />
					</div>
				</div>
			</section>

			<section aria-labelledby="portfolio-heading" className="py-16 sm:py-20">
				<div className="mx-auto max-w-6xl px-4 sm:px-6">
					<SectionHeading
						id="portfolio-heading"
						title="What we do"
						intro="From a first prototype to a product in production, and the advice in between."
					/>
					<div className="mt-12">
						<PortfolioCategories />
					</div>
				</div>
			</section>

			<section aria-labelledby="testimonials-heading" className="border-b border-slate-200 bg-slate-50 py-16 sm:py-20">
				<div className="mx-auto max-w-5xl px-4 sm:px-6">
					<SectionHeading
						id="testimonials-heading"
						title="Testimonials"
						intro="What the people we work with say about us."
					/>
					<div className="mt-12">
						<TestimonialsCarousel testimonials={loaderData.testimonials} />
					</div>
				</div>
			</section>

			<ContactSection heading="Let's talk about your project" limits={loaderData.contactLimits} />

			<section aria-labelledby="process-heading" className="py-16 sm:py-20">
				<div className="mx-auto max-w-6xl px-4 sm:px-6">
					<SectionHeading id="process-heading" title="How we work for your product or application development?" />
					<ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
						{PHASES.map((phase, i) => (
							<li key={phase.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
								<span
									className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
									aria-hidden="true"
								>
									{i + 1}
								</span>
								<h3 className="mt-4 text-lg font-semibold text-slate-900">
									<span className="sr-only">Phase {i + 1}: </span>
									{phase.title}
								</h3>
								<p className="mt-2 text-slate-600">{phase.text}</p>
							</li>
						))}
					</ol>
					<p className="mx-auto mt-10 max-w-3xl rounded-2xl bg-brand-50 p-6 text-center text-balance text-slate-700">
						We also offer support and maintenance for semi- or fully developed applications, in any technology.
					</p>
				</div>
			</section>

			{loaderData.partners.length > 0 ? (
				<section aria-labelledby="clients-heading" className="border-y border-slate-200 py-14">
					<div className="mx-auto max-w-6xl px-4 sm:px-6">
						<SectionHeading id="clients-heading" title="Our Clients" />
						<div className="mt-10">
							<ClientsMarquee partners={loaderData.partners} />
						</div>
					</div>
				</section>
			) : null}

			<FaqSection faqs={loaderData.faqs} />
		</>
	)
}
