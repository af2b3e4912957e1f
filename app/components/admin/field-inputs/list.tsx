import { useState } from 'react'

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
 * `<list>.<position>.<field>`, added, removed and moved up or down. The list's own name is sent empty too,
 * so a list emptied of every entry is saved empty.
 */
export function Input(props: FieldInputProps) {
	const { field } = props
	const entries = useEntries(structuredValue(props.value))
	const [announcement, setAnnouncement] = useState('')
	const full = field.maxItems !== undefined && entries.list.length >= field.maxItems
	return (
		<Group label={field.label} hint={field.hint} error={props.error}>
			<input type="hidden" name={field.name} value="" />
			{entries.list.length === 0 ? <p className="text-sm text-slate-600">None yet.</p> : null}
			<ol className="grid gap-4">
				{entries.list.map((entry, index) => (
					<li key={entry.key} className="grid gap-3 rounded-md border border-slate-200 p-3">
						<NestedFields
							{...props}
							prefix={`${field.name}.${index}`}
							fields={field.fields ?? []}
							value={entry.value}
						/>
						<EntryControls
							entries={entries}
							index={index}
							what={`${field.label} ${index + 1}`}
							onMove={setAnnouncement}
						/>
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
