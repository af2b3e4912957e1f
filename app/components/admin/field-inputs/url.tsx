import { commonProps, type FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { TextField } from '#app/components/admin/fields.tsx'

/**
 * A web address. Not `type="url"`: the kind also takes a path on this site (`/blog`, `/uploads/…`), which
 * the browser's URL check would refuse; the server's rule (`isSafeUrl`) answers with its own message.
 */
export function Input(props: FieldInputProps) {
	return <TextField {...commonProps(props)} type="text" inputMode="url" spellCheck={false} autoComplete="off" />
}
