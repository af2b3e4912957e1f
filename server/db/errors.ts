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

/**
 * True when an error is a unique index refusing a row because `table.column` holds its value already:
 * PostgreSQL's 23505 on that table naming the column, SQLite's "UNIQUE constraint failed: table.column".
 * A check before a write cannot see what a concurrent write commits meanwhile; the index can.
 */
export function isUniqueViolation(error: unknown, table: string, column: string): boolean {
	if (!(error instanceof Error)) return false
	const { code, table: violated, detail } = error as Error & { code?: unknown; table?: unknown; detail?: unknown }
	if (code === '23505') return violated === table && typeof detail === 'string' && detail.startsWith(`Key (${column})=`)
	if (typeof code !== 'string' || !code.startsWith('SQLITE_CONSTRAINT')) return false
	const failed = /^UNIQUE constraint failed: (.+)$/.exec(error.message)?.[1]?.split(', ')
	return failed?.includes(`${table}.${column}`) ?? false
}
