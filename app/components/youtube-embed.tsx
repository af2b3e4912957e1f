import { youtubeEmbedUrl, youtubeVideoId } from '#app/components/youtube.ts'

/**
 * A video that costs nothing until asked for: a poster drawn here (no request to YouTube), and the
 * privacy-enhanced player only after a click (app/enhance/video.ts puts it in the poster's place). Without
 * script the poster links to the video.
 */
export function YouTubeEmbed({ link, title, className = '' }: { link: string; title: string; className?: string }) {
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
				className="group absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-xl bg-gradient-to-br from-slate-800 to-brand-900 text-white focus-visible:ring-4 focus-visible:ring-white focus-visible:outline-none focus-visible:ring-inset"
			>
				<span className="flex h-16 w-16 items-center justify-center rounded-full bg-red-600 shadow-lg transition-transform group-hover:scale-110">
					<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
						<path d="M8 5v14l11-7z" fill="currentColor" />
					</svg>
				</span>
				<span className="px-4 text-center text-sm font-medium">Play video: {title}</span>
			</a>
		</div>
	)
}
