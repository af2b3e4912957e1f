import { Form } from 'react-router'

import { useSaving } from '#app/components/admin/item-list.tsx'

/** The inbox's small buttons and links: one look, a visible focus ring. */
export const INBOX_ACTION_CLASS =
	'inline-flex items-center rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60'

/** Says "Unread" in words (the list's bold type and coloured edge are extras, never the only sign). */
export function UnreadBadge() {
	return (
		<span className="inline-block rounded-full bg-brand-700 px-2 py-0.5 align-middle text-xs font-semibold tracking-wide text-white uppercase">
			Unread
		</span>
	)
}

/** Mark as read / Mark as unread: a form to the page's action (works without JavaScript too). */
export function ReadToggle({ id, read }: { id: number; read: boolean }) {
	const intent = read ? 'mark-unread' : 'mark-read'
	const saving = useSaving(intent)
	return (
		<Form method="post">
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="id" value={id} />
			<button type="submit" disabled={saving} className={INBOX_ACTION_CLASS}>
				{read ? 'Mark as unread' : 'Mark as read'}
			</button>
		</Form>
	)
}

/** What the delete dialog says about a message: personal data, erased at once (never to the trash). */
export const MESSAGE_DELETE_CONSEQUENCE =
	'This message and the sender’s personal data will be erased at once. This cannot be undone.'
