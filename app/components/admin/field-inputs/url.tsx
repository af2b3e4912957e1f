import { useState } from 'react'

import { linkUrlProblem } from '#shared/link-url.ts'
import { commonProps, type FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { TextField } from '#app/components/admin/fields.tsx'
import { LINK_CHOICES_ID } from '#app/components/admin/link-choices.tsx'

/**
 * A web address. Not `type="url"`: the kind also takes a path on this site (`/blog`, `/uploads/…`), which
 * the browser's URL check would refuse; the server's rule (`isSafeUrl`) answers with its own message.
 * A menu's link (`accepts: 'link'`) offers the site's pages (`LinkChoices`, when the screen has them) and
 * is checked as it is left by the schema's own rule (shared/link-url.ts), which also holds the form back.
 */
export function Input(props: FieldInputProps) {
	const [problem, setProblem] = useState<string | undefined>()
	if (props.field.accepts !== 'link') {
		return <TextField {...commonProps(props)} type="text" inputMode="url" spellCheck={false} autoComplete="off" />
	}
	const check = (input: HTMLInputElement) => {
		const found = input.value.trim() === '' ? undefined : linkUrlProblem(input.value, props.field.label)
		input.setCustomValidity(found ?? '')
		setProblem(found)
	}
	return (
		<TextField
			{...commonProps(props)}
			error={problem ?? props.error}
			type="text"
			inputMode="url"
			spellCheck={false}
			autoComplete="off"
			list={LINK_CHOICES_ID}
			onBlur={(event) => check(event.currentTarget)}
			onChange={(event) => {
				if (problem) check(event.currentTarget)
			}}
		/>
	)
}
