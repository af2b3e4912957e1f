/**
 * The listening connection's retries, against an address where nothing listens (no database needed): the
 * wait doubles from 100 ms, the start is not held up by a failure, and close() ends the retries.
 * Reconnection to a live PostgreSQL: tests/integration/content-version-notify.test.ts.
 */
import net from 'node:net'
import { describe, expect, it } from 'vitest'

import { FIRST_RETRY_MS, listenForNotifications } from '#server/db/notifications.ts'

/** A local port that refuses connections (taken, then freed). */
async function closedPort(): Promise<number> {
	const server = net.createServer()
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as net.AddressInfo
	await new Promise((resolve) => server.close(resolve))
	return port
}

describe('listenForNotifications', () => {
	it('retries after 100 ms, doubling, and stops retrying when closed', async () => {
		const url = `postgresql://nobody@127.0.0.1:${await closedPort()}/none`
		const waits: number[] = []
		let listening = 0
		let enough: () => void = () => {}
		const fourFailures = new Promise<void>((resolve) => (enough = resolve))
		const listener = listenForNotifications(url, 'channel', {
			onNotification: () => {},
			onListening: () => listening++,
			onError: (_error, retryInMs) => {
				waits.push(retryInMs)
				if (waits.length === 4) enough()
			},
		})
		// A failed first attempt settles `started`: an instance starts and polls meanwhile.
		await listener.started
		await fourFailures
		await listener.close()
		expect(waits).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS, 8 * FIRST_RETRY_MS])
		expect(listening).toBe(0)
		await new Promise((resolve) => setTimeout(resolve, 20 * FIRST_RETRY_MS))
		expect(waits).toHaveLength(4)
	})
})
