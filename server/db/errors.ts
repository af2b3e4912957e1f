/**
 * True when an error means the database cannot be reached right now (PostgreSQL down or restarting, the
 * connection lost), as opposed to a bad query: such a request should answer 503, and later ones will
 * succeed again once the pool reconnects.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
	if (!(error instanceof Error)) return false
	const code = (error as Error & { code?: unknown }).code
	if (typeof code === 'string') {
		// Node socket errors, PostgreSQL class 08 (connection exception) and 57P01-57P03 (shutdown, crash, starting up).
		if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true
		if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true
		// SQLite: the file is locked for longer than the busy timeout.
		if (code === 'SQLITE_BUSY') return true
	}
	return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i.test(
		error.message,
	)
}
