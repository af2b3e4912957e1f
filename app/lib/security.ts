import type { TotpEnrolment } from '#server/auth/totp.ts'

/* What the Security screen's action (app/lib/security.server.ts) answers, as the screen reads it. */

/** An authenticator app's set-up in progress, as the screen shows it (its QR code and secret). */
export type TotpSetupView = Omit<TotpEnrolment, 'expiresAt'>

/** A section whose change can be refused (a passkey's removal names the passkey, beside whose field it shows). */
export type SecuritySection = 'totp' | 'recovery-codes' | 'second-factor-rule' | { passkey: number }

/** What the action answers: what the screen shows once (a set-up, new codes) or why a change was refused. */
export type SecurityAnswer =
	| { kind: 'totp-setup'; setup: TotpSetupView; error?: string }
	| { kind: 'totp-enabled'; recoveryCodes?: string[] }
	| { kind: 'recovery-codes'; recoveryCodes: string[] }
	| { kind: 'failed'; section: SecuritySection; error: string }
