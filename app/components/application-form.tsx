import { Form } from 'react-router'

import {
	type ApplicationField,
	type ApplicationFormData,
	type ApplicationTextField,
	PRIVACY_PAGE,
	RESUME_ACCEPT,
} from '#shared/job-applications.ts'

export const APPLICATION_SENT = 'Thank you for applying!'
export const APPLICATION_FAILED = 'Your application was not sent.'
export const CHOOSE_FILE_AGAIN = 'Your typed text is kept, but the CV is not: choose the file again.'

const inputClass =
	'mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:border-red-600'

/** The order errors are looked at: the first one gets the focus when the page comes back. */
const ORDER: readonly ApplicationField[] = ['name', 'email', 'phone', 'message', 'resume', 'consent']

const fieldId = (name: ApplicationField) => `apply-${name}`

function ErrorText({ name, error }: { name: ApplicationField; error: string | undefined }) {
	return error ? (
		<p id={`${fieldId(name)}-error`} className="mt-1 text-sm text-red-700">
			{error}
		</p>
	) : null
}

/** What ties a field to its error and hint: invalid, described by both, focused when it is the first error. */
function described(name: ApplicationField, errors: Partial<Record<ApplicationField, string>>, hint?: string) {
	const first = ORDER.find((field) => errors[field])
	const ids = [errors[name] ? `${fieldId(name)}-error` : '', hint ?? ''].filter(Boolean).join(' ')
	return {
		id: fieldId(name),
		name,
		'aria-invalid': errors[name] ? true : undefined,
		'aria-describedby': ids || undefined,
		autoFocus: first === name ? true : undefined,
	}
}

type TextProps = {
	name: ApplicationTextField
	label: string
	type?: string
	required?: boolean
	autoComplete?: string
	limits: Record<ApplicationTextField, number | undefined>
	failed: (ApplicationFormData & { ok: false }) | undefined
}

function TextField({ name, label, type = 'text', required = false, autoComplete, limits, failed }: TextProps) {
	const errors = failed?.fields ?? {}
	const shared = {
		...described(name, errors),
		required,
		autoComplete,
		maxLength: limits[name],
		defaultValue: failed?.values[name],
		className: inputClass,
	}
	return (
		<div className={name === 'message' ? 'sm:col-span-2' : undefined}>
			<label htmlFor={fieldId(name)} className="block text-sm font-medium text-slate-800">
				{label}
				{required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
			</label>
			{name === 'message' ? <textarea {...shared} rows={5} /> : <input {...shared} type={type} />}
			<ErrorText name={name} error={errors[name]} />
		</div>
	)
}

/**
 * The position page's application form (docs/design.md §17): a plain multipart post to the page's action
 * (app/lib/job-application-action.server.ts), which renders the page again with the result. No script: the
 * errors are tied to their fields, and the first one takes the focus (`autofocus`) when the page comes back.
 */
export function ApplicationForm({
	position,
	limits,
	result,
}: {
	position: string
	limits: Record<ApplicationTextField, number | undefined>
	result: ApplicationFormData | undefined
}) {
	if (result?.ok) {
		return (
			<section aria-labelledby="apply-heading" className="mt-10 rounded-2xl bg-green-50 p-6 ring-1 ring-green-200">
				<h2 id="apply-heading" tabIndex={-1} autoFocus className="text-xl font-semibold text-green-900 outline-none">
					{APPLICATION_SENT}
				</h2>
				<p role="status" className="mt-2 text-green-900">
					Your application for {position} has been received. We will read it and come back to you by e-mail.
				</p>
			</section>
		)
	}
	const failed = result && !result.ok ? result : undefined
	const errors = failed?.fields ?? {}
	return (
		<section
			aria-labelledby="apply-heading"
			className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
		>
			<h2 id="apply-heading" className="text-xl font-semibold text-slate-900">
				Apply for this position
			</h2>
			{failed ? (
				<div role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
					<p className="font-medium">{APPLICATION_FAILED}</p>
					{failed.error ? <p className="text-sm">{failed.error}</p> : null}
					<p className="text-sm">{CHOOSE_FILE_AGAIN}</p>
				</div>
			) : null}
			<Form
				method="post"
				encType="multipart/form-data"
				className="mt-6 grid gap-5 sm:grid-cols-2"
				aria-labelledby="apply-heading"
			>
				<TextField name="name" label="Name" required autoComplete="name" limits={limits} failed={failed} />
				<TextField
					name="email"
					label="Email"
					type="email"
					required
					autoComplete="email"
					limits={limits}
					failed={failed}
				/>
				<TextField name="phone" label="Phone" type="tel" autoComplete="tel" limits={limits} failed={failed} />
				<TextField name="message" label="Message" limits={limits} failed={failed} />
				<div className="sm:col-span-2">
					<label htmlFor={fieldId('resume')} className="block text-sm font-medium text-slate-800">
						CV
					</label>
					<input
						{...described('resume', errors, 'apply-resume-hint')}
						type="file"
						accept={RESUME_ACCEPT}
						required
						className="mt-1 block w-full text-sm text-slate-800 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
					/>
					<p id="apply-resume-hint" className="mt-1 text-sm text-slate-600">
						A PDF or a Word (.docx) file, at most 5 MB.
					</p>
					<ErrorText name="resume" error={errors.resume} />
				</div>
				<div className="sm:col-span-2">
					<div className="flex items-start gap-3">
						<input
							{...described('consent', errors)}
							type="checkbox"
							value="true"
							required
							className="mt-1 h-4 w-4 rounded border-slate-500 text-brand-600 focus:ring-brand-600"
						/>
						<label htmlFor={fieldId('consent')} className="text-sm text-slate-800">
							I agree that my application and CV are kept to consider me for this position, as the{' '}
							<a className="font-semibold text-brand-700 underline" href={PRIVACY_PAGE}>
								privacy notice
							</a>{' '}
							says.
						</label>
					</div>
					<ErrorText name="consent" error={errors.consent} />
				</div>
				<div className="sm:col-span-2">
					<button
						type="submit"
						className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
					>
						Send application
					</button>
				</div>
			</Form>
		</section>
	)
}
