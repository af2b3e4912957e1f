import { EditLink } from '#app/components/admin/admin-page.tsx'
import { FilterLinks } from '#app/components/admin/filter-links.tsx'
import { AltBadge, MediaUsers } from '#app/components/admin/media-users.tsx'
import { mediaPath } from '#app/lib/admin-paths.ts'
import type { MediaFilterView, MediaView, Picture } from '#app/lib/media.ts'

export type MediaTileView = MediaView & { thumbnail: Picture }

/** The grid's filter: All / Unused, with how many each holds (`?unused=1`); a search stays as it is. */
export function MediaFilter({ filter }: { filter: MediaFilterView }) {
	const options = [
		{ value: undefined, label: `All (${filter.counts.all})` },
		{ value: '1', label: `Unused (${filter.counts.unused})` },
	]
	return (
		<FilterLinks label="Filter images" param="unused" options={options} current={filter.unused ? '1' : undefined} />
	)
}

/** The file's own name, short: the only name an image without alt text has. */
const fileName = (url: string) => {
	const name = url.split('/').pop() ?? url
	return name.length > 24 ? `${name.slice(0, 10)}…${name.slice(-12)}` : name
}

/**
 * One image of the grid: the thumbnail (its alt text as `alt`; none when decorative or missing, which a
 * badge then says), its alt text, where it is used, and the link to its screen.
 */
export function MediaTile({ media }: { media: MediaTileView }) {
	const { thumbnail } = media
	const alt = media.decorative ? '' : media.alt
	return (
		<li
			data-media-id={media.id}
			className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
		>
			<div className="aspect-[4/3] overflow-hidden bg-slate-100">
				<img
					src={thumbnail.src}
					alt={alt}
					width={thumbnail.width ?? 640}
					height={thumbnail.height ?? 480}
					loading="lazy"
					decoding="async"
					className="h-full w-full object-cover"
				/>
			</div>
			<div className="flex flex-1 flex-col gap-3 p-4">
				<div className="flex flex-wrap items-center gap-2">
					<AltBadge alt={media.alt} decorative={media.decorative} />
					<span className="text-xs text-slate-600">
						{media.width && media.height ? `${media.width} × ${media.height} · ` : ''}
						{fileName(media.url)}
					</span>
				</div>
				{media.alt && !media.decorative ? (
					<p className="line-clamp-3 text-sm text-slate-800">
						<span className="font-medium text-slate-600">Alt text: </span>
						{media.alt}
					</p>
				) : null}
				<div>
					<p className="text-sm font-medium text-slate-600">Used by</p>
					<MediaUsers users={media.users} label="Used by" />
				</div>
				<div className="mt-auto pt-1">
					<EditLink to={mediaPath(media.id)} />
				</div>
			</div>
		</li>
	)
}

export function MediaGrid({ items }: { items: MediaTileView[] }) {
	return (
		<ul aria-label="Images" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
			{items.map((media) => (
				<MediaTile key={media.id} media={media} />
			))}
		</ul>
	)
}
