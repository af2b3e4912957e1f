import { useActionData } from 'react-router'

import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { DeleteButton } from '#app/components/admin/delete-button.tsx'
import { MediaForm } from '#app/components/admin/media-form.tsx'
import { AltBadge, MediaUsers } from '#app/components/admin/media-users.tsx'
import { MEDIA_INTENTS, MEDIA_PATH } from '#app/lib/admin-paths.ts'
import { requirePermission } from '#app/lib/auth.server.ts'
import { mediaAction, mediaItem } from '#app/lib/media.server.ts'
import type { MediaFormFailure, MediaInUse } from '#app/lib/media.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/media-item'

/** One image of the media library (docs/design.md §9): its alt text, focal point and crops, what uses it, delete. */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Edit image', matches) }]

export async function loader({ request, params, context }: Route.LoaderArgs) {
	await requirePermission(request, context, { permission: 'media.manage' })
	return mediaItem(context.services.db, params.id)
}

export const action = (args: Route.ActionArgs) => mediaAction(args)

export default function MediaItem({ loaderData }: Route.ComponentProps) {
	const { media, large, preview, altMax } = loaderData
	const answer = useActionData<MediaFormFailure | MediaInUse>()
	const name = media.decorative || !media.alt ? 'this image' : `“${media.alt}”`
	return (
		<AdminPage
			title="Edit image"
			back={MEDIA_PATH}
			actions={
				<DeleteButton
					id={media.id}
					label={name}
					title="Delete this image?"
					description={`The image and all its sizes will be deleted for good. This cannot be undone. An image an item uses cannot be deleted.`}
					intent={MEDIA_INTENTS.delete}
				/>
			}
		>
			{answer?.kind === 'in-use' ? (
				<div role="alert" className="rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
					<p className="font-semibold text-red-800">The image was not deleted. {answer.error}.</p>
					<div className="mt-2">
						<MediaUsers users={answer.users} label="Still used by" />
					</div>
				</div>
			) : null}
			<Panel title="Image">
				<div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-600">
					<AltBadge alt={media.alt} decorative={media.decorative} />
					<span>{media.width && media.height ? `${media.width} × ${media.height} pixels` : 'Size unknown'}</span>
					<a href={media.url} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
						Open the original
					</a>
				</div>
				<MediaForm
					key={media.id}
					media={media}
					picture={large}
					preview={preview}
					altMax={altMax}
					failure={answer?.kind === 'invalid' ? answer : undefined}
				/>
			</Panel>
			<Panel title="Where it is used">
				<MediaUsers users={media.users} label="Where it is used" />
			</Panel>
		</AdminPage>
	)
}
