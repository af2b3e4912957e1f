import type { ContentType } from '#server/content/content-type.ts'

/** "FAQ" stays as it is, "Consulting item" becomes "consulting item" (the words inside a sentence). */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label)
const pascal = (words: string) => words.replace(/(?:^|\s)(\w)/g, (_match, letter: string) => letter.toUpperCase())

/** How the API reference names a content type's records and calls. */
export function apiWords(type: ContentType) {
	const singular = type.api.words?.singular ?? inSentence(type.label.singular)
	const plural = type.api.words?.plural ?? inSentence(type.label.plural)
	return {
		tag: type.api.tag ?? type.label.plural,
		name: type.api.recordName,
		singular,
		plural,
		article: /^[aeiou]/i.test(singular) ? 'an' : 'a',
		Singular: pascal(singular),
		Plural: pascal(plural),
	}
}
