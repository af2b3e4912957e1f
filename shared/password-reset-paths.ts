/**
 * The addresses of a forgotten password's screens (docs/decisions/0054-password-resets.md): app/routes.ts
 * declares them, the sign-in screen links to the first, and the server writes links to the second.
 */

/** Asking for a link, from the sign-in screen. */
export const FORGOT_PASSWORD_PATH = '/admin/forgot-password'

/** What a link opens: this path, then its token as the last segment. */
export const RESET_PASSWORD_PATH = '/admin/reset-password'
