import { Link } from 'react-router'

import type { BodyPart } from '#shared/markdown.ts'
import { BlogBody } from '#app/components/blog-body.tsx'
import { ImageCarousel } from '#app/components/image-carousel.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { YouTubeEmbed } from '#app/components/youtube-embed.tsx'

export type PortfolioItemView = {
	title: string
	picture: readonly string[]
	youtube_link: string
	category?: string
}

/**
 * The detail page of an application, a product or a consulting item: pictures, text, optional video, and
 * an ending (a call to talk to us, then the next item of its list) so the page does not stop at the text.
 */
export function PortfolioDetail({
	item,
	body,
	back,
	eyebrow,
	next,
	nextLabel,
}: {
	item: PortfolioItemView
	/** The description, in the parts `renderMarkdownParts` makes. */
	body: BodyPart[]
	back: string
	eyebrow: string
	next?: { title: string; path: string } | undefined
	/** "Next product", …: the next item's link says what it leads to. */
	nextLabel: string
}) {
	const pictures = [...item.picture]
	return (
		<article>
			<PageHeader
				width="max-w-3xl"
				title={item.title}
				back={back}
				eyebrow={item.category ? `${eyebrow} · ${item.category}` : eyebrow}
			/>
			<div className="mx-auto max-w-3xl space-y-10 px-4 pb-16 sm:px-6">
				<ImageCarousel images={pictures} alt={item.title} />
				{body.length ? <BlogBody parts={body} title={item.title} className="text-slate-700" /> : null}
				{item.youtube_link ? <YouTubeEmbed link={item.youtube_link} title={item.title} picture={pictures[0]} /> : null}
				<section
					aria-labelledby="talk-to-us"
					className="rounded-2xl bg-brand-50 p-6 sm:flex sm:items-center sm:justify-between sm:gap-8 sm:p-8"
				>
					<div>
						<h2 id="talk-to-us" className="text-xl font-semibold text-balance text-slate-900">
							{`Interested in ${item.title}?`}
						</h2>
						<p className="mt-2 text-slate-700">Tell us what you have in mind, and we will get back to you.</p>
					</div>
					<Link
						to="/contact-us"
						className="mt-5 inline-block shrink-0 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 sm:mt-0"
					>
						Talk to us
					</Link>
				</section>
				{next ? (
					<nav aria-label={nextLabel} className="border-t border-slate-200 pt-8">
						<Link to={next.path} className="group flex items-center justify-between gap-6">
							<span>
								<span className="block text-sm font-semibold tracking-wide text-brand-700 uppercase">{nextLabel}</span>
								<span className="mt-1 block text-xl font-semibold text-balance text-slate-900 group-hover:text-brand-700">
									{next.title}
								</span>
							</span>
							<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" className="shrink-0 text-brand-700">
								<path
									d="M5 12h14M13 6l6 6-6 6"
									fill="none"
									stroke="currentColor"
									strokeWidth="2"
									strokeLinecap="round"
								/>
							</svg>
						</Link>
					</nav>
				) : null}
			</div>
		</article>
	)
}
