import { useActionData } from 'react-router'

import { isClosed } from '#shared/career-facts.ts'
import type { ApplicationFormData } from '#shared/job-applications.ts'
import { careers } from '#server/content/types/careers.ts'
import { ApplicationForm } from '#app/components/application-form.tsx'
import { BlogBody } from '#app/components/blog-body.tsx'
import { CareerFactList } from '#app/components/career-facts.tsx'
import { ClosedPosition } from '#app/components/closed-position.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { closedPositionPage, factsOf } from '#app/lib/career-facts.server.ts'
import { renderMarkdownParts } from '#app/lib/content.server.ts'
import { applicationFieldLimits, handleApplicationForm } from '#app/lib/job-application-action.server.ts'
import { careerMeta } from '#app/lib/job-posting.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { asPreview, findPageItem } from '#app/lib/preview.server.ts'
import { useSite } from '#app/lib/site-settings.ts'
import type { Route } from './+types/career-detail'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)
/** A preview's `no-store` (app/lib/preview.server.ts); nothing otherwise. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export async function loader(args: Route.LoaderArgs) {
	const { item: career, preview } = await findPageItem(careers, args)
	// Its closing day is past (UTC): the page says so, 410 (docs/design.md §17); the API keeps it.
	if (isClosed(career)) return closedPositionPage(args, career)
	return asPreview(
		{
			meta: careerMeta(args, career),
			closed: undefined,
			career: {
				id: career.id,
				position_name: career.position_name,
				facts: factsOf(career),
				// Markdown, rendered as the blog's bodies are (raw HTML shown as text): safe to insert.
				body: renderMarkdownParts(career.job_description, { breaks: true }),
			},
			applicationLimits: applicationFieldLimits(),
		},
		preview,
	)
}

/** The application form's post (docs/design.md §17): the page's own career, as its loader finds it. */
export async function action(args: Route.ActionArgs) {
	const { item } = await findPageItem(careers, args)
	return handleApplicationForm(args.request, args.context, item.id)
}

export default function CareerDetail({ loaderData }: Route.ComponentProps) {
	const site = useSite()
	const { career, closed } = loaderData
	const application = useActionData<ApplicationFormData>()
	if (closed) return <ClosedPosition {...closed} />
	return (
		<article>
			<PageHeader width="max-w-3xl" title={career.position_name} back="/career" eyebrow="Careers" />
			<div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
				<CareerFactList facts={career.facts} className="mb-8 rounded-2xl bg-slate-50 p-4" />
				<h2 className="text-xl font-semibold text-slate-900">Job description</h2>
				<BlogBody parts={career.body} title={career.position_name} className="mt-4" />
				<p className="mt-10 rounded-2xl bg-brand-50 p-6 text-slate-800">
					{site.email ? (
						<>
							Interested? Send your resume with your experience to{' '}
							<a className="font-semibold text-brand-700 underline" href={`mailto:${site.email}`}>
								{site.email}
							</a>
							.
						</>
					) : (
						<>
							Interested?{' '}
							<a className="font-semibold text-brand-700 underline" href="/contact-us">
								Write to us
							</a>{' '}
							about your experience.
						</>
					)}
				</p>
				<ApplicationForm position={career.position_name} limits={loaderData.applicationLimits} result={application} />
			</div>
		</article>
	)
}
