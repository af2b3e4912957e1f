import { useRevalidator } from 'react-router'

import { EmptyList } from '#app/components/admin/admin-card.tsx'
import { AdminPage, Panel } from '#app/components/admin/admin-page.tsx'
import { useReloading } from '#app/components/admin/item-list.tsx'
import { countedHeading, emptyText, ListSearch } from '#app/components/admin/list-search.tsx'
import { MediaFilter, MediaGrid } from '#app/components/admin/media-grid.tsx'
import { MediaUploader } from '#app/components/admin/media-uploader.tsx'
import { requirePermission } from '#app/lib/auth.server.ts'
import { mediaGrid } from '#app/lib/media.server.ts'
import { pageTitle } from '#app/lib/meta.ts'
import type { Route } from './+types/media'

/** The media library (docs/design.md §9): every stored image, its alt text and where it is used. */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Media', matches) }]

export async function loader({ request, context }: Route.LoaderArgs) {
	await requirePermission(request, context, { permission: 'media.manage' })
	return mediaGrid(context.services.db, new URL(request.url))
}

export default function Media({ loaderData }: Route.ComponentProps) {
	const { items, search, filter } = loaderData
	const reloading = useReloading()
	// New images and their alt text are stored by the API: the grid reads the library again.
	const { revalidate } = useRevalidator()
	const empty = filter.unused
		? 'Every image is used somewhere.'
		: 'No images yet: upload some above, or in an item’s form.'
	return (
		<AdminPage title="Media">
			<p className="-mt-4 max-w-2xl text-slate-600">
				Every uploaded image, the newest first. Give each one alt text (what it shows, for people who cannot see it) and
				a focal point (what must stay in frame when it is cropped). An image can be deleted once nothing uses it.
			</p>
			<Panel title="Add images">
				<MediaUploader onUploaded={() => void revalidate()} onAltSaved={() => void revalidate()} />
			</Panel>
			<Panel title={countedHeading('Images', items.length, search)}>
				<ListSearch search={search} shown={items.length} />
				<MediaFilter filter={filter} />
				<div aria-busy={reloading || undefined}>
					{items.length === 0 ? (
						emptyText(empty, search) && <EmptyList>{emptyText(empty, search)}</EmptyList>
					) : (
						<MediaGrid items={items} />
					)}
				</div>
			</Panel>
		</AdminPage>
	)
}
