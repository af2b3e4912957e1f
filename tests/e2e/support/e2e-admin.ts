/** The admin account of the e2e server (playwright.config.ts creates it; the tests sign in with it). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e admin password 2026' }
