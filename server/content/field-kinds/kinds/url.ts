import { defineFieldKind, describeField, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import { optionalUrlRule, type Presentation, requiredUrlRule, URL_MAX } from '#server/content/fields.ts'

/** A web address (`isSafeUrl`: http(s) or a path on this site). Not searched; the checks read it as a link. */
export const kind = defineFieldKind({
	storage: 'text',
	diff: 'text',
	facts: (value) => ({ ...noFacts(), links: [textOf(value)].filter(Boolean) }),
})

export const requiredUrl = (label: string, presentation: Presentation = {}) =>
	describeField(requiredUrlRule(label), { kind: 'url', label, required: true, maxLength: URL_MAX, ...presentation })

export const optionalUrl = (label: string, presentation: Presentation = {}) =>
	describeField(optionalUrlRule(label), { kind: 'url', label, required: false, maxLength: URL_MAX, ...presentation })
