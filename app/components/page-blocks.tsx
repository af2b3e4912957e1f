import { blockComponents } from '#app/components/blocks/registry.ts'
import { PageHeader } from '#app/components/page-header.tsx'
import type { ContactField } from '#app/lib/contact-action.ts'

type PageData = {
	page: { title: string; blocks: ReadonlyArray<{ type: string }> }
	data: Record<string, unknown>
	contactLimits: Record<ContactField, number | undefined>
}

/**
 * A page's blocks, each drawn by its type's component (app/components/blocks/). A page that does not open
 * with a hero gets its title as its heading, so every page has one `h1`.
 */
export function PageBlocks({ page, data, contactLimits }: PageData) {
	const opensWithHero = page.blocks[0]?.type === 'hero'
	return (
		<>
			{opensWithHero ? null : <PageHeader title={page.title} />}
			{page.blocks.map((block, index) => {
				const Block = blockComponents.get(block.type)
				return Block ? (
					<Block
						key={index}
						block={block}
						data={data[block.type]}
						index={opensWithHero ? index : index + 1}
						contactLimits={contactLimits}
					/>
				) : null
			})}
		</>
	)
}
