import { CONTENT_VERSION_CHANNEL, type ContentVersionWatcher } from '#server/cache/version.ts'
import { listenForNotifications, type NotificationListener } from '#server/db/notifications.ts'
import { log } from '#server/logging.ts'

/**
 * PostgreSQL only: tells `watcher` of every content commit on any instance as it happens (the NOTIFY of
 * bumpContentVersion), so caches drop within milliseconds instead of at the next 1 s check. The watcher
 * keeps polling as before: it is the fallback while the connection is down and all that SQLite has.
 */
export function listenForContentVersions(
	connectionString: string,
	watcher: ContentVersionWatcher,
): NotificationListener {
	const reread = () =>
		watcher.check().catch((error: unknown) => log('warn', 'content version read failed', { error: String(error) }))
	return listenForNotifications(connectionString, CONTENT_VERSION_CHANNEL, {
		onNotification(payload) {
			const version = Number(payload)
			// Not a number would be someone else's NOTIFY on our channel: read the row rather than trust it.
			if (!Number.isSafeInteger(version)) return void reread()
			watcher
				.heard(version)
				.catch((error: unknown) => log('warn', 'content version read failed', { error: String(error) }))
		},
		// Notifications sent while the connection was down are gone: the row says what was missed.
		onListening: () => void reread(),
		onError: (error, retryInMs) =>
			log('warn', 'content version listener disconnected', { error: error.message, retryInMs }),
	})
}
