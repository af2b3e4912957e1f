import { z } from 'zod'

import { isLocalPath } from '#app/lib/local-path.ts'

/* A toast as the cookie carries it (app/lib/toast.server.ts) and the root loader hands it to the page. */

/** A toast's button (a form it posts, e.g. Undo) or link (e.g. Open), to this site's own addresses only. */
const localPath = z.string().refine(isLocalPath)
const ToastActionSchema = z.discriminatedUnion('kind', [
	z.object({
		kind: z.literal('post'),
		label: z.string().max(40),
		to: localPath,
		fields: z.record(z.string().max(40), z.string().max(2000)),
	}),
	z.object({ kind: z.literal('link'), label: z.string().max(40), to: localPath }),
])
/**
 * What a toast may offer besides its message: a form it posts (Undo after a delete) or a link (Open what was
 * restored), to this site's own addresses (app/components/toast-action.server.tsx draws it).
 */
export type ToastActionView = z.infer<typeof ToastActionSchema>

export const ToastSchema = z.object({
	type: z.enum(['success', 'error']),
	message: z.string().max(300),
	/** The item a save just made or changed: its Manage screen marks it (app/components/admin/just-saved.tsx). */
	itemId: z.number().int().positive().optional(),
	action: ToastActionSchema.optional(),
})
export type Toast = z.infer<typeof ToastSchema>
