import { useState } from 'react'

import { utcToZoned, zonedToUtc } from '#shared/time-zone.ts'
import { commonProps, type FieldInputProps, textValue } from '#app/components/admin/field-inputs/field-input.ts'
import { TextField } from '#app/components/admin/fields.tsx'
import { useBrowserTimeZone } from '#app/components/local-time.tsx'

/**
 * A moment, typed in the admin's own time zone (the browser's) with a `datetime-local` input; the form
 * sends the UTC instant it means in a hidden field of the field's name (server/content/field-kinds/kinds/
 * date-time.ts). Until the admin changes it, the hidden field keeps the stored value as it is.
 */
export function Input(props: FieldInputProps) {
	const { maxLength: _none, name, defaultValue: _stored, hint, ...common } = commonProps(props)
	const zone = useBrowserTimeZone()
	const stored = textValue(props.value) ?? ''
	const [typed, setTyped] = useState<string>()
	// The server renders the stored moment in UTC; the browser shows it in the admin's zone once hydrated.
	const shown = typed ?? (stored && Date.parse(stored) ? utcToZoned(stored, zone ?? 'UTC') : '')
	const sent = typed === undefined ? stored : typed === '' ? '' : (zonedToUtc(typed, zone ?? 'UTC') ?? typed)
	return (
		<>
			<TextField
				{...common}
				name={`${name}-local`}
				id={`field-${name}`}
				type="datetime-local"
				value={shown}
				onChange={(event) => setTyped(event.target.value)}
				hint={`${hint ? `${hint} ` : ''}Your time${zone ? ` (${zone})` : ''}.`}
			/>
			<input type="hidden" name={name} value={sent} />
		</>
	)
}
