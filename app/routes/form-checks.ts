import { formChecks } from '#app/lib/item-checks.server.ts'
import type { Route } from './+types/form-checks'

/** The checks of an add or edit form as typed (docs/design.md §16): JSON for the form's checks panel. */
export const action = (args: Route.ActionArgs) => formChecks(args)
