import { site } from '~/site-config'

export const pageTitle = (title?: string) => (title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}`)

/** The title and description tags every page carries. */
export function pageMeta(title: string | undefined, description: string) {
	return [{ title: pageTitle(title) }, { name: 'description', content: description }]
}
