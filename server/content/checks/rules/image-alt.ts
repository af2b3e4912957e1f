import { defineCheck, type Finding } from '#server/content/checks/check.ts'

/**
 * An image a reader cannot see without its words (docs/design.md §9, §16): a library image with no alt text
 * that is not marked decorative, or a Markdown picture written without any. The same rule as a form's
 * Publish (server/content/hooks/pictures.ts): another site's images have no record and are not checked, and
 * a field whose words come from the item (`altFrom`) needs none.
 */
export const check = defineCheck({
	id: 'image-alt',
	run(subject) {
		return subject.fields.flatMap(({ field, facts, markdown }) => {
			if (subject.altFromItem.has(field)) return []
			const found: Finding[] = []
			for (const url of new Set(facts.images)) {
				const image = subject.images.get(url)
				if (image && !image.decorative && image.alt.trim() === '')
					found.push({
						level: 'error',
						field,
						message: `The image ${url} has no alt text: add it in the media library, or mark the image decorative.`,
					})
			}
			for (const { src, alt } of markdown.flatMap((reading) => reading.images)) {
				const image = subject.images.get(src)
				if (alt === '' && !image?.decorative && !image?.alt.trim())
					found.push({
						level: 'error',
						field,
						message: `The picture ${src} has no alt text: write what it shows between the brackets of ![…](${src}).`,
					})
			}
			return found
		})
	},
})
