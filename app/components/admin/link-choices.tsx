import type { LinkChoice } from '#server/content/link-choices.ts'

/** The id of the one list of the site's pages that every link field of a form offers (`list`). */
export const LINK_CHOICES_ID = 'link-choices'

/**
 * The site's pages, for the link fields (`accepts: 'link'`, the url kind's input) to offer as the visitor
 * types or opens the field: a `<datalist>`, so choosing a page needs no script, and any address can still
 * be typed (server/content/link-choices.ts makes the list).
 */
export function LinkChoices({ choices }: { choices: readonly LinkChoice[] }) {
	return (
		<datalist id={LINK_CHOICES_ID}>
			{choices.map((choice) => (
				<option key={choice.url} value={choice.url}>
					{choice.label}
				</option>
			))}
		</datalist>
	)
}
