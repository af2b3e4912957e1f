import { FieldLine, Fields } from '#app/components/api-reference/fields.tsx'
import { codeStyle, Example, Html } from '#app/components/api-reference/html.tsx'
import { Method } from '#app/components/api-reference/method.tsx'
import { Response } from '#app/components/api-reference/response.tsx'
import type { OperationView } from '#app/lib/api-reference.ts'

export function Operation({ operation }: { operation: OperationView }) {
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
