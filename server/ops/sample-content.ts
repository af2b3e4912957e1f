import { recordStoredImage } from '#server/content/media.ts'
import { contentTypes } from '#server/content/registry.ts'
import { addStarterPages } from '#server/content/starter-pages.ts'
import { settings } from '#server/content/types/settings.ts'
import { log } from '#server/logging.ts'
import type { Services } from '#server/services.ts'
import { storeRenderedImage } from '#server/uploads/images.ts'
import { SAMPLE_COMPANY } from '#sample-content/company.ts'
import { renderArt } from '#sample-content/drawing.ts'
import { type Art, sampleContent, type SampleItem } from '#sample-content/items.ts'
import { SAMPLE_PAGES } from '#sample-content/pages.ts'

/**
 * Fills a newly created database with the sample company (sample-content/, ADR 0046): its settings, its
 * home page and About, and believable items and images, so a first start shows a whole site. The images are abstract illustrations drawn here as SVG (no text: the machine may have no
 * fonts), stored like uploads (with their responsive variants) through the same storage, under random
 * names.
 */
export async function addSampleContent(services: Omit<Services, 'pageViews'>): Promise<void> {
	const started = performance.now()
	await settings.update(services.db, SAMPLE_COMPANY)
	await addStarterPages(services.db, SAMPLE_PAGES)
	// Each content type's items, by its name (a type without sample content gets none).
	const plan = contentTypes.map((type) => [type, sampleContent[type.name] ?? []] as const)
	let seed = 0
	const save = async (art: Art, item: SampleItem): Promise<string> => {
		const { picture, extension } = renderArt(art, ++seed)
		const url = await storeRenderedImage(services.storage, picture, extension)
		await recordStoredImage(services.db, url, describeArt(art, item))
		return url
	}
	// Every image is drawn at once (sharp works off the main thread); the rows are inserted in order after.
	const resolved = await Promise.all(plan.map(([, items]) => Promise.all(items.map((item) => withImages(item, save)))))
	let count = 0
	for (const [index, [collection]] of plan.entries()) {
		for (const item of resolved[index] ?? []) {
			await collection.create(services.db, item)
			count++
		}
	}
	log('info', 'sample content added', { items: count, images: seed, ms: Math.round(performance.now() - started) })
}

const isArt = (value: unknown): value is Art => typeof value === 'object' && value !== null && 'art' in value

/** The item with each picture spec replaced by the stored image's URL (a list becomes comma-joined URLs). */
async function withImages(
	item: SampleItem,
	save: (art: Art, item: SampleItem) => Promise<string>,
): Promise<Record<string, unknown>> {
	const entries = Object.entries(item).map(async ([key, value]) => {
		if (isArt(value)) return [key, await save(value, item)] as const
		// A list of words (a post's tags) is kept as it is; a list of art is drawn, its URLs comma-joined.
		if (Array.isArray(value) && value.every(isArt))
			return [key, (await Promise.all(value.map((art: Art) => save(art, item)))).join(',')] as const
		return [key, value] as const
	})
	return Object.fromEntries(await Promise.all(entries))
}

/** What a scene shows, in words (drawing.ts draws them). */
const SCENE_ALT: Record<Extract<Art, { art: 'scene' }>['motif'], string> = {
	grid: 'Illustration: a heat map over a grid, with the trend line it follows',
	graph: 'Illustration: a network of connected points with highlighted paths',
	chart: 'Illustration: a dashboard with KPI tiles, bars and a line chart',
	waves: 'Illustration: layered waves, like signals over time',
	rings: 'Illustration: concentric rings of a radial chart',
	vision: 'Illustration: objects on a line with detection boxes, as in visual inspection',
	blocks: 'Illustration: an isometric field of columns, like a 3-D bar chart',
}

/** The sample images' alt text: scenes say what they show, logos name their company, portraits are decorative (the name is beside them). */
function describeArt(art: Art, item: SampleItem): { alt?: string; decorative?: boolean } {
	if (art.art === 'scene') return { alt: SCENE_ALT[art.motif] }
	if (art.art === 'logo') return { alt: `${String(item.partner_name ?? 'Partner')} logo` }
	return { decorative: true }
}
