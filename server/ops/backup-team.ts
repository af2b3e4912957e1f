/**
 * A backup made before the team (docs/design.md §15, ADR 0051) restores as migration 014 made the database
 * it came from: its one account becomes the first administrator, "Admin", and what existed is credited to it.
 */

type Row = Record<string, unknown>
type Rows = Record<string, Row[] | undefined>

/** The content rows that got `created_by` and `updated_by`; revisions, media and audit entries their user. */
const CREDITED: Readonly<Record<string, (row: Row, firstId: number) => Row>> = {
	revisions: (row, firstId) => ({ user_id: firstId, ...row }),
	media: (row, firstId) => ({ created_by: firstId, ...row }),
	singletons: (row, firstId) => ({ updated_by: firstId, ...row }),
	// A failed sign-in's entry (no session) stays nobody's.
	audit_log: (row, firstId) => ({
		user_id: row.session === null || row.session === undefined ? null : firstId,
		...row,
	}),
}

/**
 * The rows of a backup, as the team's tables take them (a backup made with the team is returned as it is).
 * `typeTables`: the content types' tables, whose items get `created_by` and `updated_by`.
 */
export function withTeam(rows: Rows, typeTables: readonly string[]): Rows {
	const accounts = rows.admin_users ?? []
	if (accounts.length === 0 || accounts.some((account) => 'role' in account)) return rows
	const firstId = Math.min(...accounts.map((account) => Number(account.id)))
	const upgraded: Rows = {
		...rows,
		admin_users: accounts.map((account) =>
			account.id === firstId ? { ...account, name: 'Admin', slug: 'admin', role: 'administrator' } : account,
		),
	}
	const item = (row: Row) => ({ created_by: firstId, updated_by: firstId, ...row })
	for (const table of typeTables) if (rows[table]) upgraded[table] = rows[table].map(item)
	for (const [table, credit] of Object.entries(CREDITED)) {
		if (rows[table]) upgraded[table] = rows[table].map((row) => credit(row, firstId))
	}
	return upgraded
}
