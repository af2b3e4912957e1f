import { type DragEvent, useState } from 'react'

import type { FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { structuredValue } from '#app/components/admin/field-inputs/field-input.ts'
import { Group, NestedFields } from '#app/components/admin/field-inputs/object.tsx'
import {
	AddEntryButton,
	EntriesAnnouncement,
	EntryControls,
	useEntries,
} from '#app/components/admin/field-inputs/use-entries.tsx'

/**
 * A list of entries of one shape (social links, a menu's links): each entry's fields named
 * `<list>.<position>.<field>`, added, removed and moved up or down with named buttons, or dragged by its
 * handle (a mouse's shortcut; the buttons do the same by keyboard, and both are announced). A list of the
 * form's own sends its name empty too, so a list emptied of every entry is saved empty; a list inside an
 * entry does not (its entry's other fields name the entry, and a list left out is empty).
 */
export function Input(props: FieldInputProps) {
	const { field } = props
	const entries = useEntries(structuredValue(props.value))
	const [announcement, setAnnouncement] = useState('')
	const [dragged, setDragged] = useState<number | null>(null)
	const full = field.maxItems !== undefined && entries.list.length >= field.maxItems
	const what = (index: number) => `${field.label} ${index + 1}`
	// An entry takes the drop of one of its list's own (a list inside an entry takes its own entries').
	const accept = (event: DragEvent) => {
		if (dragged === null) return
		event.preventDefault()
		event.stopPropagation()
		event.dataTransfer.dropEffect = 'move'
	}
	const dropOn = (index: number) => ({
		onDragEnter: accept,
		onDragOver: accept,
		onDrop: (event: DragEvent) => {
			if (dragged === null) return
			event.preventDefault()
			event.stopPropagation()
			if (dragged !== index) {
				entries.moveTo(dragged, index)
				setAnnouncement(`${what(dragged)} moved to position ${index + 1}`)
			}
			setDragged(null)
		},
	})
	return (
		<Group label={field.label} hint={field.hint} error={props.error}>
			{field.name.includes('.') ? null : <input type="hidden" name={field.name} value="" />}
			{entries.list.length === 0 ? <p className="text-sm text-slate-600">None yet.</p> : null}
			<ol className="grid gap-4">
				{entries.list.map((entry, index) => (
					<li
						key={entry.key}
						{...dropOn(index)}
						className={`grid gap-3 rounded-md border p-3 ${dragged === index ? 'border-brand-600 opacity-60' : 'border-slate-200'}`}
					>
						<span
							draggable
							aria-hidden="true"
							title="Drag to move"
							className="w-fit cursor-grab rounded border border-dashed border-slate-300 px-2 text-xs text-slate-600 select-none"
							onDragStart={(event) => {
								event.stopPropagation()
								setDragged(index)
								event.dataTransfer.effectAllowed = 'move'
								event.dataTransfer.setData('text/plain', what(index))
								const item = event.currentTarget.closest('li')
								if (item) event.dataTransfer.setDragImage(item, 16, 16)
							}}
							onDragEnd={() => setDragged(null)}
						>
							⠿ Drag
						</span>
						<NestedFields
							{...props}
							prefix={`${field.name}.${index}`}
							fields={field.fields ?? []}
							value={entry.value}
						/>
						<EntryControls entries={entries} index={index} what={what(index)} onMove={setAnnouncement} />
					</li>
				))}
			</ol>
			<EntriesAnnouncement text={announcement} />
			<div>
				<AddEntryButton label={`Add to ${field.label}`} full={full} onAdd={() => entries.add({})} />
			</div>
		</Group>
	)
}
