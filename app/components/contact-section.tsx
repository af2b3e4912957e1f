import { Form, useActionData } from 'react-router'

import { ContactDetails } from '#app/components/contact-details.tsx'
import { CONTACT_SECTION_ID } from '#app/components/site-header.tsx'
import type { ContactActionData, ContactField } from '#app/lib/contact-action.ts'

export const CONTACT_SUCCESS = 'Your message has been sent!'
export const CONTACT_FAILURE = 'Failed to send message'

const inputClass =
	'mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:border-red-600'

type FieldProps = {
	name: ContactField
	label: string
	maxLength: number | undefined
	type?: string
	required?: boolean
	autoComplete?: string
	error?: string | undefined
	defaultValue?: string | undefined
}

function Field({
	name,
	label,
	maxLength,
	type = 'text',
	required = false,
	autoComplete,
	error,
	defaultValue,
}: FieldProps) {
	const id = `contact-${name}`
	const shared = {
		id,
		name,
		required,
		autoComplete,
		defaultValue,
		maxLength,
		'aria-invalid': error ? true : undefined,
		'aria-describedby': error ? `${id}-error` : undefined,
		className: inputClass,
	}
	return (
		<div className={name === 'message' ? 'sm:col-span-2' : undefined}>
			<label htmlFor={id} className="block text-sm font-medium text-slate-800">
				{label}
				{required ? null : <span className="font-normal text-slate-500"> (optional)</span>}
			</label>
			{name === 'message' ? <textarea {...shared} rows={5} /> : <input {...shared} type={type} />}
			{error ? (
				<p id={`${id}-error`} className="mt-1 text-sm text-red-700">
					{error}
				</p>
			) : null}
		</div>
	)
}

/**
 * The contact section: company details and the form. The form posts to the page's own action, which
 * renders the page again with the result, so it works without script; app/enhance/contact-form.ts sends
 * it in the background instead and puts the answer's form in this one's place (typed text is kept on a
 * failure: the server renders the values back).
 */
export function ContactSection({
	heading = 'Get in touch',
	intro = 'Write to us with your question or your project, and we will answer you.',
	headingLevel = 2,
	limits,
}: {
	heading?: string
	intro?: string
	headingLevel?: 1 | 2
	/** Each field's length limit (the loader's `contactFieldLimits()`, from the server's schema). */
	limits: Record<ContactField, number | undefined>
}) {
	const Heading = headingLevel === 1 ? 'h1' : 'h2'
	// The page's action may be another's (the page editor's live preview): only the contact form's result counts.
	const answer = useActionData<ContactActionData | Record<string, unknown>>()
	const result = answer && 'ok' in answer ? (answer as ContactActionData) : undefined
	const failed = result && !result.ok ? result : undefined
	return (
		<section
			id={CONTACT_SECTION_ID}
			tabIndex={-1}
			aria-labelledby="contact-heading"
			className="bg-slate-50 py-16 outline-none sm:py-20"
		>
			<div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-5">
				<div className="lg:col-span-2">
					<Heading id="contact-heading" className="text-3xl font-bold tracking-tight text-slate-900">
						{heading}
					</Heading>
					{intro ? <p className="mt-4 text-slate-600">{intro}</p> : null}
					<ContactDetails className="mt-8" />
				</div>
				<Form
					method="post"
					data-enhance="contact-form"
					data-sending="Sending..."
					data-failure={CONTACT_FAILURE}
					className="grid gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-8 lg:col-span-3"
					aria-labelledby="contact-heading"
				>
					<Field
						name="name"
						maxLength={limits.name}
						label="Name"
						required
						autoComplete="name"
						error={failed?.fields.name}
						defaultValue={failed?.values.name}
					/>
					<Field
						name="email"
						maxLength={limits.email}
						label="Email"
						type="email"
						required
						autoComplete="email"
						error={failed?.fields.email}
						defaultValue={failed?.values.email}
					/>
					<Field
						name="phone"
						maxLength={limits.phone}
						label="Phone"
						type="tel"
						required
						autoComplete="tel"
						error={failed?.fields.phone}
						defaultValue={failed?.values.phone}
					/>
					<Field
						name="subject"
						maxLength={limits.subject}
						label="Subject"
						error={failed?.fields.subject}
						defaultValue={failed?.values.subject}
					/>
					<Field
						name="message"
						maxLength={limits.message}
						label="Message"
						required
						error={failed?.fields.message}
						defaultValue={failed?.values.message}
					/>
					{/* A trap for software that fills in every field: people never see it (and it is not announced). */}
					<div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
						<input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
					</div>
					<div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
						<button
							type="submit"
							className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:opacity-60"
						>
							Send Message
						</button>
						{result?.ok ? (
							<p role="status" data-contact-result className="font-medium text-green-700">
								{CONTACT_SUCCESS}
							</p>
						) : failed ? (
							<p role="alert" data-contact-result className="font-medium text-red-700">
								{CONTACT_FAILURE}
								{failed.error ? <span className="block text-sm font-normal">{failed.error}</span> : null}
							</p>
						) : null}
					</div>
				</Form>
			</div>
		</section>
	)
}
