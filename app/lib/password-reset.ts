/* The forgotten-password screens' forms (app/routes/admin/forgot-password.tsx, reset-password.tsx), as the components read them. */

export const PASSWORD_RESET_FIELDS = { email: 'email', password: 'password' } as const

/** What the forgot screen's action answers: what happens next, or why the request was refused. */
export type ForgotAnswer = { sent: string } | { error: string; email: string; field?: boolean }

/** The link's page: its account, or why it does not work. */
export type ResetLinkView = { ok: true; email: string } | { ok: false; message: string }

/** What the link page's action answers when it does not change the password. */
export type ResetAnswer = { error: string } | { dead: string }
