/**
 * What the server and the browser share of a sign-in's second step (ADR 0029): the answer to a wrong code
 * while the step goes on. Any other refusal of `POST /admin/login/second-step` (the step expired, was used
 * up, or took its 5 tries) means signing in with the password again: the session-expired dialog goes back
 * to its password on it (app/components/admin/session-expired-dialog.tsx).
 */
export const INVALID_CODE = 'Invalid code'
