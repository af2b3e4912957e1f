import { PageHeader } from '#app/components/page-header.tsx'
import {
	apiReferenceView,
	type FieldView,
	type OperationView,
	type ResponseView,
} from '#app/lib/api-reference.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { pageMeta } from '#app/lib/seo.server.ts'
import type { Route } from './+types/api-reference'

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? notFoundMeta

export const loader = (args: Route.LoaderArgs) => ({
	meta: pageMeta(args, {
		title: 'API reference',
		description:
			'The JSON API behind the Sigma Analytics website: every call, its fields, answers and errors, from its OpenAPI 3.1 document.',
	}),
	...apiReferenceView(),
})

// The descriptions below are HTML that api-reference.server.ts rendered from our own Markdown with raw
// HTML turned off, so inserting them is safe.
function Html({ html, className, inline = false }: { html: string | undefined; className?: string; inline?: boolean }) {
	if (!html) return null
	const Element = inline ? 'span' : 'div'
	return <Element className={`md ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />
}

const METHOD_STYLES: Record<string, string> = {
	GET: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
	POST: 'bg-blue-100 text-blue-900 ring-blue-300',
	PUT: 'bg-amber-100 text-amber-900 ring-amber-300',
	PATCH: 'bg-violet-100 text-violet-900 ring-violet-300',
	DELETE: 'bg-red-100 text-red-900 ring-red-300',
}

function Method({ method, small = false }: { method: string; small?: boolean }) {
	return (
		<span
			className={`inline-block shrink-0 rounded font-mono font-semibold ring-1 ring-inset ${
				small ? 'w-14 px-1 py-0.5 text-center text-[0.7rem]' : 'px-2 py-0.5 text-sm'
			} ${METHOD_STYLES[method] ?? 'bg-slate-100 text-slate-900 ring-slate-300'}`}
		>
			{method}
		</span>
	)
}

const codeStyle = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900'
const markdownStyles =
	'[&_.md_a]:text-brand-700 [&_.md_a]:underline [&_.md_code]:rounded [&_.md_code]:bg-slate-100 [&_.md_code]:px-1 [&_.md_code]:text-[0.9em]'

export default function ApiReference({ loaderData }: Route.ComponentProps) {
	const { tags, schemas, sharedResponses, introHtml, version } = loaderData
	const tagLinks = (
		<ul className="grid gap-1 text-sm sm:grid-cols-2">
			{[{ id: 'overview', name: 'Overview' }, ...tags, { id: 'schemas', name: 'Schemas' }].map((entry) => (
				<li key={entry.id}>
					<a href={`#${entry.id}`} className="block rounded px-1 py-1 font-medium text-slate-800 hover:bg-white">
						{entry.name}
					</a>
				</li>
			))}
		</ul>
	)
	const contents = (
		<ul className="space-y-4 text-sm">
			<li>
				<a href="#overview" className="font-semibold text-slate-900 hover:text-brand-700">
					Overview
				</a>
			</li>
			{tags.map((tag) => (
				<li key={tag.id}>
					<a href={`#${tag.id}`} className="font-semibold text-slate-900 hover:text-brand-700">
						{tag.name}
					</a>
					<ul className="mt-1.5 space-y-1">
						{tag.operations.map((operation) => (
							<li key={operation.id}>
								<a
									href={`#${operation.id}`}
									className="flex items-center gap-2 rounded px-1 py-0.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
								>
									<Method method={operation.method} small />
									<span className="truncate">{operation.summary}</span>
								</a>
							</li>
						))}
					</ul>
				</li>
			))}
			<li>
				<a href="#schemas" className="font-semibold text-slate-900 hover:text-brand-700">
					Schemas
				</a>
			</li>
		</ul>
	)

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
						{contents}
					</div>
				</nav>
				<div className="min-w-0">
					<details className="mb-8 rounded-xl bg-slate-50 ring-1 ring-slate-200 lg:hidden">
						<summary className="cursor-pointer px-4 py-3 font-semibold text-slate-900">Contents</summary>
						<nav aria-label="API reference contents" className="px-3 pb-3">
							{tagLinks}
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

