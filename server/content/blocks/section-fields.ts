import { object } from '#server/content/field-kinds/kinds/object.ts'
import { optionalText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'
import { optionalLink } from '#server/content/field-kinds/kinds/url.ts'

/** The fields every section that shows existing content has: an optional heading and a line under it. */
export const sectionFields = {
	heading: optionalText('Heading', 200),
	text: longText('Introduction', 500, { required: false, rows: 2 }),
}

/**
 * A button: its words and where it leads (a site path, an http(s) address, `mailto:` or `tel:`, as a
 * menu's link); none without words, and not drawn without an address.
 */
export const button = () =>
	object('Button', { label: optionalText('Label', 60), url: optionalLink('Link') }, { blankWithout: 'label' })
