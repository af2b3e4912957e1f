import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from 'react'

import { TextAreaField } from '#app/components/admin/fields.tsx'

// TipTap and its Markdown (~160 kB of gzip): loaded by the screens with a Markdown field, after they show.
const RichTextEditor = lazy(() => import('#app/components/admin/rich-text/rich-text-editor.tsx'))

/**
 * A Markdown field (docs/design.md §14): the plain textarea until the page has its script (and for good
 * without it: the form still saves), then the rich-text editor over the same textarea, hidden.
 */
export function MarkdownEditor(props: ComponentProps<typeof TextAreaField>) {
	const id = props.id ?? `field-${props.name}`
	const [textarea, setTextarea] = useState<HTMLTextAreaElement | null>(null)
	const [ready, setReady] = useState(false)
	const field = useRef<HTMLDivElement>(null)
	useEffect(() => {
		setTextarea(field.current?.querySelector('textarea') ?? null)
	}, [])
	return (
		<div ref={field}>
			<TextAreaField
				{...props}
				id={id}
				// The editor shows it; the form sends it. An empty body is the server's to refuse, with its message.
				hidden={ready}
				required={ready ? false : props.required}
			/>
			{textarea ? (
				<Suspense fallback={null}>
					<EditorWhenLoaded
						onReady={() => setReady(true)}
						textarea={textarea}
						label={props.label}
						labelId={`${id}-label`}
						describedBy={props.error ? `${id}-error` : undefined}
					/>
				</Suspense>
			) : null}
		</div>
	)
}

function EditorWhenLoaded({ onReady, ...props }: ComponentProps<typeof RichTextEditor> & { onReady: () => void }) {
	useEffect(onReady, [onReady])
	return <RichTextEditor {...props} />
}
