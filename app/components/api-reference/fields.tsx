import { Html } from '#app/components/api-reference/html.tsx'
import type { FieldView } from '#app/lib/api-reference.ts'

export function FieldLine({
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

export function Fields({ fields, label }: { fields: FieldView[]; label: string }) {
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
