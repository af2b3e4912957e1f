import { pictureUrls } from '#shared/pictures.ts'
import type { FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { ImageField } from '#app/components/admin/image-field.tsx'

/** One image: the picker of the media library, or an upload (image-field.tsx). */
export function Input({ field, value, error, media, onBusyChange }: FieldInputProps) {
	return (
		<PictureInput
			field={field}
			value={value}
			error={error}
			media={media}
			onBusyChange={onBusyChange}
			multiple={false}
		/>
	)
}

/** The picture inputs of the kinds `image` and `images` (images.tsx). */
export function PictureInput({
	field,
	value,
	error,
	media,
	onBusyChange,
	multiple,
}: Pick<FieldInputProps, 'field' | 'value' | 'error' | 'media' | 'onBusyChange'> & { multiple: boolean }) {
	const urls = pictureUrls(value)
	return (
		<ImageField
			name={field.name}
			label={field.label}
			multiple={multiple}
			required={field.required}
			initial={urls.length > 0 ? urls : undefined}
			error={error}
			media={media}
			onBusyChange={onBusyChange}
		/>
	)
}
