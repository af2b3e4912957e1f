import { useState } from 'react'
import { useActionData, useNavigation } from 'react-router'

/**
 * A key for an add form that changes once a submission carrying `intent` has been saved, so the form
 * (pictures included) starts empty again. Nothing else resets it: a refused save, or a delete elsewhere
 * on the page, leaves what was typed where it was.
 */
export function useFormResetKey(intent = 'create'): number {
	const navigation = useNavigation()
	const refused = useActionData() !== undefined
	const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
	const [state, setState] = useState({ key: 0, saving: false })
	if (saving !== state.saving) {
		// The submission ended: saved (a redirect, so no action data) or refused (the form's messages).
		setState({ key: !saving && !refused ? state.key + 1 : state.key, saving })
	}
	return state.key
}

/** Whether a submission carrying `intent` is on its way. */
export function useSubmitting(intent?: string): boolean {
	const navigation = useNavigation()
	return navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent)
}
