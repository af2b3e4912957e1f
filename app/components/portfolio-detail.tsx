import { splitPictures } from '#shared/pictures.ts'
import { ImageCarousel } from '#app/components/image-carousel.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { YouTubeEmbed } from '#app/components/youtube-embed.tsx'

export type PortfolioItemView = {
	title: string
	description: string
	picture: string
	youtube_link: string
	category?: string
}

/** The detail page of an application, a product or a consulting item: pictures, text, optional video. */
export function PortfolioDetail({ item, back, eyebrow }: { item: PortfolioItemView; back: string; eyebrow: string }) {
	const pictures = splitPictures(item.picture)
	return (
		<article>
			<PageHeader
				width="max-w-4xl"
				title={item.title}
				back={back}
				eyebrow={item.category ? `${eyebrow} · ${item.category}` : eyebrow}
			/>
			<div className="mx-auto max-w-4xl space-y-10 px-4 pb-16 sm:px-6">
				<ImageCarousel images={pictures} alt={item.title} />
				{item.description ? (
					<div className="text-lg leading-8 whitespace-pre-line text-slate-700">{item.description}</div>
				) : null}
				{item.youtube_link ? <YouTubeEmbed link={item.youtube_link} title={item.title} picture={pictures[0]} /> : null}
			</div>
		</article>
	)
}
