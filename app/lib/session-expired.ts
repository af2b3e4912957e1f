import type { FormFailure } from '#app/lib/admin-actions.ts'

/** What an admin form's action answers when the session has ended (app/lib/session-expired.server.ts). */
export type SessionExpired = FormFailure & { sessionExpired: true }

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Sign in again to save your changes.'

export const isSessionExpired = (value: unknown): value is SessionExpired =>
	typeof value === 'object' && value !== null && (value as { sessionExpired?: unknown }).sessionExpired === true
