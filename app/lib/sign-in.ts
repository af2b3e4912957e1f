import type { SecondStepMethod } from '#server/auth/second-factors.ts'

/** The sign-in page's forms (app/routes/admin/sign-in.tsx, app/lib/sign-in.server.ts): intents and field names. */

export const SIGN_IN_INTENTS = { secondStep: 'second-step' } as const

export const SIGN_IN_FIELDS = {
	email: 'email',
	password: 'password',
	token: 'token',
	code: 'code',
	recoveryCode: 'recovery_code',
} as const

/** A sign-in still in progress, as the page carries it to the next form. */
export type SecondStepView = { token: string; methods: SecondStepMethod[]; expiresAt: string }

/** What the action answers when it does not sign in: which form to show, and why. */
export type SignInAnswer =
	| { stage: 'password'; error: string; email: string }
	| { stage: 'second-step'; error?: string; step: SecondStepView; recovery: boolean }
