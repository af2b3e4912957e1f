import { useId, useState } from 'react'

import { gatherNested } from '#shared/nested-form.ts'
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
 * Blocks: entries each of one block type, its fields drawn from that type's (named
 * `<blocks>.<position>.<field>`, with `type` in a hidden input), added from a list of the types, removed,
 * moved up or down, and duplicated with what its inputs hold now.
 */
export function Input(props: FieldInputProps) {
	const { field } = props
	const types = field.blocks ?? []
	const entries = useEntries(structuredValue(props.value))
	const [announcement, setAnnouncement] = useState('')
	const [chosen, setChosen] = useState(types[0]?.type ?? '')
	const chooserId = useId()
	const full = field.maxItems !== undefined && entries.list.length >= field.maxItems
	return (
		<Group label={field.label} hint={field.hint} error={props.error}>
			<input type="hidden" name={field.name} value="" />
			{entries.list.length === 0 ? <p className="text-sm text-slate-600">No blocks yet.</p> : null}
			<ol className="grid gap-4">
				{entries.list.map((entry, index) => {
					const value = (entry.value ?? {}) as { type?: unknown }
					const block = types.find((candidate) => candidate.type === value.type)
					const prefix = `${field.name}.${index}`
					const what = `${block?.label ?? 'Block'} ${index + 1}`
					return (
						<li key={entry.key} className="grid gap-3 rounded-md border border-slate-200 p-3">
							<p className="text-sm font-semibold text-slate-800">{what}</p>
							<input type="hidden" name={`${prefix}.type`} value={String(value.type ?? '')} />
							<NestedFields {...props} prefix={prefix} fields={block?.fields ?? []} value={entry.value} />
							<EntryControls
								entries={entries}
								index={index}
								what={what}
								onMove={setAnnouncement}
								onDuplicate={() => {
									const form = document.getElementById(chooserId)?.closest('form')
									const typed = form ? gatherNested(new FormData(form), prefix) : undefined
									entries.duplicate(index, typed ?? entry.value)
								}}
							/>
						</li>
					)
				})}
			</ol>
			<EntriesAnnouncement text={announcement} />
			<div className="flex flex-wrap items-end gap-2">
				<label htmlFor={chooserId} className="text-sm text-slate-800">
					Block type
				</label>
				<select
					id={chooserId}
					value={chosen}
					onChange={(event) => setChosen(event.currentTarget.value)}
					className="rounded-md border border-slate-400 px-2 py-1 text-sm"
				>
					{types.map((type) => (
						<option key={type.type} value={type.type}>
							{type.label}
						</option>
					))}
				</select>
				<AddEntryButton label="Add block" full={full || !chosen} onAdd={() => entries.add({ type: chosen })} />
			</div>
		</Group>
	)
}
