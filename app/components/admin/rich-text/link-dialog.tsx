import type { Editor } from '@tiptap/core'
import { useId, useRef, useState } from 'react'

import { isLinkUrl } from '#shared/link-url.ts'
import { inputClass } from '#app/components/admin/fields.tsx'
import { useEditorDialog } from '#app/components/admin/rich-text/use-editor-dialog.ts'

/** A link's address as a body may take it: a path on this site, http(s), mailto:, tel:, or a place on the page (#faq). */
export const bodyLinkProblem = (value: string): string | undefined => {
	const address = value.trim()
	if (address === '') return 'Enter the address to link to'
	if (/^#[\w-]+$/.test(address) || isLinkUrl(address)) return undefined
	return 'Link: a path on this site (/about), an http:// or https:// address, mailto: or tel:'
}

/**
 * Ctrl/Cmd+K or the Link button: the address of the link at the cursor (or of the selected words), checked
 * before it is set (never `javascript:`); 'Remove link' takes it away. The focus returns to the text.
 */
export function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
	const id = useId()
	const [address, setAddress] = useState('')
	const [problem, setProblem] = useState<string>()
	// The words the link is for, as they were chosen: the focus in the dialog may move the editor's selection.
	const range = useRef({ from: 0, to: 0 })
	const existing = editor.isActive('link')
	const { dialog, input } = useEditorDialog(open, () => {
		const { from, to } = editor.state.selection
		range.current = { from, to }
		setAddress(String(editor.getAttributes('link').href ?? ''))
		setProblem(undefined)
	})

	const close = () => {
		onClose()
		editor.commands.focus()
	}
	const apply = () => {
		const found = bodyLinkProblem(address)
		if (found) {
			setProblem(found)
			input.current?.focus()
			return
		}
		const href = address.trim()
		const chain = editor.chain().focus().setTextSelection(range.current).extendMarkRange('link')
		// With nothing selected, the address is the link's text too.
		if (range.current.from === range.current.to && !existing)
			chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run()
		// The cursor goes after the link, as one goes on writing (nothing is left selected to type over).
		else chain.setLink({ href }).setTextSelection(range.current.to).run()
		onClose()
	}
	return (
		<dialog
			ref={dialog}
			aria-labelledby={`${id}-title`}
			onCancel={(event) => {
				event.preventDefault()
				close()
			}}
			className="m-auto w-full max-w-md rounded-xl p-6 shadow-xl backdrop:bg-slate-900/50"
		>
			<h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
				{existing ? 'Edit link' : 'Add link'}
			</h2>
			<label htmlFor={`${id}-address`} className="mt-4 block text-sm font-medium text-slate-800">
				Address
			</label>
			<input
				ref={input}
				id={`${id}-address`}
				type="text"
				inputMode="url"
				value={address}
				onChange={(event) => setAddress(event.currentTarget.value)}
				onKeyDown={(event) => {
					if (event.key !== 'Enter') return
					event.preventDefault()
					apply()
				}}
				aria-invalid={problem ? true : undefined}
				aria-describedby={problem ? `${id}-problem` : undefined}
				placeholder="https://… or /about"
				className={inputClass}
			/>
			{problem ? (
				<p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
					{problem}
				</p>
			) : null}
			<div className="mt-6 flex flex-wrap justify-end gap-3">
				{existing ? (
					<button
						type="button"
						className="mr-auto rounded-lg px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
						onClick={() => {
							editor.chain().focus().setTextSelection(range.current).extendMarkRange('link').unsetLink().run()
							onClose()
						}}
					>
						Remove link
					</button>
				) : null}
				<button
					type="button"
					className="rounded-lg px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100"
					onClick={close}
				>
					Cancel
				</button>
				<button
					type="button"
					className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
					onClick={apply}
				>
					Apply
				</button>
			</div>
		</dialog>
	)
}
