import { useId, useState, useSyncExternalStore } from 'react'

import { type Role, ROLE_LABELS, ROLES } from '#shared/team.ts'
import { SelectField } from '#app/components/admin/fields.tsx'
import { ROLE_HINTS, TEAM_FIELDS, type TypeChoice } from '#app/lib/team.ts'

/*
 * The Team screens' fields (docs/design.md §15): a role, and the content types an author or contributor
 * writes. Put them in a form with the class `team-role-form`: the types hide while the role is one that
 * writes every type (app/app.css), without a script.
 */

export function RoleField({ id, value, error }: { id: string; value: string; error?: string | undefined }) {
	const [role, setRole] = useState(value)
	return (
		<SelectField
			label="Role"
			name={TEAM_FIELDS.role}
			id={id}
			defaultValue={value}
			error={error}
			onChange={(event) => setRole(event.currentTarget.value)}
			// What the chosen role may do; without JavaScript, the first one's until the page comes back.
			hint={ROLE_HINTS[(ROLES as readonly string[]).includes(role) ? (role as Role) : 'author']}
		>
			{ROLES.map((option) => (
				<option key={option} value={option}>
					{ROLE_LABELS[option]}
				</option>
			))}
		</SelectField>
	)
}

export function TypesField({
	choices,
	checked,
	error,
}: {
	choices: TypeChoice[]
	checked: readonly string[]
	error?: string | undefined
}) {
	const id = useId()
	return (
		<fieldset className="team-types" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
			<legend className="block text-sm font-medium text-slate-800">Content types they write</legend>
			<p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
				Authors and contributors work only on these; administrators and editors on all.
			</p>
			<div className="mt-2 grid gap-2 sm:grid-cols-3">
				{choices.map((choice) => (
					<label key={choice.name} className="flex items-center gap-2 text-sm text-slate-800">
						<input
							type="checkbox"
							name={TEAM_FIELDS.types}
							value={choice.name}
							defaultChecked={checked.includes(choice.name)}
							className="size-4 rounded border-slate-500 text-brand-600 focus:ring-2 focus:ring-brand-600"
						/>
						{choice.label}
					</label>
				))}
			</div>
			{error ? (
				<p id={`${id}-error`} className="mt-1 text-sm text-red-700">
					{error}
				</p>
			) : null}
		</fieldset>
	)
}

/** The first of the types' errors (`types`, or one entry's `types.2`). */
export const typesError = (fields: Record<string, string>) =>
	Object.entries(fields).find(([field]) => field === 'types' || field.startsWith('types.'))?.[1]

const noChanges = () => () => {}

/**
 * An invitation's link to hand over: in a read-only field to select, with a button that copies it (once
 * the page runs its script: without one, the field is there to copy from).
 */
export function InvitationLink({ url, label }: { url: string; label: string }) {
	const id = useId()
	const [copied, setCopied] = useState(false)
	// False in the server's HTML (no script may run to copy), true once hydrated.
	const scripted = useSyncExternalStore(
		noChanges,
		() => true,
		() => false,
	)
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-medium text-slate-800">
				{label}
			</label>
			<div className="mt-1 flex flex-wrap gap-2">
				<input
					id={id}
					readOnly
					value={url}
					onFocus={(event) => event.currentTarget.select()}
					className="block min-w-0 flex-1 rounded-lg border border-slate-500 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
				/>
				{scripted ? (
					<button
						type="button"
						onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(true))}
						className="rounded-full px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
					>
						{copied ? 'Copied' : 'Copy link'}
					</button>
				) : null}
			</div>
		</div>
	)
}
