import { VARIANT_WIDTHS } from '#shared/image-urls.ts'
import { defineCheck, type Finding } from '#server/content/checks/check.ts'

/**
 * The widest any page shows an image is its largest variant (shared/image-urls.ts); an original more than
 * twice as wide costs storage, uploads and the variants' making for nothing anyone sees (docs/design.md §16).
 */
export const SHOWN_MAX = Math.max(...VARIANT_WIDTHS)
export const OVERSIZE_FACTOR = 2

export const check = defineCheck({
	id: 'image-size',
	run(subject) {
		return subject.fields.flatMap(({ field, facts, markdown }) => {
			const urls = new Set([
				...facts.images,
				...markdown.flatMap((reading) => reading.images.map((image) => image.src)),
			])
			const found: Finding[] = []
			for (const url of urls) {
				const width = subject.images.get(url)?.width
				if (width && width > SHOWN_MAX * OVERSIZE_FACTOR)
					found.push({
						level: 'notice',
						field,
						message: `The image ${url} is ${width} px wide; no page shows it wider than ${SHOWN_MAX} px.`,
					})
			}
			return found
		})
	},
})
