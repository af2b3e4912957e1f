import { Form, Link, useNavigation } from 'react-router'

/**
 * What a toast may offer besides its message: a form it posts (Undo after a delete) or a link (Open
 * what was restored). Addresses are this site's own (app/lib/toast.server.ts checks them).
 */
export type ToastActionView =
	| { kind: 'post'; label: string; to: string; fields: Record<string, string> }
	| { kind: 'link'; label: string; to: string }

const CLASS =
	'shrink-0 rounded-full bg-white px-3 py-1 font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60'

/** The toast's button or link; `describedBy` names the message, so 'Undo' says what it undoes. */
export function ToastActionControl({ action, describedBy }: { action: ToastActionView; describedBy: string }) {
	const navigation = useNavigation()
	if (action.kind === 'link') {
		return (
			<Link to={action.to} aria-describedby={describedBy} className={CLASS}>
				{action.label}
			</Link>
		)
	}
	const sending = navigation.state === 'submitting' && navigation.formAction === action.to
	return (
		<Form method="post" action={action.to}>
			{Object.entries(action.fields).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<button type="submit" disabled={sending} aria-describedby={describedBy} className={CLASS}>
				{action.label}
			</button>
		</Form>
	)
}
