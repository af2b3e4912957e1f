/**
 * Structured values (the field kinds object, list and blocks: ADR 0040) in one column: `jsonb` on
 * PostgreSQL, text on SQLite. Written as JSON text on both (PostgreSQL casts the parameter to its column's
 * type); read back as text on SQLite and already parsed on PostgreSQL: `fromJsonText` takes either.
 */

/** The column type a migration gives a structured field. */
export const jsonColumnType = (kind: 'sqlite' | 'postgres') => (kind === 'postgres' ? 'jsonb' : 'text')

export const toJsonText = (value: unknown): string => JSON.stringify(value ?? null)

/** A column's value (or a form's JSON text) as the value it holds (shared/json-text.ts). */
export { fromJsonText } from '#shared/json-text.ts'
