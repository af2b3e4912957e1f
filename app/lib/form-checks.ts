/* The checks panel's call (app/lib/item-checks.server.ts), as the panel and the routes name it. */

/** Where a form's checks panel posts the form, with `?screen=` its screen's address. */
export const FORM_CHECKS_PATH = '/dashboard/checks'
