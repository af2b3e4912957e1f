/** The addresses of the trash and of an item's history (app/routes.ts declares them), for links and forms. */

export const TRASH_PATH = '/dashboard/trash'

/** The trash screen's form intents (the Undo of a delete's toast posts `restore` there too). */
export const TRASH_INTENTS = { restore: 'restore', deleteForever: 'delete-forever' } as const

export const historyPath = (collection: string, id: number) =>
	`/dashboard/history/${encodeURIComponent(collection)}/${id}`
