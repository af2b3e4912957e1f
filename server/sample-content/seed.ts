import { log } from '#server/logging.ts'
import type { Services } from '#server/services.ts'
import { storeRenderedImage } from '#server/uploads/images.ts'
import { renderArt } from '#server/sample-content/drawing.ts'
import { contentTypes } from '#server/content/registry.ts'
import { sampleContent, type Art, type SampleItem } from '#server/sample-content/data.ts'

/**
 * Fills a newly created database with believable content and images, so a first start shows a whole
 * site. The images are abstract illustrations drawn here as SVG (no text: the machine may have no
 * fonts), stored like uploads (with their responsive variants) through the same storage, under random
 * names.
 */
export async function addSampleContent(services: Services): Promise<void> {
	const started = performance.now()
	// Each content type's items, by its name (a type without sample content gets none).
	const plan = contentTypes.map((type) => [type, sampleContent[type.name] ?? []] as const)
	let seed = 0
	const save = async (art: Art): Promise<string> => {
		const { picture, extension } = renderArt(art, ++seed)
		return storeRenderedImage(services.storage, picture, extension)
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
async function withImages(item: SampleItem, save: (art: Art) => Promise<string>): Promise<Record<string, unknown>> {
	const entries = Object.entries(item).map(async ([key, value]) => {
		if (isArt(value)) return [key, await save(value)] as const
		if (Array.isArray(value)) return [key, (await Promise.all(value.map(save))).join(',')] as const
		return [key, value] as const
	})
	return Object.fromEntries(await Promise.all(entries))
}
