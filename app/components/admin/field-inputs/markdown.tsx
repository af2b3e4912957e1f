import { commonProps, type FieldInputProps } from '#app/components/admin/field-inputs/field-input.ts'
import { MarkdownEditor } from '#app/components/admin/rich-text/markdown-editor.tsx'

/** A Markdown text, in the rich-text editor (the textarea without script). */
export function Input(props: FieldInputProps) {
	return <MarkdownEditor {...commonProps(props)} rows={props.field.rows} />
}