function Operation({ operation }: { operation: OperationView }) {
	const headingId = `${operation.id}-heading`
	return (
		<section
			id={operation.id}
			aria-labelledby={headingId}
			className="mt-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
		>
			<h3 id={headingId} className="text-xl font-semibold text-slate-900">
				{operation.summary}
			</h3>
			<p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
				<Method method={operation.method} />
				<code className="font-mono text-base break-all text-slate-900">{operation.path}</code>
				{operation.admin ? (
					<span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
						<svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
							<path
								d="M7 11V8a5 5 0 0110 0v3M5 11h14v10H5z"
								fill="none"
								stroke="currentColor"
								strokeWidth="2"
								strokeLinejoin="round"
							/>
						</svg>
						Admin session
					</span>
				) : (
					<span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
						Public
					</span>
				)}
			</p>
			<Html html={operation.descriptionHtml} className={`mt-3 text-slate-700 [&_p+p]:mt-2`} />
			{operation.admin ? (
				<p className="mt-2 text-sm text-slate-600">
					Send the session token as <code className={codeStyle}>Authorization: Bearer &lt;token&gt;</code>, or the
					session cookie.
				</p>
			) : null}

			{operation.parameters.length > 0 ? (
				<>
					<h4 className="mt-6 text-sm font-semibold tracking-wide text-slate-500 uppercase">Path parameters</h4>
					<ul className="mt-2 divide-y divide-slate-100">
						{operation.parameters.map((parameter) => (
							<li key={parameter.name} className="py-2">
								<FieldLine name={parameter.name} type={parameter.type} required rules={parameter.rules} />
								<Html html={parameter.descriptionHtml} className="mt-1 text-sm text-slate-600" />
							</li>
						))}
					</ul>
				</>
			) : null}

			{operation.requestBody ? (
				<>
					<h4 className="mt-6 text-sm font-semibold tracking-wide text-slate-500 uppercase">
						Request body <span className="font-mono normal-case">{operation.requestBody.mediaType}</span>
					</h4>
					<Html html={operation.requestBody.descriptionHtml} className={`mt-2 text-sm text-slate-700`} />
					{operation.requestBody.fields.length > 0 ? (
						<Fields fields={operation.requestBody.fields} label={`Fields of the ${operation.summary} request`} />
					) : null}
				</>
			) : null}

			<h4 className="mt-6 text-sm font-semibold tracking-wide text-slate-500 uppercase">Responses</h4>
			<ul className="mt-2 divide-y divide-slate-100">
				{operation.responses
					.filter((response) => !response.sharedId)
					.map((response) => (
						<Response key={response.status} response={response} />
					))}
			</ul>
			{operation.responses.some((response) => response.sharedId) ? (
				<p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
					<span>Also:</span>
					{operation.responses
						.filter((response) => response.sharedId)
						.map((response) => (
							<a
								key={response.status}
								href={`#${response.sharedId}`}
								className="rounded bg-slate-100 px-1.5 py-0.5 font-mono font-semibold text-slate-800 underline decoration-slate-400 hover:bg-slate-200"
								title={response.descriptionText}
							>
								{response.status}
							</a>
						))}
				</p>
			) : null}

			<div className="mt-6 grid gap-4 xl:grid-cols-2">
				<Example title="Example request" text={operation.exampleRequest} />
				{operation.exampleResponse ? <Example title="Example response" text={operation.exampleResponse} /> : null}
			</div>
		</section>
	)
}

function FieldLine({
	name,
	type,
	typeLink,
	required,
	rules,
}: {
	name: string
	type: string
	typeLink?: string
	required: boolean
	rules: string[]
}) {
	return (
		<div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
			<code className="font-mono font-semibold text-slate-900">{name}</code>
			<span className="font-mono text-sm text-slate-600">
				{typeLink ? (
					<a href={`#${typeLink}`} className="text-brand-700 underline">
						{type}
					</a>
				) : (
					type
				)}
			</span>
			{required ? (
				<span className="rounded bg-red-50 px-1.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
					required
				</span>
			) : (
				<span className="text-xs text-slate-600">optional</span>
			)}
			{rules.length > 0 ? <span className="basis-full text-sm text-slate-600">{rules.join(' · ')}</span> : null}
		</div>
	)
}

function Fields({ fields, label }: { fields: FieldView[]; label: string }) {
	return (
		<ul aria-label={label} className="mt-2 divide-y divide-slate-100">
			{fields.map((field) => (
				<li key={field.name} className="py-2">
					<FieldLine
						name={field.name}
						type={field.type}
						typeLink={field.typeLink}
						required={field.required}
						rules={field.rules}
					/>
					<Html html={field.descriptionHtml} className={`mt-1 text-sm text-slate-600`} />
				</li>
			))}
		</ul>
	)
}

function Response({ response }: { response: ResponseView }) {
	const success = response.status.startsWith('2') || response.status === '304'
	return (
		<li className="flex gap-3 py-2">
			<span
				className={`h-fit shrink-0 rounded px-1.5 py-0.5 font-mono text-sm font-semibold ${
					success ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-100 text-slate-800'
				}`}
			>
				{response.status}
			</span>
			<div className="min-w-0 text-sm text-slate-700">
				<Html html={response.descriptionHtml} />
				{/* Every failure's body is an Error (said once, in the overview). */}
				{response.body && (success || response.body.label !== 'Error') ? (
					<p className="mt-0.5 text-slate-600">
						Body:{' '}
						{response.body.link ? (
							<a href={`#${response.body.link}`} className="font-mono text-brand-700 underline">
								{response.body.label}
							</a>
						) : (
							<span className="font-mono">{response.body.label}</span>
						)}
					</p>
				) : null}
				{response.headers.map((header) => (
					<p key={header.name} className="mt-0.5 text-slate-600">
						<code className={codeStyle}>{header.name}</code>: <Html html={header.descriptionHtml} inline />
					</p>
				))}
			</div>
		</li>
	)
}

function Example({ title, text }: { title: string; text: string }) {
	return (
		<figure className="min-w-0">
			<figcaption className="text-sm font-semibold text-slate-700">{title}</figcaption>
			{/* Wrapped rather than scrolled: nothing to reach sideways, on a phone or from the keyboard. */}
			<pre className="mt-2 rounded-xl bg-slate-900 p-4 font-mono text-[0.8rem] leading-relaxed break-words whitespace-pre-wrap text-slate-100">
				{text}
			</pre>
		</figure>
	)
}
