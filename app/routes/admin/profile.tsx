import { useState } from 'react'
import { Link, useActionData } from 'react-router'

import { PROFILE_BIO_MAX, PROFILE_NAME_MAX } from '#shared/authors.ts'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { FormError, SubmitButton, TextAreaField, TextField } from '#app/components/admin/fields.tsx'
import { GuardedForm } from '#app/components/admin/guarded-form.tsx'
import { ImageField } from '#app/components/admin/image-field.tsx'
import { useSaving } from '#app/components/admin/item-list.tsx'
import { SECURITY_PATH } from '#app/lib/admin-paths.ts'
import { pageTitle } from '#app/lib/meta.ts'
import { loadProfile, profileAction } from '#app/lib/profile.server.ts'
import type { ProfileFailure } from '#app/lib/profile.ts'
import type { Route } from './+types/profile'

/** The signed-in user's own profile (docs/design.md §15): what bylines and their author page show of them. */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Profile', matches) }]

export const loader = (args: Route.LoaderArgs) => loadProfile(args)
export const action = (args: Route.ActionArgs) => profileAction(args)

const LINK = 'font-medium text-brand-700 underline hover:text-brand-900'

export default function Profile({ loaderData }: Route.ComponentProps) {
	const { email, profile, photoMedia, authorPage } = loaderData
	const failure = useActionData<ProfileFailure>()
	const values = failure?.values ?? profile
	const fields = failure?.fields ?? {}
	const [uploading, setUploading] = useState(false)
	const saving = useSaving()
	return (
		<AdminPage title="Profile">
			<p className="-mt-4 max-w-2xl text-slate-600">
				Your name, a short bio and a photo: blog posts you write show them, and your author page lists your posts. You
				are signed in as {email}; your password, passkeys and second factor are on the{' '}
				<Link to={SECURITY_PATH} className={LINK}>
					Security
				</Link>{' '}
				screen.
			</p>
			<Panel title="Your author page">
				<p className="text-slate-700">
					{authorPage.live ? (
						<a href={authorPage.path} className={`${LINK} break-all`}>
							{authorPage.address}
						</a>
					) : (
						<span className="break-all">{authorPage.address}</span>
					)}
				</p>
				<p className="mt-2 text-sm text-slate-600">
					{authorPage.live
						? 'Its address is made from your name: a new name moves it, and the old address leads to the new one.'
						: 'It appears once a post of yours is live. Its address is made from your name.'}
				</p>
			</Panel>
			<Panel title="About you">
				{/* The key: after a refused save the form shows what was sent; after a save, what is stored. */}
				<GuardedForm key={JSON.stringify(values)} method="post" className="space-y-5">
					<FormError message={failure && Object.keys(fields).length === 0 ? failure.error : undefined} />
					<TextField
						label="Name"
						name="name"
						required
						maxLength={PROFILE_NAME_MAX}
						autoComplete="name"
						defaultValue={values.name}
						error={fields.name}
					/>
					<TextAreaField
						label="Short bio"
						name="bio"
						rows={4}
						maxLength={PROFILE_BIO_MAX}
						defaultValue={values.bio}
						error={fields.bio}
						hint={`Plain text, at most ${PROFILE_BIO_MAX} characters: shown on your author page.`}
					/>
					<ImageField
						label="Photo"
						name="photo"
						multiple={false}
						initial={values.photo ? [values.photo] : []}
						media={photoMedia}
						error={fields.photo}
						onBusyChange={setUploading}
						removeLabel="Remove photo"
					/>
					<SubmitButton busy={saving} busyText="Saving…" disabled={uploading}>
						Save Profile
					</SubmitButton>
				</GuardedForm>
			</Panel>
		</AdminPage>
	)
}
