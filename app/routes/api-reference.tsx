import { Contents, GroupLinks } from '#app/components/api-reference/contents.tsx'
import { Fields } from '#app/components/api-reference/fields.tsx'
import { Example, Html } from '#app/components/api-reference/html.tsx'
import { Operation } from '#app/components/api-reference/operation.tsx'
import { Response } from '#app/components/api-reference/response.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { apiReferenceView } from '#app/lib/api-reference.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { pageMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/api-reference'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

export const loader = (args: Route.LoaderArgs) => ({
	meta: pageMeta(args, {
		title: 'API reference',
		description: `The JSON API behind the ${args.context.settings.name} website: every call, its fields, answers and errors, from its OpenAPI 3.1 document.`,
	}),
	...apiReferenceView(),
})

const markdownStyles =
	'[&_.md_a]:text-brand-700 [&_.md_a]:underline [&_.md_code]:rounded [&_.md_code]:bg-slate-100 [&_.md_code]:px-1 [&_.md_code]:text-[0.9em]'

export default function ApiReference({ loaderData }: Route.ComponentProps) {
	const { tags, schemas, sharedResponses, introHtml, version } = loaderData
	return (
		<>
			<PageHeader
				eyebrow="Developers"
				title="API reference"
				intro={
					<>
						Every call of the JSON API behind this site (version {version}). The same description as an OpenAPI 3.1
						document, for your tools:{' '}
						<a href="/openapi.json" className="font-medium text-brand-700 underline hover:text-brand-900">
							/openapi.json
						</a>
						.
					</>
				}
			/>
			{/* Links and code inside the rendered descriptions, styled once for the whole page. */}
			<div
				className={`mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 ${markdownStyles}`}
			>
				<nav aria-label="API reference" className="hidden lg:block">
					{/* The padding keeps the links' focus rings inside this scrolling box, which clips what sticks out. */}
					<div className="sticky top-20 max-h-[calc(100vh-6rem)] scroll-py-2 overflow-y-auto p-1 pr-2 pb-8">
						<Contents tags={tags} />
					</div>
				</nav>
				<div className="min-w-0">
					<details className="mb-8 rounded-xl bg-slate-50 ring-1 ring-slate-200 lg:hidden">
						<summary className="cursor-pointer px-4 py-3 font-semibold text-slate-900">Contents</summary>
						<nav aria-label="API reference contents" className="px-3 pb-3">
							<GroupLinks tags={tags} />
						</nav>
					</details>

					<section id="overview" aria-labelledby="overview-heading">
						<h2 id="overview-heading" className="text-2xl font-bold text-slate-900">
							Overview
						</h2>
						<Html
							html={introHtml}
							className="prose mt-4 max-w-none prose-slate prose-code:before:content-none prose-code:after:content-none"
						/>
						<h3 className="mt-10 text-xl font-semibold text-slate-900">Answers many calls share</h3>
						<p className="mt-2 text-slate-700">
							Each call lists the ones it can give; they look like this. The body of every failure is an{' '}
							<a href="#schema-Error" className="font-mono text-brand-700 underline">
								Error
							</a>
							.
						</p>
						<ul className="mt-4 space-y-4">
							{sharedResponses.map((response) => (
								<li
									key={response.sharedId}
									id={response.sharedId}
									className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
								>
									<ul>
										<Response response={response} />
									</ul>
									{response.example ? <Example title="Example body" text={response.example} /> : null}
								</li>
							))}
						</ul>
					</section>

					{tags.map((tag) => (
						<section key={tag.id} id={tag.id} aria-labelledby={`${tag.id}-heading`} className="mt-14">
							<h2 id={`${tag.id}-heading`} className="border-b border-slate-200 pb-2 text-2xl font-bold text-slate-900">
								{tag.name}
							</h2>
							<Html html={tag.descriptionHtml} className={`mt-3 text-slate-700`} />
							{tag.operations.map((operation) => (
								<Operation key={operation.id} operation={operation} />
							))}
						</section>
					))}

					<section id="schemas" aria-labelledby="schemas-heading" className="mt-14">
						<h2 id="schemas-heading" className="border-b border-slate-200 pb-2 text-2xl font-bold text-slate-900">
							Schemas
						</h2>
						<p className="mt-3 text-slate-700">What the answers hold. Request bodies are shown with their calls.</p>
						{schemas.map((schema) => (
							<section key={schema.id} id={schema.id} aria-labelledby={`${schema.id}-heading`} className="mt-8">
								<h3 id={`${schema.id}-heading`} className="font-mono text-lg font-semibold text-slate-900">
									{schema.name}
								</h3>
								<Html html={schema.descriptionHtml} className={`mt-1 text-slate-700`} />
								<Fields fields={schema.fields} label={`Fields of ${schema.name}`} />
							</section>
						))}
					</section>
				</div>
			</div>
		</>
	)
}
