import { Extension } from '@tiptap/core'
import { TableCell, TableHeader, TableKit } from '@tiptap/extension-table'

/**
 * A GFM table's cell holds one line of text: a second paragraph, a list or a picture in it could not be
 * written back (the serializer joins them with `<br>`, which the site shows as text). So a cell holds one
 * paragraph; Enter goes to the next cell (a new row after the last), as in a spreadsheet, and Shift+Enter
 * does nothing there.
 */
const OneLineCell = TableCell.extend({ content: 'paragraph' })
const OneLineHeader = TableHeader.extend({ content: 'paragraph' })

const CellKeys = Extension.create({
	name: 'tableCellKeys',
	// Before the paragraph's and the hard break's own keys.
	priority: 200,
	addKeyboardShortcuts() {
		const inCell = () => this.editor.isActive('tableCell') || this.editor.isActive('tableHeader')
		return {
			Enter: () => {
				if (!inCell()) return false
				if (this.editor.commands.goToNextCell()) return true
				// Two steps: the next cell is looked for in the table the new row is already part of.
				return this.editor.commands.addRowAfter() && this.editor.commands.goToNextCell()
			},
			'Shift-Enter': () => inCell(),
		}
	},
})

export const bodyTable = [
	TableKit.configure({ table: { resizable: false }, tableCell: false, tableHeader: false }),
	OneLineCell,
	OneLineHeader,
	CellKeys,
]
