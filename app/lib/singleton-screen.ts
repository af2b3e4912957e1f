/** The singleton screen's field that says which version the form was opened at (singleton-screen.server.ts). */
export const SINGLETON_VERSION_FIELD = 'version'
