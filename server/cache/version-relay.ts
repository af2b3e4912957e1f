import cluster from 'node:cluster'

import type { ContentVersionWatcher } from '#server/cache/version.ts'

/** What a worker tells the others, through the primary (server/cluster.ts), when it sees a newer version. */
export type ContentVersionMessage = { type: 'content-version'; version: number }

export const isContentVersionMessage = (message: unknown): message is ContentVersionMessage =>
	typeof message === 'object' &&
	message !== null &&
	(message as { type?: unknown }).type === 'content-version' &&
	typeof (message as { version?: unknown }).version === 'number'

/**
 * In a worker of WEB_CONCURRENCY > 1: the workers of one instance tell each other of each new content
 * version, so a page cached by one drops as soon as another commits a change, on SQLite too, which has no
 * NOTIFY (ADR 0026); without it a worker could serve a page older than a save for up to the 1 s check. A
 * worker that learns a version from a message announces it once more when it has read it; the others
 * know it by then, so that echo stops there.
 */
export function relayContentVersions(versions: ContentVersionWatcher): void {
	if (!cluster.isWorker || !process.send) return
	versions.onChange(({ version }) => {
		if (process.connected) process.send!({ type: 'content-version', version } satisfies ContentVersionMessage)
	})
	process.on('message', (message) => {
		if (isContentVersionMessage(message)) void versions.heard(message.version).catch(() => undefined)
	})
}
