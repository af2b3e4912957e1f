/** The timestamps of the document's example records. */
export const EXAMPLE_TIMES = { created_at: '2025-03-14T09:30:00.000Z', updated_at: '2025-03-14T09:30:00.000Z' }
