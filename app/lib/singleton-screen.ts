/** The singleton screen's field that says which version the form was opened at (singleton-screen.server.ts). */
export const SINGLETON_VERSION_FIELD = 'version'

/** The field of an action's own form that names it (a singleton's `actions`: the settings' test e-mail). */
export const SINGLETON_ACTION_FIELD = 'singleton_action'

/** An action as its panel shows it: why it is not offered now, if it is not. */
export type SingletonActionView = {
	name: string
	title: string
	label: string
	busyText: string
	description: string
	unavailable: string | undefined
}

/** What an action's form is answered: done or not, in words. */
export type SingletonActionDone = { action: string; ok: boolean; message: string }
