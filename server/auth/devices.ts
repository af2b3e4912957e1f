import { createHash } from 'node:crypto'
import Bowser from 'bowser'

import type { Db } from '#server/db/database.ts'

/**
 * What the Sessions screen and the new-device alert call a browser: parsed from its User-Agent (bowser),
 * which the browser chooses to send, so it names a device for a person to recognise, never to trust.
 */

export const UNKNOWN_DEVICE = 'Unknown device'

type Parsed = { browser: string; version: string; os: string; platform: string }

function parse(userAgent: string | undefined): Parsed | undefined {
	if (!userAgent?.trim()) return undefined
	const { browser, os, platform } = Bowser.getParser(userAgent).getResult()
	return {
		browser: browser.name ?? '',
		// The major version: what a person knows of their browser ('Chrome 131').
		version: browser.version?.split('.')[0] ?? '',
		os: os.name ?? '',
		platform: platform.type ?? '',
	}
}

/** 'Chrome 131 on Linux', 'Firefox on Android', 'curl'; 'Unknown device' when the User-Agent says nothing. */
export function deviceName(userAgent: string | undefined): string {
	const parsed = parse(userAgent)
	if (!parsed || (!parsed.browser && !parsed.os)) return UNKNOWN_DEVICE
	const browser = [parsed.browser, parsed.version].filter(Boolean).join(' ')
	if (!browser) return parsed.os
	return parsed.os ? `${browser} on ${parsed.os}` : browser
}

/**
 * A device as the new-device alert knows it: browser, system and kind of platform, without versions (a
 * browser's update is not a new device), hashed so that the table holds no User-Agent.
 */
export function deviceKey(userAgent: string | undefined): string {
	const parsed = parse(userAgent)
	const facts = parsed ? [parsed.browser, parsed.os, parsed.platform] : ['', '', '']
	return createHash('sha256').update(facts.join('\n')).digest('hex')
}

/**
 * Records the device the admin signs in from: `first` when they had none recorded (their first device,
 * no alert), `known`, or `new` (the alert's case). Two instances seeing the same new device at once: one
 * inserts it, the other finds it known, so one alert goes out.
 */
export async function rememberDevice(
	db: Db,
	adminId: number,
	userAgent: string | undefined,
	at = new Date(),
): Promise<'first' | 'known' | 'new'> {
	const hadAny = await db
		.selectFrom('known_devices')
		.select('device')
		.where('admin_id', '=', adminId)
		.limit(1)
		.executeTakeFirst()
	const result = await db
		.insertInto('known_devices')
		.values({ admin_id: adminId, device: deviceKey(userAgent), first_seen_at: at.toISOString() })
		.onConflict((conflict) => conflict.columns(['admin_id', 'device']).doNothing())
		.executeTakeFirst()
	if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return 'known'
	return hadAny ? 'new' : 'first'
}
