import { useRouteLoaderData } from 'react-router'

import type { loader } from '#app/routes/admin/layout.tsx'

/** How many days a deleted item stays restorable (TRASH_DAYS), as the admin layout's loader says. */
export function useTrashDays(): number | undefined {
	return useRouteLoaderData<typeof loader>('routes/admin/layout')?.trashDays
}

/** What deleting a content item does, in the confirmations' words. */
export function trashSentence(days: number | undefined): string {
	const restorable =
		days === undefined ? 'You can restore it from the trash.' : `You can restore it from the trash for ${days} days.`
	return `will be moved to the trash. ${restorable}`
}
