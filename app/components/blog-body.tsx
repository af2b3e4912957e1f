import type { BodyPart } from '#shared/markdown.ts'
import { YouTubeEmbed } from '#app/components/youtube-embed.tsx'

/**
 * A Markdown body (a blog post, a job description, a page's text block) from the parts
 * `renderMarkdownParts` made of it: HTML made with raw HTML off and unsafe links refused
 * (shared/markdown.ts), so it is safe to insert, and each video written alone on its line as the
 * product pages show theirs (loaded on click). At the reading size of every detail page (18 px on 32 px).
 */
export function BlogBody({ parts, title, className = '' }: { parts: BodyPart[]; title: string; className?: string }) {
	const classes = `prose prose-lg max-w-none ${className}`
	const [only] = parts
	if (parts.length === 1 && only && 'html' in only)
		return <div className={classes} dangerouslySetInnerHTML={{ __html: only.html }} />
	const videos = parts.filter((part) => 'video' in part).length
	let video = 0
	return (
		<div className={classes}>
			{parts.map((part, index) =>
				'html' in part ? (
					<div key={index} className="contents" dangerouslySetInnerHTML={{ __html: part.html }} />
				) : (
					<YouTubeEmbed
						key={index}
						link={part.video}
						title={videos > 1 ? `${title} (${++video} of ${videos})` : title}
						className="not-prose my-8"
					/>
				),
			)}
		</div>
	)
}
