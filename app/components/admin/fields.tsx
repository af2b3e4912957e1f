import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

export const inputClass =
	'mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600'

type Common = { label: string; name: string; error?: string | undefined; hint?: ReactNode }

function FieldShell({
	id,
	label,
	error,
	hint,
	children,
}: {
	id: string
	label: string
	error?: string | undefined
	hint?: ReactNode
	children: ReactNode
}) {
	return (
		<div>
			<label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-800">
				{label}
			</label>
			{children}
			{hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
			{error ? (
				<p id={`${id}-error`} className="mt-1 text-sm text-red-700">
					{error}
				</p>
			) : null}
		</div>
	)
}

const describedBy = (id: string, error?: string) =>
	error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}

export function TextField({
	label,
	name,
	error,
	hint,
	id = `field-${name}`,
	...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
	return (
		<FieldShell id={id} label={label} error={error} hint={hint}>
			<input id={id} name={name} className={inputClass} {...describedBy(id, error)} {...input} />
		</FieldShell>
	)
}

export function TextAreaField({
	label,
	name,
	error,
	hint,
	id = `field-${name}`,
	editor,
	...textarea
}: Common &
	TextareaHTMLAttributes<HTMLTextAreaElement> & {
		/** Drawn in the textarea's place (the rich-text editor), above the hint and the error. */ editor?: ReactNode
	}) {
	return (
		<FieldShell id={id} label={label} error={error} hint={hint}>
			<textarea id={id} name={name} className={inputClass} {...describedBy(id, error)} {...textarea} />
			{editor}
		</FieldShell>
	)
}

export function SelectField({
	label,
	name,
	error,
	hint,
	id = `field-${name}`,
	children,
	...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
	return (
		<FieldShell id={id} label={label} error={error} hint={hint}>
			<select id={id} name={name} className={inputClass} {...describedBy(id, error)} {...select}>
				{children}
			</select>
		</FieldShell>
	)
}

/** A form's refusal, said at once. `id`: for the fields it is about to point at (aria-describedby). */
export function FormError({ message, id }: { message: string | undefined; id?: string }) {
	if (!message) return null
	return (
		<p
			id={id}
			role="alert"
			className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
		>
			{message}
		</p>
	)
}

export function SubmitButton({
	children,
	busy,
	busyText,
	disabled,
}: {
	children: ReactNode
	busy?: boolean
	busyText?: string
	disabled?: boolean
}) {
	return (
		<button
			type="submit"
			disabled={busy || disabled}
			className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
		>
			{busy && busyText ? busyText : children}
		</button>
	)
}
