import pg from 'pg'

/** What a listener connection calls: each notification's payload, and every (re)connection. */
export type NotificationHandlers = {
	/** A NOTIFY on the channel arrived (delivered after the sending transaction committed). */
	onNotification(payload: string): void
	/**
	 * The connection is listening (the first time or again after a drop). Notifications sent while it was
	 * down are lost for good, so this is where a listener reads again what it may have missed.
	 */
	onListening(): void
	/** The connection failed or dropped; it tries again after `retryInMs`. */
	onError?(error: Error, retryInMs: number): void
}

export type NotificationListener = {
	/** Settles once the first attempt to listen has succeeded or failed (it keeps trying after a failure). */
	readonly started: Promise<void>
	/** Stops listening and closes the connection; no reconnection after this. */
	close(): Promise<void>
}

export const FIRST_RETRY_MS = 100
export const MAX_RETRY_MS = 5000

/** The connection's name in `pg_stat_activity`, so an operator (or a test) can tell it from the pool's. */
export const LISTENER_APPLICATION_NAME = 'sigma-listener'

/**
 * LISTENs on `channel` over one dedicated connection, not one of the pool's: a pooled connection goes back
 * to the pool after each query, and LISTEN only hears while its session lives. A dropped connection
 * (database restart, `pg_terminate_backend`, network) is opened again after 100 ms, doubling up to 5 s.
 */
export function listenForNotifications(
	connectionString: string,
	channel: string,
	handlers: NotificationHandlers,
): NotificationListener {
	let client: pg.Client | undefined
	let retryInMs = FIRST_RETRY_MS
	let retry: NodeJS.Timeout | undefined
	let closed = false
	let settleStart: () => void = () => {}
	const started = new Promise<void>((resolve) => (settleStart = resolve))

	const dropped = (from: pg.Client, error: Error) => {
		// A failing client emits 'error' and then 'end': reconnect once per client.
		if (client !== from || closed) return
		client = undefined
		from.removeAllListeners('notification')
		void from.end().catch(() => {})
		handlers.onError?.(error, retryInMs)
		settleStart()
		retry = setTimeout(connect, retryInMs)
		retryInMs = Math.min(retryInMs * 2, MAX_RETRY_MS)
	}

	async function connect() {
		retry = undefined
		if (closed) return
		const attempt = new pg.Client({
			connectionString,
			application_name: LISTENER_APPLICATION_NAME,
			// As the pool: an unreachable database fails the attempt (and retries) rather than hanging the start.
			connectionTimeoutMillis: 5000,
			// A connection that died without a word (a cut network) is found by TCP keepalives, not never.
			keepAlive: true,
			keepAliveInitialDelayMillis: 10_000,
		})
		client = attempt
		// Without an 'error' listener a dropped connection would crash the process.
		attempt.on('error', (error) => dropped(attempt, error))
		attempt.on('end', () => dropped(attempt, new Error('listener connection ended')))
		attempt.on('notification', (message) => {
			if (message.channel === channel) handlers.onNotification(message.payload ?? '')
		})
		try {
			await attempt.connect()
			await attempt.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
		} catch (error) {
			dropped(attempt, error instanceof Error ? error : new Error(String(error)))
			return
		}
		if (client !== attempt) return
		retryInMs = FIRST_RETRY_MS
		settleStart()
		handlers.onListening()
	}

	void connect()

	return {
		started,
		async close() {
			closed = true
			clearTimeout(retry)
			settleStart()
			const last = client
			client = undefined
			await last?.end().catch(() => {})
		},
	}
}
