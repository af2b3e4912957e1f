import { youtubeEmbedUrl, youtubeVideoId } from '#shared/youtube.ts'
import { IMAGE_SIZES, ResponsiveImage } from '#app/components/responsive-image.tsx'

/**
 * A video that costs nothing until asked for: a poster of our own (no request to YouTube: no thumbnail
 * from its servers, which the CSP's img-src would refuse anyway), and the privacy-enhanced player only
 * after a click (app/enhance/video.ts puts it in the poster's place). Without script the poster links to
 * the video.
 *
 * The poster is `picture` (the item's first picture) when there is one, under a scrim that keeps the
 * label readable; otherwise the brand's placeholder art (app.css `.placeholder-art`). The art is drawn
 * under the picture too, so a picture still on its way shows the brand's colours, never a dark box.
 */
export function YouTubeEmbed({
	link,
	title,
	picture,
	className = '',
}: {
	link: string
	title: string
	/**
	 * An image of this site's to show before the click. Its alt text is the library's, else the title (never
	 * empty: ADR 0034); the link is named by its label alone, so the picture adds nothing to what is read.
	 */
	picture?: string
	className?: string
}) {
	const id = youtubeVideoId(link)
	if (!id) return null
	return (
		<div className={`relative aspect-video overflow-hidden rounded-xl bg-slate-900 ${className}`}>
			{/* The frame clips anything outside it, so the focus ring is drawn inside the poster. */}
			<a
				href={link}
				data-enhance="video"
				data-player={youtubeEmbedUrl(id)}
				data-title={title}
				aria-label={`Play video: ${title}`}
				className="video-poster placeholder-art group absolute inset-0 rounded-xl focus-visible:ring-4 focus-visible:ring-white focus-visible:outline-none focus-visible:ring-inset"
				data-poster={picture ? 'picture' : 'art'}
			>
				{picture ? (
					<ResponsiveImage
						src={picture}
						alt={title}
						sizes={IMAGE_SIZES.article}
						box={{ width: 1600, height: 900 }}
						className="video-poster-picture"
					/>
				) : null}
				<span className="video-poster-play">
					<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
						<path d="M8 5v14l11-7z" fill="currentColor" />
					</svg>
				</span>
				<span className="video-poster-label">Play video: {title}</span>
			</a>
		</div>
	)
}
