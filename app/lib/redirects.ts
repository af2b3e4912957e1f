/* The Redirects screens' addresses, form names and answers (docs/design.md §13), for their components and actions. */

import type { RedirectStatus } from '#shared/redirects.ts'

export const REDIRECTS_PATH = '/dashboard/redirects'
export const redirectPath = (id: number) => `${REDIRECTS_PATH}/${id}`

/** The screens' form intents. */
export const REDIRECT_INTENTS = { add: 'add', save: 'save', delete: 'delete' } as const

/** A redirect as the screens show it. */
export type RedirectView = { id: number; from: string; to: string; status: RedirectStatus; created_at: string }

/** A refused add or save: the message, each field's, and what was typed (shown again, never lost). */
export type RedirectFailure = {
	intent: string
	error: string
	fields: Record<string, string>
	values: { from: string; to: string; status: string }
}
