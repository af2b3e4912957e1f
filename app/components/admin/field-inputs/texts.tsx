import { useState } from 'react'

import { type FieldInputProps, structuredValue, textValue } from '#app/components/admin/field-inputs/field-input.ts'
import { Group } from '#app/components/admin/field-inputs/object.tsx'
import {
	AddEntryButton,
	EntriesAnnouncement,
	EntryControls,
	useEntries,
} from '#app/components/admin/field-inputs/use-entries.tsx'
import { TextField } from '#app/components/admin/fields.tsx'

/**
 * A list of short texts: one input per entry (named `<list>.<position>`), added, removed and moved up or
 * down. The list's own name is sent empty too, so a list emptied of every entry is saved empty; inside a
 * group it is not (its group's other fields carry the group, and a missing list is an empty one).
 */
export function Input(props: FieldInputProps) {
	const { field } = props
	const entries = useEntries(structuredValue(props.value))
	const [announcement, setAnnouncement] = useState('')
	const full = field.maxItems !== undefined && entries.list.length >= field.maxItems
	return (
		<Group label={field.label} hint={field.hint} error={props.error}>
			{field.name.includes('.') ? null : <input type="hidden" name={field.name} value="" />}
			<ol className="grid gap-3">
				{entries.list.map((entry, index) => {
					const name = `${field.name}.${index}`
					const what = `${field.label} ${index + 1}`
					return (
						<li key={entry.key} className="grid gap-2">
							<TextField
								label={what}
								name={name}
								maxLength={field.maxLength}
								defaultValue={textValue(entry.value)}
								error={props.errors[name]}
								autoComplete="off"
							/>
							<EntryControls entries={entries} index={index} what={what} onMove={setAnnouncement} />
						</li>
					)
				})}
			</ol>
			<EntriesAnnouncement text={announcement} />
			<div>
				<AddEntryButton label={`Add to ${field.label}`} full={full} onAdd={() => entries.add('')} />
			</div>
		</Group>
	)
}
