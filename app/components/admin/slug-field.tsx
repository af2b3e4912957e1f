import { useState, useSyncExternalStore } from 'react'

import { slugAddress, slugify, slugProblem } from '#shared/slugs.ts'
import type { AdminField } from '#server/content/content-type.ts'
import { TextField } from '#app/components/admin/fields.tsx'

const noChanges = () => () => {}
const browserOrigin = () => window.location.origin

/**
 * An item's slug (docs/design.md §11) with a live preview of the address it gives the page, checked with the
 * rules the server applies (shared/slugs.ts). Left empty, the server makes it from the title; the preview
 * says what that will be when it can tell.
 */
export function SlugField({
	field,
	value,
	error,
	title,
}: {
	field: AdminField
	value: string | undefined
	error: string | undefined
	/** The title the slug is made from when left empty (an add form's, as far as it is known). */
	title?: string
}) {
	const [slug, setSlug] = useState(value ?? '')
	// The site's origin is the browser's: the server renders the path alone (no mismatch on hydration).
	const origin = useSyncExternalStore(noChanges, browserOrigin, () => '')
	const typed = slug.trim().toLowerCase()
	const problem = typed === '' ? undefined : slugProblem(typed)
	const shown = typed === '' ? (title ? slugify(title) : undefined) : typed
	const pattern = field.pattern ?? '/:slug'
	return (
		<div>
			<TextField
				label={field.label}
				name={field.name}
				maxLength={field.maxLength}
				autoComplete="off"
				spellCheck={false}
				defaultValue={value}
				onChange={(event) => setSlug(event.currentTarget.value)}
				hint={field.hint}
				error={error ?? problem}
			/>
			<p className="mt-1 text-sm break-all text-slate-700" aria-live="polite" data-testid="slug-preview">
				{problem
					? null
					: shown
						? `Address: ${slugAddress(origin, pattern, shown)}`
						: 'Address: made from the title when saved'}
			</p>
		</div>
	)
}

/** A hand-made form's slug field, if its type has one (the admin fields list it after the title). */
export function SlugOf({
	fields,
	value,
	error,
}: {
	fields: readonly AdminField[]
	value: string | undefined
	error: string | undefined
}) {
	const field = fields.find((candidate) => candidate.kind === 'slug')
	return field ? <SlugField field={field} value={value} error={error} /> : null
}
