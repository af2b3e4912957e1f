import { lazy, Suspense, useId, useState } from 'react'

import { commonProps, type FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { TextAreaField } from '#app/components/admin/fields.tsx'

// The preview brings the Markdown renderer (~46 kB of gzip): only forms with a Markdown field load it.
const MarkdownPreview = lazy(async () => ({
	default: (await import('#app/components/admin/markdown-preview.tsx')).MarkdownPreview,
}))

/** A Markdown text with its live preview (as the public page renders it). */
export function Input(props: FieldInputProps) {
	const common = { ...commonProps(props), rows: props.field.rows }
	return (
		<Suspense fallback={<TextAreaField {...common} />}>
			<MarkdownField {...common} />
		</Suspense>
	)
}

function MarkdownField(props: Parameters<typeof TextAreaField>[0]) {
	const [source, setSource] = useState(String(props.defaultValue ?? ''))
	const previewId = useId()
	return (
		<div className="grid gap-4 lg:grid-cols-2">
			<TextAreaField {...props} onChange={(event) => setSource(event.currentTarget.value)} />
			<MarkdownPreview source={source} id={previewId} />
		</div>
	)
}
