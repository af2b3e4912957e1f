import { codeStyle, Html } from '#app/components/api-reference/html.tsx'
import type { ResponseView } from '#app/lib/api-reference.ts'

export function Response({ response }: { response: ResponseView }) {
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
