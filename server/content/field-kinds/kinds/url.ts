import { z } from 'zod'

import { isLinkUrl, linkUrlMessage } from '#shared/link-url.ts'
import { defineFieldKind, describeField, noFacts, textOf } from '#server/content/field-kinds/kind.ts'
import {
	optionalUrlRule,
	type Presentation,
	requiredTextRule,
	requiredUrlRule,
	URL_MAX,
} from '#server/content/fields.ts'

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

/**
 * A menu's link (the site's navigation): a path on this site, an http(s) address, `mailto:` or `tel:`
 * (shared/link-url.ts, which the admin form's field runs too, with the same message).
 */
export const requiredLink = (label: string, presentation: Presentation = {}) =>
	describeField(
		requiredTextRule(label, URL_MAX).refine(isLinkUrl, linkUrlMessage(label)).meta({
			format: 'uri-reference',
			description: 'A path on this site (/about), an http(s):// address, mailto: or tel:',
		}),
		{ kind: 'url', label, required: true, maxLength: URL_MAX, accepts: 'link', ...presentation },
	)

/** A link that may be left empty (a block's button: without an address it is not drawn). */
export const optionalLink = (label: string, presentation: Presentation = {}) =>
	describeField(
		z
			.string({ error: `${label} must be text` })
			.trim()
			.max(URL_MAX, `${label} must be at most ${URL_MAX} characters`)
			.refine((value) => value === '' || isLinkUrl(value), linkUrlMessage(label))
			.meta({
				format: 'uri-reference',
				description: "A path on this site (/about), an http(s):// address, mailto: or tel:; '' for none",
			}),
		{ kind: 'url', label, required: false, maxLength: URL_MAX, accepts: 'link', ...presentation },
	)
