import type { FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { PictureInput } from '#app/components/admin/field-inputs/image.tsx'

/** A list of images, the first the cover: reordered by dragging or with buttons (image-field.tsx). */
export function Input(props: FieldInputProps) {
	return <PictureInput {...props} multiple />
}
