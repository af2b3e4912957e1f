import type { block as hero } from '#server/content/blocks/types/hero.ts'
import { type BlockProps } from '#app/components/blocks/block-props.ts'
import { ButtonLink } from '#app/components/button-link.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { useSite } from '#app/lib/site-settings.ts'

/** The page's opening. First on the page, its heading is the page's `h1`. */
export function Block({ block, index }: BlockProps<typeof hero>) {
	const site = useSite()
	const Heading = index === 0 ? 'h1' : 'h2'
	if (block.variant === 'plain') {
		return (
			<PageHeader
				title={block.heading}
				intro={block.text || undefined}
				headingLevel={index === 0 ? 1 : 2}
				width="max-w-3xl"
			/>
		)
	}
	return (
		<section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
			<div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-[3fr_2fr]">
				<div>
					<p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{site.name}</p>
					<Heading className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
						{block.heading}
					</Heading>
					{block.text ? <p className="mt-6 max-w-2xl text-lg text-brand-50">{block.text}</p> : null}
					{block.button ? (
						<div className="mt-10 flex flex-wrap gap-4">
							<ButtonLink button={block.button} />
						</div>
					) : null}
				</div>
				<div className="hidden lg:block">
					{block.image ? (
						<ResponsiveImage
							src={block.image}
							alt={block.heading}
							sizes="(min-width: 1024px) 440px, 0px"
							box={{ width: 520, height: 380 }}
							priority={index === 0}
							className="h-auto w-full rounded-2xl"
						/>
					) : (
						// The decoration, as a file (app/components/hero-art.tsx draws it): no JavaScript for it.
						<img src="/hero-art.svg" alt="" width={520} height={380} loading="lazy" className="h-auto w-full" />
					)}
				</div>
			</div>
		</section>
	)
}
