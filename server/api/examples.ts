/** The timestamps of the document's example records. */
export const EXAMPLE_TIMES = { created_at: '2025-03-14T09:30:00.000Z', updated_at: '2025-03-14T09:30:00.000Z' }
/** A content item's credit in the examples (docs/design.md §15): the first administrator made it. */
export const EXAMPLE_CREDIT = { created_by: 1, updated_by: 1 }
