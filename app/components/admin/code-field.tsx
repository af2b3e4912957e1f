import { TextField } from '#app/components/admin/fields.tsx'

/** The 6 digits of the authenticator app: a numeric keyboard, and the browser may fill a code it received. */
export function AuthenticationCodeField({ name }: { name: string }) {
	return (
		<TextField
			label="Authentication code"
			name={name}
			inputMode="numeric"
			autoComplete="one-time-code"
			maxLength={20}
			required
		/>
	)
}
