import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { TextAreaField } from '#app/components/admin/fields.tsx'

// TipTap and its Markdown (~160 kB of gzip): loaded by the screens with a Markdown field, after they show.
let editorLoaded = false
const RichTextEditor = lazy(() =>
	import('#app/components/admin/rich-text/rich-text-editor.tsx').then((module) => {
		editorLoaded = true
		return module
	}),
)

const noChanges = () => () => {}

/**
 * A Markdown field (docs/design.md §14): the plain textarea until the page has its script (and for good
 * without it: the form still saves), then the rich-text editor over the same textarea, hidden. A field
 * that appears once the editor's code is here (a form opened or reset after a save) is the editor from
 * its first frame: no textarea shown and swapped, so nothing below it moves (a just-saved item the list
 * scrolled to stays in view).
 */
export function MarkdownEditor(props: ComponentProps<typeof TextAreaField>) {
	const id = props.id ?? `field-${props.name}`
	// False while the server's HTML is hydrated (it has the textarea), true right after and for a field made
	// in the browser: the editor starts then.
	const inBrowser = useSyncExternalStore(
		noChanges,
		() => true,
		() => false,
	)
	const [immediate] = useState(() => inBrowser && editorLoaded)
	const [ready, setReady] = useState(immediate)
	const field = useRef<HTMLTextAreaElement | null>(null)
	return (
		<div
			ref={(element) => {
				field.current = element?.querySelector('textarea') ?? null
			}}
		>
			<TextAreaField
				{...props}
				id={id}
				// The editor shows it; the form sends it. An empty body is the server's to refuse, with its message.
				hidden={ready}
				required={ready ? false : props.required}
				editor={
					inBrowser ? (
						<Suspense fallback={null}>
							<EditorWhenLoaded
								onReady={() => setReady(true)}
								field={field}
								initial={String(props.defaultValue ?? '')}
								label={props.label}
								labelId={`${id}-label`}
								describedBy={props.error ? `${id}-error` : undefined}
								invalid={Boolean(props.error)}
							/>
						</Suspense>
					) : null
				}
			/>
		</div>
	)
}

function EditorWhenLoaded({ onReady, ...props }: ComponentProps<typeof RichTextEditor> & { onReady: () => void }) {
	useEffect(onReady, [onReady])
	return <RichTextEditor {...props} />
}
