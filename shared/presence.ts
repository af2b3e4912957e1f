/**
 * Who else is editing an item (docs/decisions/0052-presence-and-per-field-merge.md): what the edit screens
 * and the server both know of it. The screen says "I'm here" every `PRESENCE_HEARTBEAT_SECONDS`; a heartbeat
 * counts for `PRESENCE_FRESH_SECONDS` (three missed in a row and the editor is gone).
 */

export const PRESENCE_HEARTBEAT_SECONDS = 20
export const PRESENCE_FRESH_SECONDS = 60

/** Where an item's presence is reported (`PUT`) and given up (`DELETE`): the API's address. */
export const presencePath = (collection: string, id: number) => `/presence/${encodeURIComponent(collection)}/${id}`

/** The names joined as people write them: 'Ana', 'Ana and Ben', 'Ana, Ben and Cy'. */
export function joinNames(names: readonly string[]): string {
	if (names.length <= 1) return names[0] ?? ''
	return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** The notice an edit screen shows while others have it open; '' when nobody else does. */
export function editingNotice(names: readonly string[]): string {
	if (names.length === 0) return ''
	return `${joinNames(names)} ${names.length === 1 ? 'is' : 'are'} editing this`
}
